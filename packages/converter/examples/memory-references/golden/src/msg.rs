use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `struct Node`
#[cw_serde]
#[derive(Default)]
pub struct Node {
    pub value: Uint256,
    pub children: Vec<Node>,
}

/// `struct Tally`
#[cw_serde]
#[derive(Default)]
pub struct Tally {
    pub count: Uint256,
    pub sum: Uint256,
    pub seen: Vec<Uint256>,
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `record(uint256 v) external`
    Record { v: Uint256 },
    /// `fill(uint256[] values, uint256 idx) public returns (uint256)`
    Fill { values: Vec<Uint256>, idx: Uint256 },
    /// `fillNew(uint256 len, uint256 idx) external returns (uint256, uint256)`
    FillNew { len: Uint256, idx: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public filled`
    #[returns(cosmwasm_std::Uint256)]
    Filled {},
    /// `scale(uint256[] values, uint256 k) public pure returns (uint256[])`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    Scale { values: Vec<Uint256>, k: Uint256 },
    /// `scaleTwice(uint256[] values, uint256 k) external view returns (uint256[], uint256)`
    #[returns(ScaleTwiceResponse)]
    ScaleTwice { values: Vec<Uint256>, k: Uint256 },
    /// `tree(uint256 base) external pure returns (uint256[])`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    Tree { base: Uint256 },
    /// `tally(uint256[] values) external pure returns (uint256, uint256, uint256[])`
    #[returns(TallyResponse)]
    Tally { values: Vec<Uint256> },
    /// `bumpedCopy(uint256 by) external view returns (uint256[] copy, uint256 firstStored)`
    #[returns(BumpedCopyResponse)]
    BumpedCopy { by: Uint256 },
    /// `nested(uint256 by) external pure returns (uint256[], uint256)`
    #[returns(NestedResponse)]
    Nested { by: Uint256 },
}

/// The return values of `fillNew(uint256,uint256)`.
#[cw_serde]
pub struct FillNewResponse {
    pub ret0: Uint256,
    pub ret1: Uint256,
}

/// The return values of `scaleTwice(uint256[],uint256)`.
#[cw_serde]
pub struct ScaleTwiceResponse {
    pub ret0: Vec<Uint256>,
    pub ret1: Uint256,
}

/// The return values of `tally(uint256[])`.
#[cw_serde]
pub struct TallyResponse {
    pub ret0: Uint256,
    pub ret1: Uint256,
    pub ret2: Vec<Uint256>,
}

/// The return values of `bumpedCopy(uint256)`.
#[cw_serde]
pub struct BumpedCopyResponse {
    pub copy: Vec<Uint256>,
    pub first_stored: Uint256,
}

/// The return values of `nested(uint256)`.
#[cw_serde]
pub struct NestedResponse {
    pub ret0: Vec<Uint256>,
    pub ret1: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
