use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint128, Uint256, Uint64};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `copyWide(uint64 n) external returns (uint256 length)`
    CopyWide { n: Uint64 },
    /// `spread() external returns (bytes2 first, bytes2 fourth, bytes2 last, uint256 length)`
    Spread {},
    /// `copyCounts() external returns (uint32[5])`
    CopyCounts {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// `wideAt(uint256 i) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    WideAt { i: Uint256 },
    /// `slotAt(uint256 i) external view returns (bytes2)`
    #[returns(cosmwasm_std::HexBinary)]
    SlotAt { i: Uint256 },
    /// `widen(bytes2 b) external pure returns (bytes4 padded, bool isZero, uint32 asNumber)`
    #[returns(WidenResponse)]
    Widen { b: HexBinary },
    /// `oddWidths(uint80 x) external pure returns (bytes10 b, uint80 back, bytes3 low, uint24 lowBack)`
    #[returns(OddWidthsResponse)]
    OddWidths { x: Uint128 },
}

/// The return values of `spread()`.
#[cw_serde]
pub struct SpreadResponse {
    pub first: HexBinary,
    pub fourth: HexBinary,
    pub last: HexBinary,
    pub length: Uint256,
}

/// The return values of `widen(bytes2)`.
#[cw_serde]
pub struct WidenResponse {
    pub padded: HexBinary,
    pub is_zero: bool,
    pub as_number: u32,
}

/// The return values of `oddWidths(uint80)`.
#[cw_serde]
pub struct OddWidthsResponse {
    pub b: HexBinary,
    pub back: Uint128,
    pub low: HexBinary,
    pub low_back: u32,
}

#[cw_serde]
pub struct MigrateMsg {}
