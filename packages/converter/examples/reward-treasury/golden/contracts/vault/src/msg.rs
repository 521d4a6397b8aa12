use cosmwasm_schema::{cw_serde, QueryResponses};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `deposit(address beneficiary) external payable`
    Deposit { beneficiary: String },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(address => uint256) public deposits`
    #[returns(cosmwasm_std::Uint256)]
    Deposits { arg0: String },
}

#[cw_serde]
pub struct MigrateMsg {}
