use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `struct Set`
#[cw_serde]
#[derive(Default)]
pub struct Set {
    pub values: Vec<HexBinary>,
}

/// `struct Bytes32Set`
#[cw_serde]
#[derive(Default)]
pub struct Bytes32Set {
    pub inner: Set,
}

/// `struct UintSet`
#[cw_serde]
#[derive(Default)]
pub struct UintSet {
    pub inner: Set,
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `tag(bytes32 t) external returns (bool)`
    Tag { t: HexBinary },
    /// `untag(bytes32 t) external returns (bool)`
    Untag { t: HexBinary },
    /// `take(uint256 id) external returns (bool)`
    Take { id: Uint256 },
    /// `drop(uint256 id) external returns (bool)`
    Drop { id: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// `hasTag(bytes32 t) external view returns (bool)`
    #[returns(bool)]
    HasTag { t: HexBinary },
    /// `tagCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    TagCount {},
    /// `tagAt(uint256 i) external view returns (bytes32)`
    #[returns(cosmwasm_std::HexBinary)]
    TagAt { i: Uint256 },
    /// `owns(address a, uint256 id) external view returns (bool)`
    #[returns(bool)]
    Owns { a: String, id: Uint256 },
    /// `ownedCount(address a) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    OwnedCount { a: String },
    /// `ownedAt(address a, uint256 i) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    OwnedAt { a: String, i: Uint256 },
}

#[cw_serde]
pub struct MigrateMsg {}
