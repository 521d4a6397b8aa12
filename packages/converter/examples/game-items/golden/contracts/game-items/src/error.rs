use cosmwasm_std::{DivideByZeroError, DivisionError, OverflowError, StdError};
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

    /// `ERC721: approval to current owner`
    #[error("ERC721: approval to current owner")]
    Erc721ApprovalToCurrentOwner,

    /// `ERC721: approve caller is not token owner or approved for all`
    #[error("ERC721: approve caller is not token owner or approved for all")]
    Erc721ApproveCallerIsNotToken,

    /// `ERC721: caller is not token owner or approved`
    #[error("ERC721: caller is not token owner or approved")]
    Erc721CallerIsNotTokenOwnerOrApproved,

    /// `sold out`
    #[error("sold out")]
    SoldOut,

    /// `not allowed`
    #[error("not allowed")]
    NotAllowed,

    /// `ERC721: invalid token ID`
    #[error("ERC721: invalid token ID")]
    Erc721InvalidTokenId,

    /// `ERC721: approve to caller`
    #[error("ERC721: approve to caller")]
    Erc721ApproveToCaller,

    /// `ERC721: transfer from incorrect owner`
    #[error("ERC721: transfer from incorrect owner")]
    Erc721TransferFromIncorrectOwner,

    /// `ERC721: transfer to the zero address`
    #[error("ERC721: transfer to the zero address")]
    Erc721TransferToTheZeroAddress,

    /// `GameItems: not minter`
    #[error("GameItems: not minter")]
    GameItemsNotMinter,

    /// `ERC721: mint to the zero address`
    #[error("ERC721: mint to the zero address")]
    Erc721MintToTheZeroAddress,

    /// `ERC721: token already minted`
    #[error("ERC721: token already minted")]
    Erc721TokenAlreadyMinted,

    /// `ERC721: address zero is not a valid owner`
    #[error("ERC721: address zero is not a valid owner")]
    Erc721AddressZeroIsNotAValidOwner,

    /// `bytes4 needs exactly 4 bytes`
    #[error("bytes4 needs exactly 4 bytes")]
    Bytes4NeedsExactly4Bytes,
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
