use std::fmt;

use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint128, Uint256, Uint64};

/// `enum Side` (JSON: the member name in snake_case; Solidity ordinals 0..=1 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum Side {
    #[default]
    Buy,
    Sell,
}

impl Side {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            Side::Buy => "buy",
            Side::Sell => "sell",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `enum Status` (JSON: the member name in snake_case; Solidity ordinals 0..=3 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum Status {
    #[default]
    None,
    Open,
    Filled,
    Cancelled,
}

impl Status {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            Status::None => "none",
            Status::Open => "open",
            Status::Filled => "filled",
            Status::Cancelled => "cancelled",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `struct OrderData`
#[cw_serde]
pub struct OrderData {
    pub maker: Addr,
    pub side: Side,
    pub status: Status,
    pub price: Uint128,
    pub amount: Uint128,
    pub remaining: Uint128,
    pub created_at: Uint64,
    pub fills: Vec<Uint256>,
}

impl Default for OrderData {
    fn default() -> Self {
        Self {
            maker: Addr::unchecked(""),
            side: Side::Buy,
            status: Status::None,
            price: Uint128::zero(),
            amount: Uint128::zero(),
            remaining: Uint128::zero(),
            created_at: Uint64::zero(),
            fills: Vec::new(),
        }
    }
}

/// `struct Fill`
#[cw_serde]
pub struct Fill {
    pub order_id: Uint64,
    pub taker: Addr,
    pub amount: Uint128,
}

impl Default for Fill {
    fn default() -> Self {
        Self {
            order_id: Uint64::zero(),
            taker: Addr::unchecked(""),
            amount: Uint128::zero(),
        }
    }
}

/// `constructor(uint16 _feeBps)`
#[cw_serde]
pub struct InstantiateMsg {
    pub fee_bps: u16,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `place(Side side, uint128 price, uint128 amount) external payable returns (OrderId)`
    Place {
        side: Side,
        price: Uint128,
        amount: Uint128,
    },
    /// `fill(uint64 id, uint128 amount) external payable`
    Fill { id: Uint64, amount: Uint128 },
    /// `cancel(OrderId oid) external`
    Cancel { oid: Uint64 },
    /// `withdraw() external`
    Withdraw {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `Fill[] public fills`
    #[returns(Fill)]
    Fills { arg0: Uint256 },
    /// getter of `mapping(address => uint256) public escrowed`
    #[returns(cosmwasm_std::Uint256)]
    Escrowed { arg0: String },
    /// getter of `mapping(address => uint256) public proceeds`
    #[returns(cosmwasm_std::Uint256)]
    Proceeds { arg0: String },
    /// getter of `uint16 public feeBps`
    #[returns(u16)]
    FeeBps {},
    /// getter of `address public immutable feeCollector`
    #[returns(cosmwasm_std::Addr)]
    FeeCollector {},
    /// `getOrder(uint64 id) external view returns (Order)`
    #[returns(OrderData)]
    GetOrder { id: Uint64 },
    /// `openOrdersOf(address maker) external view returns (uint64[] ids, uint128[] remaining)`
    #[returns(OpenOrdersOfResponse)]
    OpenOrdersOf { maker: String },
    /// `fillsOf(uint64 id) external view returns (Fill[] out)`
    #[returns(Vec<Fill>)]
    FillsOf { id: Uint64 },
    /// `bestPrice(Side side) external view returns (uint128 best, uint64 bestId)`
    #[returns(BestPriceResponse)]
    BestPrice { side: Side },
    /// `orderCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    OrderCount {},
    /// `contractHoldings() external view returns (uint256 balance, uint256 selfProceeds)`
    #[returns(ContractHoldingsResponse)]
    ContractHoldings {},
}

/// The return values of `openOrdersOf(address)`.
#[cw_serde]
pub struct OpenOrdersOfResponse {
    pub ids: Vec<Uint64>,
    pub remaining: Vec<Uint128>,
}

/// The return values of `bestPrice(uint8)`.
#[cw_serde]
pub struct BestPriceResponse {
    pub best: Uint128,
    pub best_id: Uint64,
}

/// The return values of `contractHoldings()`.
#[cw_serde]
pub struct ContractHoldingsResponse {
    pub balance: Uint256,
    pub self_proceeds: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
