use cosmwasm_std::{Addr, DivideByZeroError, DivisionError, OverflowError, StdError, Uint256};
use cw_utils::PaymentError;
use thiserror::Error;

/// Every way a call can fail.
///
/// Custom Solidity errors render as `Name` or `Name {"param":value,...}` (the arguments as a JSON
/// object keyed by parameter name, values encoded as in messages); `require` messages render as
/// their exact text; panics render as `Panic(0x11)`.
#[derive(Error, Debug, PartialEq)]
pub enum ContractError {
    #[error("{0}")]
    Std(#[from] StdError),

    #[error("{0}")]
    Payment(#[from] PaymentError),

    /// Solidity `Panic(uint256)`: 0x1 assert, 0x11 arithmetic overflow, 0x12 division by zero,
    /// 0x21 invalid enum value, 0x31 pop on an empty array, 0x32 array index out of bounds.
    #[error("Panic(0x{code:x})")]
    Panic { code: u8 },

    /// A native transfer beyond the contract's balance
    #[error("native transfer failed")]
    TransferFailed,

    /// `MilestoneEscrow: zero contractor`
    #[error("MilestoneEscrow: zero contractor")]
    MilestoneEscrowZeroContractor,

    /// `MilestoneEscrow: nothing to remove`
    #[error("MilestoneEscrow: nothing to remove")]
    MilestoneEscrowNothingToRemove,

    /// `MilestoneEscrow: already paid`
    #[error("MilestoneEscrow: already paid")]
    MilestoneEscrowAlreadyPaid,

    /// `MilestoneEscrow: cancelled`
    #[error("MilestoneEscrow: cancelled")]
    MilestoneEscrowCancelled,

    /// `error OnlyClient(address caller)`
    #[error("OnlyClient {{\"caller\":\"{caller}\"}}")]
    OnlyClient { caller: Addr },

    /// `error AlreadyApproved(uint256 index)`
    #[error("AlreadyApproved {{\"index\":\"{index}\"}}")]
    AlreadyApproved { index: Uint256 },

    /// `error Underfunded(uint256 committed, uint256 balance)`
    #[error("Underfunded {{\"committed\":\"{committed}\",\"balance\":\"{balance}\"}}")]
    Underfunded {
        committed: Uint256,
        balance: Uint256,
    },
}

impl From<OverflowError> for ContractError {
    fn from(_: OverflowError) -> Self {
        ContractError::Panic { code: 0x11 }
    }
}

impl From<DivideByZeroError> for ContractError {
    fn from(_: DivideByZeroError) -> Self {
        ContractError::Panic { code: 0x12 }
    }
}

impl From<DivisionError> for ContractError {
    fn from(e: DivisionError) -> Self {
        match e {
            DivisionError::DivideByZero => ContractError::Panic { code: 0x12 },
            _ => ContractError::Panic { code: 0x11 },
        }
    }
}
