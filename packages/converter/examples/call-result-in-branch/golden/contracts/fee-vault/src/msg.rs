use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 held_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub held: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `withdraw(uint256 amount) external returns (uint256)`
    Withdraw { amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public held`
    #[returns(cosmwasm_std::Uint256)]
    Held {},
}

#[cw_serde]
pub struct MigrateMsg {}
