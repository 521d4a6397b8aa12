use std::fmt;

use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint256};

/// `enum Tier` (JSON: the member name in snake_case; Solidity ordinals 0..=1 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum Tier {
    #[default]
    Low,
    High,
}

impl Tier {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            Tier::Low => "low",
            Tier::High => "high",
        }
    }
}

impl fmt::Display for Tier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `struct Rank`
#[cw_serde]
#[derive(Default)]
pub struct Rank {
    pub floor: u16,
    pub name: String,
}

/// `struct BoardEntry`
#[cw_serde]
pub struct BoardEntry {
    pub who: Addr,
    pub points: u16,
}

impl Default for BoardEntry {
    fn default() -> Self {
        Self {
            who: Addr::unchecked(""),
            points: 0u16,
        }
    }
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `award(uint16 points) external returns (uint16)`
    Award { points: u16 },
    /// `penalize(uint16 points) external returns (uint16)`
    Penalize { points: u16 },
    /// `record(uint16 points) external returns (uint256)`
    Record { points: u16 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// `sum(uint16 a, uint16 b) external pure returns (uint16 capped, uint256 plain)`
    #[returns(SumResponse)]
    Sum { a: u16, b: u16 },
    /// `difference(uint16 a, uint16 b) external pure returns (uint16)`
    #[returns(u16)]
    Difference { a: u16, b: u16 },
    /// `mirrored(uint16 a) external pure returns (uint16)`
    #[returns(u16)]
    Mirrored { a: u16 },
    /// `flipped(uint16 a) external pure returns (uint16)`
    #[returns(u16)]
    Flipped { a: u16 },
    /// `tierAt(uint256 i) external view returns (tier, uint16)`
    #[returns(TierAtResponse)]
    TierAt { i: Uint256 },
    /// `total(uint16[] points) external pure returns (uint256 sum, uint256 count)`
    #[returns(TotalResponse)]
    Total { points: Vec<u16> },
    /// `prefix(string name, uint256 n) external pure returns (string)`
    #[returns(String)]
    Prefix { name: String, n: Uint256 },
    /// `suffix(string name, uint256 from) external pure returns (string)`
    #[returns(String)]
    Suffix { name: String, from: Uint256 },
}

/// The return values of `sum(uint16,uint16)`.
#[cw_serde]
pub struct SumResponse {
    pub capped: u16,
    pub plain: Uint256,
}

/// The return values of `tierAt(uint256)`.
#[cw_serde]
pub struct TierAtResponse {
    pub ret0: Tier,
    pub ret1: u16,
}

/// The return values of `total(uint16[])`.
#[cw_serde]
pub struct TotalResponse {
    pub sum: Uint256,
    pub count: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
