use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Int256, Int64, Uint128, Uint256, Uint64};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `storeAll(uint8 a) external`
    StoreAll { a: u8 },
    /// `compound(uint16 a) external returns (uint16)`
    Compound { a: u16 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint8 public u8v`
    #[returns(u8)]
    U8v {},
    /// getter of `uint16 public u16v`
    #[returns(u16)]
    U16v {},
    /// getter of `uint24 public u24v`
    #[returns(u32)]
    U24v {},
    /// getter of `uint40 public u40v`
    #[returns(cosmwasm_std::Uint64)]
    U40v {},
    /// getter of `uint64 public u64v`
    #[returns(cosmwasm_std::Uint64)]
    U64v {},
    /// getter of `uint72 public u72v`
    #[returns(cosmwasm_std::Uint128)]
    U72v {},
    /// getter of `uint128 public u128v`
    #[returns(cosmwasm_std::Uint128)]
    U128v {},
    /// getter of `uint160 public u160v`
    #[returns(cosmwasm_std::Uint256)]
    U160v {},
    /// getter of `uint256 public u256v`
    #[returns(cosmwasm_std::Uint256)]
    U256v {},
    /// getter of `int8 public i8v`
    #[returns(i8)]
    I8v {},
    /// getter of `int24 public i24v`
    #[returns(i32)]
    I24v {},
    /// getter of `int56 public i56v`
    #[returns(cosmwasm_std::Int64)]
    I56v {},
    /// getter of `int128 public i128v`
    #[returns(cosmwasm_std::Int128)]
    I128v {},
    /// getter of `int200 public i200v`
    #[returns(cosmwasm_std::Int256)]
    I200v {},
    /// getter of `int256 public i256v`
    #[returns(cosmwasm_std::Int256)]
    I256v {},
    /// `addU8(uint8 a, uint8 b) external pure returns (uint8)`
    #[returns(u8)]
    AddU8 { a: u8, b: u8 },
    /// `subU8(uint8 a, uint8 b) external pure returns (uint8)`
    #[returns(u8)]
    SubU8 { a: u8, b: u8 },
    /// `mulU24(uint24 a, uint24 b) external pure returns (uint24)`
    #[returns(u32)]
    MulU24 { a: u32, b: u32 },
    /// `mulU40(uint40 a, uint40 b) external pure returns (uint40)`
    #[returns(cosmwasm_std::Uint64)]
    MulU40 { a: Uint64, b: Uint64 },
    /// `addU72(uint72 a, uint72 b) external pure returns (uint72)`
    #[returns(cosmwasm_std::Uint128)]
    AddU72 { a: Uint128, b: Uint128 },
    /// `mulU160(uint160 a, uint160 b) external pure returns (uint160)`
    #[returns(cosmwasm_std::Uint256)]
    MulU160 { a: Uint256, b: Uint256 },
    /// `addU256(uint256 a, uint256 b) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    AddU256 { a: Uint256, b: Uint256 },
    /// `addI8(int8 a, int8 b) external pure returns (int8)`
    #[returns(i8)]
    AddI8 { a: i8, b: i8 },
    /// `subI24(int24 a, int24 b) external pure returns (int24)`
    #[returns(i32)]
    SubI24 { a: i32, b: i32 },
    /// `mulI56(int56 a, int56 b) external pure returns (int56)`
    #[returns(cosmwasm_std::Int64)]
    MulI56 { a: Int64, b: Int64 },
    /// `mulI200(int200 a, int200 b) external pure returns (int200)`
    #[returns(cosmwasm_std::Int256)]
    MulI200 { a: Int256, b: Int256 },
    /// `divI8(int8 a, int8 b) external pure returns (int8)`
    #[returns(i8)]
    DivI8 { a: i8, b: i8 },
    /// `modI8(int8 a, int8 b) external pure returns (int8)`
    #[returns(i8)]
    ModI8 { a: i8, b: i8 },
    /// `divI256(int256 a, int256 b) external pure returns (int256)`
    #[returns(cosmwasm_std::Int256)]
    DivI256 { a: Int256, b: Int256 },
    /// `modI256(int256 a, int256 b) external pure returns (int256)`
    #[returns(cosmwasm_std::Int256)]
    ModI256 { a: Int256, b: Int256 },
    /// `negI8(int8 a) external pure returns (int8)`
    #[returns(i8)]
    NegI8 { a: i8 },
    /// `negI256(int256 a) external pure returns (int256)`
    #[returns(cosmwasm_std::Int256)]
    NegI256 { a: Int256 },
    /// `negI200(int200 a) external pure returns (int200)`
    #[returns(cosmwasm_std::Int256)]
    NegI200 { a: Int256 },
    /// `wrapU8(uint8 a, uint8 b) external pure returns (uint8 s, uint8 d, uint8 m)`
    #[returns(WrapU8Response)]
    WrapU8 { a: u8, b: u8 },
    /// `wrapU40(uint40 a, uint40 b) external pure returns (uint40 s, uint40 d, uint40 m)`
    #[returns(WrapU40Response)]
    WrapU40 { a: Uint64, b: Uint64 },
    /// `wrapI8(int8 a, int8 b) external pure returns (int8 s, int8 d, int8 m, int8 q, int8 n)`
    #[returns(WrapI8Response)]
    WrapI8 { a: i8, b: i8 },
    /// `wrapI24(int24 a, int24 b) external pure returns (int24 s, int24 d, int24 m)`
    #[returns(WrapI24Response)]
    WrapI24 { a: i32, b: i32 },
    /// `wrapU256(uint256 a, uint256 b) external pure returns (uint256 s, uint256 d, uint256 m)`
    #[returns(WrapU256Response)]
    WrapU256 { a: Uint256, b: Uint256 },
    /// `wrapI256(int256 a, int256 b) external pure returns (int256 s, int256 d, int256 m, int256 n)`
    #[returns(WrapI256Response)]
    WrapI256 { a: Int256, b: Int256 },
    /// `wrapI200(int200 a, int200 b) external pure returns (int200 s, int200 m)`
    #[returns(WrapI200Response)]
    WrapI200 { a: Int256, b: Int256 },
    /// `powU8(uint8 a, uint8 b) external pure returns (uint8)`
    #[returns(u8)]
    PowU8 { a: u8, b: u8 },
    /// `powU256(uint256 a, uint256 b) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    PowU256 { a: Uint256, b: Uint256 },
    /// `powI16(int16 a, uint8 b) external pure returns (int16)`
    #[returns(i16)]
    PowI16 { a: i16, b: u8 },
    /// `powUnchecked(uint16 a, uint8 b) external pure returns (uint16)`
    #[returns(u16)]
    PowUnchecked { a: u16, b: u8 },
    /// `shl8(uint8 a, uint16 s) external pure returns (uint8)`
    #[returns(u8)]
    Shl8 { a: u8, s: u16 },
    /// `shr8(uint8 a, uint256 s) external pure returns (uint8)`
    #[returns(u8)]
    Shr8 { a: u8, s: Uint256 },
    /// `shl256(uint256 a, uint256 s) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Shl256 { a: Uint256, s: Uint256 },
    /// `shr256(uint256 a, uint256 s) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Shr256 { a: Uint256, s: Uint256 },
    /// `sarI16(int16 a, uint8 s) external pure returns (int16)`
    #[returns(i16)]
    SarI16 { a: i16, s: u8 },
    /// `shlI16(int16 a, uint8 s) external pure returns (int16)`
    #[returns(i16)]
    ShlI16 { a: i16, s: u8 },
    /// `sarI256(int256 a, uint256 s) external pure returns (int256)`
    #[returns(cosmwasm_std::Int256)]
    SarI256 { a: Int256, s: Uint256 },
    /// `shl40(uint40 a, uint8 s) external pure returns (uint40)`
    #[returns(cosmwasm_std::Uint64)]
    Shl40 { a: Uint64, s: u8 },
    /// `bits8(uint8 a, uint8 b) external pure returns (uint8, uint8, uint8, uint8)`
    #[returns(Bits8Response)]
    Bits8 { a: u8, b: u8 },
    /// `bitsI8(int8 a, int8 b) external pure returns (int8, int8, int8, int8)`
    #[returns(BitsI8Response)]
    BitsI8 { a: i8, b: i8 },
    /// `bits40(uint40 a) external pure returns (uint40)`
    #[returns(cosmwasm_std::Uint64)]
    Bits40 { a: Uint64 },
    /// `bitsI200(int200 a) external pure returns (int200)`
    #[returns(cosmwasm_std::Int256)]
    BitsI200 { a: Int256 },
    /// `bits256(uint256 a, uint256 b) external pure returns (uint256, uint256)`
    #[returns(Bits256Response)]
    Bits256 { a: Uint256, b: Uint256 },
    /// `incDec(uint8 a) external pure returns (uint8 pre, uint8 post, uint8 fin)`
    #[returns(IncDecResponse)]
    IncDec { a: u8 },
    /// `minMax() external pure returns (int8, int8, uint40, int200, uint24)`
    #[returns(MinMaxResponse)]
    MinMax {},
}

