use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint256};

/// `struct Transaction`
#[cw_serde]
pub struct Transaction {
    pub to: Addr,
    pub value: Uint256,
    pub memo: String,
    pub executed: bool,
    pub num_confirmations: Uint256,
}

impl Default for Transaction {
    fn default() -> Self {
        Self {
            to: Addr::unchecked(""),
            value: Uint256::zero(),
            memo: String::new(),
            executed: false,
            num_confirmations: Uint256::zero(),
        }
    }
}

/// `constructor(address[] owners_, uint256 required)`
#[cw_serde]
pub struct InstantiateMsg {
    pub owners: Vec<String>,
    pub required: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `receive()`
    Receive {},
    /// `submitTransaction(address to, uint256 value, string memo) external onlyOwner returns (uint256 txIndex)`
    SubmitTransaction {
        to: String,
        value: Uint256,
        memo: String,
    },
    /// `confirmTransaction(uint256 txIndex) external onlyOwner txExists(txIndex) notExecuted(txIndex)`
    ConfirmTransaction { tx_index: Uint256 },
    /// `executeTransaction(uint256 txIndex) external onlyOwner txExists(txIndex) notExecuted(txIndex)`
    ExecuteTransaction { tx_index: Uint256 },
    /// `revokeConfirmation(uint256 txIndex) external onlyOwner txExists(txIndex) notExecuted(txIndex)`
    RevokeConfirmation { tx_index: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address[] public owners`
    #[returns(cosmwasm_std::Addr)]
    Owners { arg0: Uint256 },
    /// getter of `mapping(address => bool) public isOwner`
    #[returns(bool)]
    IsOwner { arg0: String },
    /// getter of `uint256 public immutable numConfirmationsRequired`
    #[returns(cosmwasm_std::Uint256)]
    NumConfirmationsRequired {},
    /// getter of `Transaction[] public transactions`
    #[returns(Transaction)]
    Transactions { arg0: Uint256 },
    /// getter of `mapping(uint256 => mapping(address => bool)) public isConfirmed`
    #[returns(bool)]
    IsConfirmed { arg0: Uint256, arg1: String },
    /// `getOwners() external view returns (address[])`
    #[returns(Vec<cosmwasm_std::Addr>)]
    GetOwners {},
    /// `getTransactionCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    GetTransactionCount {},
    /// `getTransaction(uint256 txIndex) external view txExists(txIndex) returns (address to, uint256 value, string memo, bool executed, uint256 numConfirmations)`
    #[returns(GetTransactionResponse)]
    GetTransaction { tx_index: Uint256 },
}

/// The return values of `getTransaction(uint256)`.
#[cw_serde]
pub struct GetTransactionResponse {
    pub to: Addr,
    pub value: Uint256,
    pub memo: String,
    pub executed: bool,
    pub num_confirmations: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
