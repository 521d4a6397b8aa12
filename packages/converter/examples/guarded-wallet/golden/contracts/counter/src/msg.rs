use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, HexBinary, Uint256};

/// `struct Transaction`
#[cw_serde]
pub struct Transaction {
    pub to: Addr,
    pub value: Uint256,
    pub data: HexBinary,
    pub done: bool,
}

impl Default for Transaction {
    fn default() -> Self {
        Self {
            to: Addr::unchecked(""),
            value: Uint256::zero(),
            data: HexBinary::default(),
            done: false,
        }
    }
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `add(uint256 amount) external payable returns (uint256)`
    Add { amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public total`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// getter of `address public lastCaller`
    #[returns(cosmwasm_std::Addr)]
    LastCaller {},
}

#[cw_serde]
pub struct MigrateMsg {}
