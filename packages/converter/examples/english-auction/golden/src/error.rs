use cosmwasm_std::{DivideByZeroError, DivisionError, OverflowError, StdError, Uint256};
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

    /// `seller cannot bid`
    #[error("seller cannot bid")]
    SellerCannotBid,

    /// `nothing to withdraw`
    #[error("nothing to withdraw")]
    NothingToWithdraw,

    /// `already ended`
    #[error("already ended")]
    AlreadyEnded,

    /// `error AuctionClosed(uint256 endAt)`
    #[error("AuctionClosed {{\"end_at\":\"{end_at}\"}}")]
    AuctionClosed { end_at: Uint256 },

    /// `error AuctionStillOpen(uint256 endAt)`
    #[error("AuctionStillOpen {{\"end_at\":\"{end_at}\"}}")]
    AuctionStillOpen { end_at: Uint256 },

    /// `error BidTooLow(uint256 bid, uint256 minimum)`
    #[error("BidTooLow {{\"bid\":\"{bid}\",\"minimum\":\"{minimum}\"}}")]
    BidTooLow { bid: Uint256, minimum: Uint256 },
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
