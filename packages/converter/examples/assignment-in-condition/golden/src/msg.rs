use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `push(uint256 v) external`
    Push { v: Uint256 },
    /// `drain() external returns (uint256 count)`
    Drain {},
    /// `pick(uint256 a, uint256 limit) external returns (uint256 x, uint256 y, bool both)`
    Pick { a: Uint256, limit: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256[] public queue`
    #[returns(cosmwasm_std::Uint256)]
    Queue { arg0: Uint256 },
    /// getter of `uint256 public drained`
    #[returns(cosmwasm_std::Uint256)]
    Drained {},
    /// getter of `uint256 public sum`
    #[returns(cosmwasm_std::Uint256)]
    Sum {},
    /// getter of `uint256 public extra`
    #[returns(cosmwasm_std::Uint256)]
    Extra {},
    /// `conditional() external pure returns (uint256, uint256, uint256, uint256)`
    #[returns(ConditionalResponse)]
    Conditional {},
}

/// The return values of `pick(uint256,uint256)`.
#[cw_serde]
pub struct PickResponse {
    pub x: Uint256,
    pub y: Uint256,
    pub both: bool,
}

/// The return values of `conditional()`.
#[cw_serde]
pub struct ConditionalResponse {
    pub ret0: Uint256,
    pub ret1: Uint256,
    pub ret2: Uint256,
    pub ret3: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
