use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 owed_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub owed: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `claim(uint256 max) external returns (uint256)`
    Claim { max: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public owed`
    #[returns(cosmwasm_std::Uint256)]
    Owed {},
}

#[cw_serde]
pub struct MigrateMsg {}
