use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {
    /// the stored code id of `PiggyBank`, instantiated by `new PiggyBank(...)`
    pub piggy_bank_code_id: u64,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `create(string goalName, uint256 goal) external payable returns (PiggyBank bank)`
    Create { goal_name: String, goal: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `PiggyBank[] public banks`
    #[returns(cosmwasm_std::Addr)]
    Banks { arg0: Uint256 },
    /// `banksOf(address owner) external view returns (PiggyBank[])`
    #[returns(Vec<cosmwasm_std::Addr>)]
    BanksOf { owner: String },
    /// `bankCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    BankCount {},
}

#[cw_serde]
pub struct MigrateMsg {}

/// The InstantiateMsg of `PiggyBank` (its JSON contract), sent by `new PiggyBank(...)`.
#[cw_serde]
pub struct PiggyBankInstantiateMsg {
    pub owner: String,
    pub goal_name: String,
    pub goal: Uint256,
}
