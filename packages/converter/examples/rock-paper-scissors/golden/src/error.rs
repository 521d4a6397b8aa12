use cosmwasm_std::{Addr, DivideByZeroError, DivisionError, OverflowError, StdError, Uint256};
use cw_utils::PaymentError;
use thiserror::Error;

use crate::msg::Stage;

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

    /// `stake required`
    #[error("stake required")]
    StakeRequired,

    /// `cannot play yourself`
    #[error("cannot play yourself")]
    CannotPlayYourself,

    /// `no move`
    #[error("no move")]
    NoMove,

    /// `bytes32 needs exactly 32 bytes`
    #[error("bytes32 needs exactly 32 bytes")]
    Bytes32NeedsExactly32Bytes,

    /// `error WrongStage(uint256 id, Stage expected, Stage actual)`
    #[error("WrongStage {{\"id\":\"{id}\",\"expected\":\"{expected}\",\"actual\":\"{actual}\"}}")]
    WrongStage {
        id: Uint256,
        expected: Stage,
        actual: Stage,
    },

    /// `error StakeMismatch(uint256 sent, uint256 stake)`
    #[error("StakeMismatch {{\"sent\":\"{sent}\",\"stake\":\"{stake}\"}}")]
    StakeMismatch { sent: Uint256, stake: Uint256 },

    /// `error InvalidReveal(uint256 id, address player)`
    #[error("InvalidReveal {{\"id\":\"{id}\",\"player\":\"{player}\"}}")]
    InvalidReveal { id: Uint256, player: Addr },

    /// `error NotAPlayer(uint256 id, address caller)`
    #[error("NotAPlayer {{\"id\":\"{id}\",\"caller\":\"{caller}\"}}")]
    NotAPlayer { id: Uint256, caller: Addr },

    /// `error RevealWindowOpen(uint256 deadline)`
    #[error("RevealWindowOpen {{\"deadline\":\"{deadline}\"}}")]
    RevealWindowOpen { deadline: Uint256 },
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
