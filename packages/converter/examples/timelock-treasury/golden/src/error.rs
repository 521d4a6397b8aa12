use cosmwasm_std::{Addr, DivideByZeroError, DivisionError, OverflowError, StdError, Uint256};
use cw_utils::PaymentError;
use thiserror::Error;

use crate::msg::OpState;

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

    /// `operation already queued`
    #[error("operation already queued")]
    OperationAlreadyQueued,

    /// `payment failed`
    #[error("payment failed")]
    PaymentFailed,

    /// `not the pending admin`
    #[error("not the pending admin")]
    NotThePendingAdmin,

    /// `bytes32 needs exactly 32 bytes`
    #[error("bytes32 needs exactly 32 bytes")]
    Bytes32NeedsExactly32Bytes,

    /// `error OnlyAdmin(address caller)`
    #[error("OnlyAdmin {{\"caller\":\"{caller}\"}}")]
    OnlyAdmin { caller: Addr },

    /// `error EtaTooSoon(uint256 eta, uint256 earliest)`
    #[error("EtaTooSoon {{\"eta\":\"{eta}\",\"earliest\":\"{earliest}\"}}")]
    EtaTooSoon { eta: Uint256, earliest: Uint256 },

    /// `error NotReady(uint256 id, uint256 eta)`
    #[error("NotReady {{\"id\":\"{id}\",\"eta\":\"{eta}\"}}")]
    NotReady { id: Uint256, eta: Uint256 },

    /// `error Stale(uint256 id, uint256 expiredAt)`
    #[error("Stale {{\"id\":\"{id}\",\"expired_at\":\"{expired_at}\"}}")]
    Stale { id: Uint256, expired_at: Uint256 },

    /// `error NotQueued(uint256 id, OpState state)`
    #[error("NotQueued {{\"id\":\"{id}\",\"state\":\"{state}\"}}")]
    NotQueued { id: Uint256, state: OpState },
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
