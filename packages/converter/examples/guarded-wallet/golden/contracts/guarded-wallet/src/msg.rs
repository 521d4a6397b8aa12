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

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `receive()`
    Receive {},
    /// `queue(address to, uint256 value, bytes data) external onlyOwner returns (uint256 id)`
    Queue {
        to: String,
        value: Uint256,
        data: HexBinary,
    },
    /// `queueAddGuardian(address guardian) external onlyOwner returns (uint256 id)`
    QueueAddGuardian { guardian: String },
    /// `queueRaiseLimit(uint256 amount) external onlyOwner returns (uint256 id)`
    QueueRaiseLimit { amount: Uint256 },
    /// `execute(uint256 id) external onlyOwner`
    Execute { id: Uint256 },
    /// `tryRaise(uint256 amount) external onlyOwner`
    TryRaise { amount: Uint256 },
    /// `nudge(uint256 amount) external onlyOwner`
    Nudge { amount: Uint256 },
    /// `addGuardian(address guardian) external onlyWallet`
    AddGuardian { guardian: String },
    /// `raiseLimit(uint256 amount) external onlyWallet returns (uint256)`
    RaiseLimit { amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `uint256 public limit`
    #[returns(cosmwasm_std::Uint256)]
    Limit {},
    /// getter of `mapping(address => bool) public guardians`
    #[returns(bool)]
    Guardians { arg0: String },
    /// getter of `Transaction[] public transactions`
    #[returns(Transaction)]
    Transactions { arg0: Uint256 },
    /// `count() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Count {},
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `Counter` contracts (their JSON contract).
#[cw_serde]
pub enum CounterExecuteMsg {
    /// `add(uint256 amount) external payable returns (uint256)`
    Add { amount: Uint256 },
}

/// Execute messages this contract sends to `GuardedWallet` contracts (their JSON contract).
#[cw_serde]
pub enum GuardedWalletExecuteMsg {
    /// `raiseLimit(uint256 amount) external onlyWallet returns (uint256)`
    RaiseLimit { amount: Uint256 },
}
