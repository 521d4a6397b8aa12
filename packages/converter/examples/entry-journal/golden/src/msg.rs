use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Int64, Uint256, Uint64};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `open() external returns (uint256 index, uint256 value)`
    Open {},
    /// `openIf(bool wanted) external returns (bool)`
    OpenIf { wanted: bool },
    /// `record(uint256 index, uint256 amount) external`
    Record { index: Uint256, amount: Uint256 },
    /// `clear() external returns (uint256[], uint8[][])`
    Clear {},
    /// `rotate(uint256 i, uint256 j) external returns (uint256 a, uint256 b)`
    Rotate { i: Uint256, j: Uint256 },
    /// `combine(int40 a, int40 b) external returns (int40 bits, int40 sum)`
    Combine { a: Int64, b: Int64 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256[] public entries`
    #[returns(cosmwasm_std::Uint256)]
    Entries { arg0: Uint256 },
    /// getter of `uint256 public opened`
    #[returns(cosmwasm_std::Uint256)]
    Opened {},
    /// getter of `int40 public lastSum`
    #[returns(cosmwasm_std::Int64)]
    LastSum {},
    /// `page(bool wide) external view returns (uint256 first, uint16 size)`
    #[returns(PageResponse)]
    Page { wide: bool },
    /// `pageLimits(bool wide) external pure returns (uint256, uint16)`
    #[returns(PageLimitsResponse)]
    PageLimits { wide: bool },
    /// `count() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Count {},
    /// `layout(uint256[2] pair, uint8[] tags) external pure returns (bytes)`
    #[returns(cosmwasm_std::HexBinary)]
    Layout { pair: Vec<Uint256>, tags: Vec<u8> },
    /// `digest(uint64[3] triple) external pure returns (bytes32)`
    #[returns(cosmwasm_std::HexBinary)]
    Digest { triple: Vec<Uint64> },
    /// `scale(uint24 x) external pure returns (uint24)`
    #[returns(u32)]
    Scale { x: u32 },
    /// `fingerprint(bytes note) external pure returns (bytes20)`
    #[returns(cosmwasm_std::HexBinary)]
    Fingerprint { note: HexBinary },
    /// `ping() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Ping { sender: String },
}

/// The return values of `open()`.
#[cw_serde]
pub struct OpenResponse {
    pub index: Uint256,
    pub value: Uint256,
}

/// The return values of `page(bool)`.
#[cw_serde]
pub struct PageResponse {
    pub first: Uint256,
    pub size: u16,
}

/// The return values of `pageLimits(bool)`.
#[cw_serde]
pub struct PageLimitsResponse {
    pub ret0: Uint256,
    pub ret1: u16,
}

/// The return values of `clear()`.
#[cw_serde]
pub struct ClearResponse {
    pub ret0: Vec<Uint256>,
    pub ret1: Vec<Vec<u8>>,
}

/// The return values of `rotate(uint256,uint256)`.
#[cw_serde]
pub struct RotateResponse {
    pub a: Uint256,
    pub b: Uint256,
}

/// The return values of `combine(int40,int40)`.
#[cw_serde]
pub struct CombineResponse {
    pub bits: Int64,
    pub sum: Int64,
}

#[cw_serde]
pub struct MigrateMsg {}