/// The return values of `wrapU8(uint8,uint8)`.
#[cw_serde]
pub struct WrapU8Response {
    pub s: u8,
    pub d: u8,
    pub m: u8,
}

/// The return values of `wrapU40(uint40,uint40)`.
#[cw_serde]
pub struct WrapU40Response {
    pub s: Uint64,
    pub d: Uint64,
    pub m: Uint64,
}

/// The return values of `wrapI8(int8,int8)`.
#[cw_serde]
pub struct WrapI8Response {
    pub s: i8,
    pub d: i8,
    pub m: i8,
    pub q: i8,
    pub n: i8,
}

/// The return values of `wrapI24(int24,int24)`.
#[cw_serde]
pub struct WrapI24Response {
    pub s: i32,
    pub d: i32,
    pub m: i32,
}

/// The return values of `wrapU256(uint256,uint256)`.
#[cw_serde]
pub struct WrapU256Response {
    pub s: Uint256,
    pub d: Uint256,
    pub m: Uint256,
}

/// The return values of `wrapI256(int256,int256)`.
#[cw_serde]
pub struct WrapI256Response {
    pub s: Int256,
    pub d: Int256,
    pub m: Int256,
    pub n: Int256,
}

/// The return values of `wrapI200(int200,int200)`.
#[cw_serde]
pub struct WrapI200Response {
    pub s: Int256,
    pub m: Int256,
}

/// The return values of `bits8(uint8,uint8)`.
#[cw_serde]
pub struct Bits8Response {
    pub ret0: u8,
    pub ret1: u8,
    pub ret2: u8,
    pub ret3: u8,
}

/// The return values of `bitsI8(int8,int8)`.
#[cw_serde]
pub struct BitsI8Response {
    pub ret0: i8,
    pub ret1: i8,
    pub ret2: i8,
    pub ret3: i8,
}

/// The return values of `bits256(uint256,uint256)`.
#[cw_serde]
pub struct Bits256Response {
    pub ret0: Uint256,
    pub ret1: Uint256,
}

/// The return values of `incDec(uint8)`.
#[cw_serde]
pub struct IncDecResponse {
    pub pre: u8,
    pub post: u8,
    pub fin: u8,
}

/// The return values of `minMax()`.
#[cw_serde]
pub struct MinMaxResponse {
    pub ret0: i8,
    pub ret1: i8,
    pub ret2: Uint64,
    pub ret3: Int256,
    pub ret4: u32,
}

#[cw_serde]
pub struct MigrateMsg {}
