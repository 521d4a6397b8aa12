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

    /// `MultiTokenVault: id taken`
    #[error("MultiTokenVault: id taken")]
    MultiTokenVaultIdTaken,

    /// `MultiTokenVault: nothing to deposit`
    #[error("MultiTokenVault: nothing to deposit")]
    MultiTokenVaultNothingToDeposit,

    /// `MultiTokenVault: transfer to the zero address`
    #[error("MultiTokenVault: transfer to the zero address")]
    MultiTokenVaultTransferToTheZeroAddress,

    /// `MultiTokenVault: caller is not the owner`
    #[error("MultiTokenVault: caller is not the owner")]
    MultiTokenVaultCallerIsNotTheOwner,

    /// `error ERC1155InsufficientBalance(address sender, uint256 balance, uint256 needed, uint256 tokenId)`
    #[error("ERC1155InsufficientBalance {{\"sender\":\"{sender}\",\"balance\":\"{balance}\",\"needed\":\"{needed}\",\"token_id\":\"{token_id}\"}}")]
    ERC1155InsufficientBalance {
        sender: Addr,
        balance: Uint256,
        needed: Uint256,
        token_id: Uint256,
    },

    /// `error ERC1155MissingApprovalForAll(address operator, address owner)`
    #[error("ERC1155MissingApprovalForAll {{\"operator\":\"{operator}\",\"owner\":\"{owner}\"}}")]
    ERC1155MissingApprovalForAll { operator: Addr, owner: Addr },

    /// `error ERC1155InvalidArrayLength(uint256 idsLength, uint256 valuesLength)`
    #[error("ERC1155InvalidArrayLength {{\"ids_length\":\"{ids_length}\",\"values_length\":\"{values_length}\"}}")]
    ERC1155InvalidArrayLength {
        ids_length: Uint256,
        values_length: Uint256,
    },

    /// `error UnknownToken(uint256 id)`
    #[error("UnknownToken {{\"id\":\"{id}\"}}")]
    UnknownToken { id: Uint256 },

    /// `error SupplyExceeded(uint256 id, uint256 available)`
    #[error("SupplyExceeded {{\"id\":\"{id}\",\"available\":\"{available}\"}}")]
    SupplyExceeded { id: Uint256, available: Uint256 },
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
