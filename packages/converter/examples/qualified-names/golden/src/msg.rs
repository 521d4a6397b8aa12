use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `struct StrData`
#[cw_serde]
#[derive(Default)]
pub struct StrData {
    pub a: u8,
    pub b: u16,
}

/// `struct OptionData`
#[cw_serde]
#[derive(Default)]
pub struct OptionData {
    pub label: String,
    pub on: bool,
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `viaBase() external Base.stamp returns (uint256)`
    ViaBase {},
    /// `viaOverride() external stamp returns (uint256)`
    ViaOverride {},
    /// `setPair(uint8 a, uint16 b) external`
    SetPair { a: u8, b: u16 },
    /// `addOption(string label) external returns (uint256)`
    AddOption { label: String },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public mark`
    #[returns(cosmwasm_std::Uint256)]
    Mark {},
    /// `getPair() external view returns (uint8, uint16)`
    #[returns(GetPairResponse)]
    GetPair {},
    /// `optionLabel(uint256 i) external view returns (string)`
    #[returns(String)]
    OptionLabel { i: Uint256 },
    /// `empties() external pure returns (string, bytes, uint256)`
    #[returns(EmptiesResponse)]
    Empties {},
}

/// The return values of `getPair()`.
#[cw_serde]
pub struct GetPairResponse {
    pub ret0: u8,
    pub ret1: u16,
}

/// The return values of `empties()`.
#[cw_serde]
pub struct EmptiesResponse {
    pub ret0: String,
    pub ret1: HexBinary,
    pub ret2: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
