use std::fmt;

use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint128, Uint256, Uint64};

/// `enum Status` (JSON: the member name in snake_case; Solidity ordinals 0..=3 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum Status {
    #[default]
    None,
    Funded,
    Released,
    Refunded,
}

impl Status {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            Status::None => "none",
            Status::Funded => "funded",
            Status::Released => "released",
            Status::Refunded => "refunded",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `struct Deal`
#[cw_serde]
pub struct Deal {
    pub buyer: Addr,
    pub seller: Addr,
    pub arbiter: Addr,
    pub amount: Uint128,
    pub expires_at: Uint64,
    pub fee_bps: u16,
    pub status: Status,
}

impl Default for Deal {
    fn default() -> Self {
        Self {
            buyer: Addr::unchecked(""),
            seller: Addr::unchecked(""),
            arbiter: Addr::unchecked(""),
            amount: Uint128::zero(),
            expires_at: Uint64::zero(),
            fee_bps: 0u16,
            status: Status::None,
        }
    }
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `open(address payable seller, address arbiter, uint64 duration, uint16 feeBps) external payable returns (uint256 id)`
    Open {
        seller: String,
        arbiter: String,
        duration: Uint64,
        fee_bps: u16,
    },
    /// `release(uint256 id) external`
    Release { id: Uint256 },
    /// `refund(uint256 id) external`
    Refund { id: Uint256 },
    /// `withdrawFees() external`
    WithdrawFees {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint16 public constant MAX_FEE_BPS`
    #[returns(u16)]
    MaxFeeBps {},
    /// getter of `uint256 public nextId`
    #[returns(cosmwasm_std::Uint256)]
    NextId {},
    /// getter of `mapping(uint256 => Deal) public deals`
    #[returns(Deal)]
    Deals { arg0: Uint256 },
    /// getter of `mapping(address => uint256) public feesEarned`
    #[returns(cosmwasm_std::Uint256)]
    FeesEarned { arg0: String },
    /// `dealsOf(address account) external view returns (uint256[])`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    DealsOf { account: String },
}

#[cw_serde]
pub struct MigrateMsg {}
