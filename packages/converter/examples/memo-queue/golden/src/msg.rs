use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `enqueue(string memo, uint256[] amounts, bytes tag) external returns (uint256)`
    Enqueue {
        memo: String,
        amounts: Vec<Uint256>,
        tag: HexBinary,
    },
    /// `process(uint256 i) external`
    Process { i: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public paidOut`
    #[returns(cosmwasm_std::Uint256)]
    PaidOut {},
    /// `peek(uint256 i) external view returns (string memo, uint256[] amounts, bytes tag)`
    #[returns(PeekResponse)]
    Peek { i: Uint256 },
    /// `sumOf(uint256 i) public view returns (uint256 sum)`
    #[returns(cosmwasm_std::Uint256)]
    SumOf { i: Uint256 },
    /// `inspect(bytes data) external pure returns (string, uint8, bool[])`
    #[returns(InspectResponse)]
    Inspect { data: HexBinary },
    /// `echo(string note, int16[] deltas) external pure returns (bytes)`
    #[returns(cosmwasm_std::HexBinary)]
    Echo { note: String, deltas: Vec<i16> },
}

/// The return values of `peek(uint256)`.
#[cw_serde]
pub struct PeekResponse {
    pub memo: String,
    pub amounts: Vec<Uint256>,
    pub tag: HexBinary,
}

/// The return values of `inspect(bytes)`.
#[cw_serde]
pub struct InspectResponse {
    pub ret0: String,
    pub ret1: u8,
    pub ret2: Vec<bool>,
}

#[cw_serde]
pub struct MigrateMsg {}
