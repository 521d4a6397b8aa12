use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `credit(address account, uint256 amount) external`
    Credit { account: String, amount: Uint256 },
    /// `debit(uint256 amount, string memo) external`
    Debit { amount: Uint256, memo: String },
    /// `move(address to, uint256 amount) external`
    Move { to: String, amount: Uint256 },
    /// `note(bytes32 tag, uint256 a) external`
    Note { tag: HexBinary, a: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(address => uint256) public balanceOf`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { arg0: String },
}

#[cw_serde]
pub struct MigrateMsg {}
