use std::fmt;

use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, HexBinary, Uint256};

/// `enum OpState` (JSON: the member name in snake_case; Solidity ordinals 0..=3 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum OpState {
    #[default]
    Unset,
    Queued,
    Executed,
    Cancelled,
}

impl OpState {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            OpState::Unset => "unset",
            OpState::Queued => "queued",
            OpState::Executed => "executed",
            OpState::Cancelled => "cancelled",
        }
    }
}

impl fmt::Display for OpState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `struct Operation`
#[cw_serde]
pub struct Operation {
    pub target: Addr,
    pub amount: Uint256,
    pub description: String,
    pub eta: Uint256,
    pub state: OpState,
}

impl Default for Operation {
    fn default() -> Self {
        Self {
            target: Addr::unchecked(""),
            amount: Uint256::zero(),
            description: String::new(),
            eta: Uint256::zero(),
            state: OpState::Unset,
        }
    }
}

/// `constructor(address admin_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub admin: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `receive()`
    Receive {},
    /// `queue(address payable target, uint256 amount, string description, uint256 eta) external onlyAdmin returns (uint256 id)`
    Queue {
        target: String,
        amount: Uint256,
        description: String,
        eta: Uint256,
    },
    /// `cancel(uint256 id) external onlyAdmin`
    Cancel { id: Uint256 },
    /// `execute(uint256 id) external onlyAdmin`
    Execute { id: Uint256 },
    /// `setPendingAdmin(address next) external onlyAdmin`
    SetPendingAdmin { next: String },
    /// `acceptAdmin() external`
    AcceptAdmin {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public constant MIN_DELAY`
    #[returns(cosmwasm_std::Uint256)]
    MinDelay {},
    /// getter of `uint256 public constant GRACE_PERIOD`
    #[returns(cosmwasm_std::Uint256)]
    GracePeriod {},
    /// getter of `address public admin`
    #[returns(cosmwasm_std::Addr)]
    Admin {},
    /// getter of `address public pendingAdmin`
    #[returns(cosmwasm_std::Addr)]
    PendingAdmin {},
    /// getter of `Operation[] public operations`
    #[returns(Operation)]
    Operations { arg0: Uint256 },
    /// getter of `mapping(bytes32 => bool) public queuedHashes`
    #[returns(bool)]
    QueuedHashes { arg0: HexBinary },
    /// `hashOperation(address target, uint256 amount, uint256 eta) public pure returns (bytes32)`
    #[returns(cosmwasm_std::HexBinary)]
    HashOperation {
        target: String,
        amount: Uint256,
        eta: Uint256,
    },
    /// `operationCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    OperationCount {},
}

#[cw_serde]
pub struct MigrateMsg {}
