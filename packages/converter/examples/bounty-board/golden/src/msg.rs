use std::fmt;

use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, HexBinary, Uint256, Uint64};

/// `enum BountyStatus` (JSON: the member name in snake_case; Solidity ordinals 0..=2 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum BountyStatus {
    #[default]
    Open,
    Paid,
    Reclaimed,
}

impl BountyStatus {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            BountyStatus::Open => "open",
            BountyStatus::Paid => "paid",
            BountyStatus::Reclaimed => "reclaimed",
        }
    }
}

impl fmt::Display for BountyStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `struct Bounty`
#[cw_serde]
pub struct Bounty {
    pub poster: Addr,
    pub title: String,
    pub reward: Uint256,
    pub deadline: Uint64,
    pub status: BountyStatus,
    pub winner: Addr,
}

impl Default for Bounty {
    fn default() -> Self {
        Self {
            poster: Addr::unchecked(""),
            title: String::new(),
            reward: Uint256::zero(),
            deadline: Uint64::zero(),
            status: BountyStatus::Open,
            winner: Addr::unchecked(""),
        }
    }
}

/// `struct Submission`
#[cw_serde]
pub struct Submission {
    pub hunter: Addr,
    pub link: String,
}

impl Default for Submission {
    fn default() -> Self {
        Self {
            hunter: Addr::unchecked(""),
            link: String::new(),
        }
    }
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `fallback()`
    Fallback { data: HexBinary },
    /// `post(string title, uint64 duration) external payable returns (uint256 id)`
    Post { title: String, duration: Uint64 },
    /// `submit(uint256 id, string link) external`
    Submit { id: Uint256, link: String },
    /// `accept(uint256 id, uint256 index) external`
    Accept { id: Uint256, index: Uint256 },
    /// `reclaim(uint256 id) external`
    Reclaim { id: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `Bounty[] public bounties`
    #[returns(Bounty)]
    Bounties { arg0: Uint256 },
    /// getter of `mapping(address => uint256) public earnings`
    #[returns(cosmwasm_std::Uint256)]
    Earnings { arg0: String },
    /// getter of `uint256 public tips`
    #[returns(cosmwasm_std::Uint256)]
    Tips {},
    /// `submissionCount(uint256 id) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    SubmissionCount { id: Uint256 },
    /// `submission(uint256 id, uint256 index) external view returns (Submission)`
    #[returns(Submission)]
    Submission { id: Uint256, index: Uint256 },
    /// `openBounties() external view returns (uint256[] ids)`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    OpenBounties {},
}

#[cw_serde]
pub struct MigrateMsg {}
