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

    /// `max supply is zero`
    #[error("max supply is zero")]
    MaxSupplyIsZero,

    /// `error NotOwner(address caller)`
    #[error("NotOwner {{\"caller\":\"{caller}\"}}")]
    NotOwner { caller: Addr },

    /// `error ZeroAddress()`
    #[error("ZeroAddress")]
    ZeroAddress,

    /// `error InsufficientBalance(address account, uint256 balance, uint256 needed)`
    #[error("InsufficientBalance {{\"account\":\"{account}\",\"balance\":\"{balance}\",\"needed\":\"{needed}\"}}")]
    InsufficientBalance {
        account: Addr,
        balance: Uint256,
        needed: Uint256,
    },

    /// `error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)`
    #[error("InsufficientAllowance {{\"spender\":\"{spender}\",\"allowance\":\"{allowance}\",\"needed\":\"{needed}\"}}")]
    InsufficientAllowance {
        spender: Addr,
        allowance: Uint256,
        needed: Uint256,
    },

    /// `error CapExceeded(uint256 requested, uint256 available)`
    #[error("CapExceeded {{\"requested\":\"{requested}\",\"available\":\"{available}\"}}")]
    CapExceeded {
        requested: Uint256,
        available: Uint256,
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
