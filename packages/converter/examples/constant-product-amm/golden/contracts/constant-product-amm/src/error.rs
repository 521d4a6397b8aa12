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

    /// `identical tokens`
    #[error("identical tokens")]
    IdenticalTokens,

    /// `zero shares`
    #[error("zero shares")]
    ZeroShares,

    /// `zero input`
    #[error("zero input")]
    ZeroInput,

    /// `no liquidity`
    #[error("no liquidity")]
    NoLiquidity,

    /// `error InvalidToken(address token)`
    #[error("InvalidToken {{\"token\":\"{token}\"}}")]
    InvalidToken { token: Addr },

    /// `error SlippageExceeded(uint256 amountOut, uint256 minOut)`
    #[error("SlippageExceeded {{\"amount_out\":\"{amount_out}\",\"min_out\":\"{min_out}\"}}")]
    SlippageExceeded {
        amount_out: Uint256,
        min_out: Uint256,
    },

    /// `error InsufficientShares(uint256 have, uint256 want)`
    #[error("InsufficientShares {{\"have\":\"{have}\",\"want\":\"{want}\"}}")]
    InsufficientShares { have: Uint256, want: Uint256 },

    /// `error UnbalancedLiquidity(uint256 amount0, uint256 amount1)`
    #[error("UnbalancedLiquidity {{\"amount0\":\"{amount0}\",\"amount1\":\"{amount1}\"}}")]
    UnbalancedLiquidity { amount0: Uint256, amount1: Uint256 },
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
