use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 limit_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub limit: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `take(address from, uint256 amount) external returns (uint256 credited)`
    Take { from: String, amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public limit`
    #[returns(cosmwasm_std::Uint256)]
    Limit {},
    /// getter of `uint256 public held`
    #[returns(cosmwasm_std::Uint256)]
    Held {},
}

#[cw_serde]
pub struct MigrateMsg {}
