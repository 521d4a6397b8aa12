use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `struct Node`
#[cw_serde]
#[derive(Default)]
pub struct Node {
    pub count: Uint256,
    pub label: String,
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `add(uint32 a, uint32 b, uint256 n) external`
    Add { a: u32, b: u32, n: Uint256 },
    /// `rename(uint32 a, uint32 b, string l) external`
    Rename { a: u32, b: u32, l: String },
    /// `prune(uint32 a) external`
    Prune { a: u32 },
    /// `plant(uint32 a, uint32 b, uint256 n) external`
    Plant { a: u32, b: u32, n: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// `total() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// `count(uint32 a) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Count { a: u32 },
    /// `leaf(uint32 a, uint32 b) external view returns (uint256, string, string)`
    #[returns(LeafResponse)]
    Leaf { a: u32, b: u32 },
    /// `planted(address who, uint32 a, uint32 b) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Planted { who: String, a: u32, b: u32 },
}

/// The return values of `leaf(uint32,uint32)`.
#[cw_serde]
pub struct LeafResponse {
    pub ret0: Uint256,
    pub ret1: String,
    pub ret2: String,
}

#[cw_serde]
pub struct MigrateMsg {}
