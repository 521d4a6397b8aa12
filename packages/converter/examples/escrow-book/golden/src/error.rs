use cosmwasm_std::{
    Addr, DivideByZeroError, DivisionError, OverflowError, StdError, Uint256, Uint64,
};
use cw_utils::PaymentError;
use thiserror::Error;

use crate::msg::Status;

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

    /// `EscrowBook: no funds`
    #[error("EscrowBook: no funds")]
    EscrowBookNoFunds,

    /// `EscrowBook: seller is buyer`
    #[error("EscrowBook: seller is buyer")]
    EscrowBookSellerIsBuyer,

    /// `EscrowBook: no fees`
    #[error("EscrowBook: no fees")]
    EscrowBookNoFees,

    /// `error DealNotFunded(uint256 id, Status status)`
    #[error("DealNotFunded {{\"id\":\"{id}\",\"status\":\"{status}\"}}")]
    DealNotFunded { id: Uint256, status: Status },

    /// `error NotParticipant(uint256 id, address caller)`
    #[error("NotParticipant {{\"id\":\"{id}\",\"caller\":\"{caller}\"}}")]
    NotParticipant { id: Uint256, caller: Addr },

    /// `error FeeTooHigh(uint16 feeBps, uint16 maxFeeBps)`
    #[error("FeeTooHigh {{\"fee_bps\":{fee_bps},\"max_fee_bps\":{max_fee_bps}}}")]
    FeeTooHigh { fee_bps: u16, max_fee_bps: u16 },

    /// `error NotExpired(uint256 id, uint64 expiresAt, uint256 nowTs)`
    #[error(
        "NotExpired {{\"id\":\"{id}\",\"expires_at\":\"{expires_at}\",\"now_ts\":\"{now_ts}\"}}"
    )]
    NotExpired {
        id: Uint256,
        expires_at: Uint64,
        now_ts: Uint256,
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
