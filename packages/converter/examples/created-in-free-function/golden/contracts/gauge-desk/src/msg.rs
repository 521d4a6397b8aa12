use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {
    /// the stored code id of `Gauge`, instantiated by `new Gauge(...)`
    pub gauge_code_id: u64,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `fresh() external returns (uint256)`
    Fresh {},
    /// `freshPlusOne() external returns (uint256)`
    FreshPlusOne {},
    /// `readTwo(uint256 a, uint256 b) external returns (uint256)`
    ReadTwo { a: Uint256, b: Uint256 },
    /// `record(uint256 start) external`
    Record { start: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public total`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// getter of `uint256 public made`
    #[returns(cosmwasm_std::Uint256)]
    Made {},
}

#[cw_serde]
pub struct MigrateMsg {}

/// Query messages this contract sends to `Gauge` contracts (their JSON contract).
#[cw_serde]
pub enum GaugeQueryMsg {
    /// `level() external view returns (uint256)`
    Level {},
    /// `scaled(uint256 factor) external view returns (uint256)`
    Scaled { factor: Uint256 },
}

/// The InstantiateMsg of `Gauge` (its JSON contract), sent by `new Gauge(...)`.
#[cw_serde]
pub struct GaugeInstantiateMsg {
    pub start: Uint256,
}
