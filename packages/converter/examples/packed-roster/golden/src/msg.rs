use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, HexBinary, Uint256};

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `enroll(address member, uint8 role) external`
    Enroll { member: String, role: u8 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public constant FOUNDATION`
    #[returns(cosmwasm_std::Addr)]
    Foundation {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// `pack(address member, uint8 role) public pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Pack { member: String, role: u8 },
    /// `unpack(uint256 packed) public pure returns (address member, uint8 role)`
    #[returns(UnpackResponse)]
    Unpack { packed: Uint256 },
    /// `entry(uint256 i) external view returns (address member, uint8 role)`
    #[returns(EntryResponse)]
    Entry { i: Uint256 },
    /// `count() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Count {},
    /// `roleOf(address member) external view returns (uint8)`
    #[returns(u8)]
    RoleOf { member: String },
    /// `isFoundation(address a) external pure returns (bool)`
    #[returns(bool)]
    IsFoundation { a: String },
    /// `numberOf(address a) external pure returns (uint160)`
    #[returns(cosmwasm_std::Uint256)]
    NumberOf { a: String },
    /// `fromNumber(uint160 n) external pure returns (address)`
    #[returns(cosmwasm_std::Addr)]
    FromNumber { n: Uint256 },
    /// `toBytes(address a) external pure returns (bytes20)`
    #[returns(cosmwasm_std::HexBinary)]
    ToBytes { a: String },
    /// `fromBytes(bytes20 b) external pure returns (address)`
    #[returns(cosmwasm_std::Addr)]
    FromBytes { b: HexBinary },
    /// `next(address a) external pure returns (address)`
    #[returns(cosmwasm_std::Addr)]
    Next { a: String },
}

/// The return values of `unpack(uint256)`.
#[cw_serde]
pub struct UnpackResponse {
    pub member: Addr,
    pub role: u8,
}

/// The return values of `entry(uint256)`.
#[cw_serde]
pub struct EntryResponse {
    pub member: Addr,
    pub role: u8,
}

#[cw_serde]
pub struct MigrateMsg {}
