use cosmwasm_std::{
    Addr, DivideByZeroError, DivisionError, OverflowError, StdError, Uint256, Uint64,
};
use cw_utils::PaymentError;
use thiserror::Error;

use crate::msg::BountyStatus;

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

    /// `reward required`
    #[error("reward required")]
    RewardRequired,

    /// `title required`
    #[error("title required")]
    TitleRequired,

    /// `poster cannot submit`
    #[error("poster cannot submit")]
    PosterCannotSubmit,

    /// `error BountyClosed(uint256 id, BountyStatus status)`
    #[error("BountyClosed {{\"id\":\"{id}\",\"status\":\"{status}\"}}")]
    BountyClosed { id: Uint256, status: BountyStatus },

    /// `error DeadlinePassed(uint256 id, uint64 deadline)`
    #[error("DeadlinePassed {{\"id\":\"{id}\",\"deadline\":\"{deadline}\"}}")]
    DeadlinePassed { id: Uint256, deadline: Uint64 },

    /// `error DeadlineNotReached(uint256 id, uint64 deadline)`
    #[error("DeadlineNotReached {{\"id\":\"{id}\",\"deadline\":\"{deadline}\"}}")]
    DeadlineNotReached { id: Uint256, deadline: Uint64 },

    /// `error OnlyPoster(uint256 id, address caller)`
    #[error("OnlyPoster {{\"id\":\"{id}\",\"caller\":\"{caller}\"}}")]
    OnlyPoster { id: Uint256, caller: Addr },
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
