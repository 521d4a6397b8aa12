use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 rate_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub rate: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// getter of `uint256 public override rate`
    /// The view run as an execute, for callers through a state-changing declaration: its value is the response data.
    Rate {},
    /// `sharesFor(uint256 amount) external view returns (uint256)`
    /// The view run as an execute, for callers through a state-changing declaration: its value is the response data.
    SharesFor { amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public override rate`
    #[returns(cosmwasm_std::Uint256)]
    Rate {},
    /// `sharesFor(uint256 amount) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    SharesFor { amount: Uint256 },
}

#[cw_serde]
pub struct MigrateMsg {}
