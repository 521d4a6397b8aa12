use cosmwasm_schema::{cw_serde, QueryResponses};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `enter(Raffle raffle) external payable`
    Enter { raffle: String },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `Raffle` contracts (their JSON contract).
#[cw_serde]
pub enum RaffleExecuteMsg {
    /// `enter() external payable`
    Enter {},
}
