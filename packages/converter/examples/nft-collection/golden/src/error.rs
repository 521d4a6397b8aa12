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

    /// `ERC721: not owner nor operator`
    #[error("ERC721: not owner nor operator")]
    Erc721NotOwnerNorOperator,

    /// `CorpusNFT: only the holder can burn`
    #[error("CorpusNFT: only the holder can burn")]
    CorpusNftOnlyTheHolderCanBurn,

    /// `CorpusNFT: only the creator`
    #[error("CorpusNFT: only the creator")]
    CorpusNftOnlyTheCreator,

    /// `ERC721: token already minted`
    #[error("ERC721: token already minted")]
    Erc721TokenAlreadyMinted,

    /// `ERC721: address zero is not a valid owner`
    #[error("ERC721: address zero is not a valid owner")]
    Erc721AddressZeroIsNotAValidOwner,

    /// `error ERC721NonexistentToken(uint256 tokenId)`
    #[error("ERC721NonexistentToken {{\"token_id\":\"{token_id}\"}}")]
    ERC721NonexistentToken { token_id: Uint256 },

    /// `error ERC721InsufficientApproval(address operator, uint256 tokenId)`
    #[error(
        "ERC721InsufficientApproval {{\"operator\":\"{operator}\",\"token_id\":\"{token_id}\"}}"
    )]
    ERC721InsufficientApproval { operator: Addr, token_id: Uint256 },

    /// `error ERC721InvalidReceiver(address receiver)`
    #[error("ERC721InvalidReceiver {{\"receiver\":\"{receiver}\"}}")]
    ERC721InvalidReceiver { receiver: Addr },

    /// `error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)`
    #[error("ERC721IncorrectOwner {{\"sender\":\"{sender}\",\"token_id\":\"{token_id}\",\"owner\":\"{owner}\"}}")]
    ERC721IncorrectOwner {
        sender: Addr,
        token_id: Uint256,
        owner: Addr,
    },

    /// `error SoldOut(uint256 maxSupply)`
    #[error("SoldOut {{\"max_supply\":\"{max_supply}\"}}")]
    SoldOut { max_supply: Uint256 },

    /// `error WrongPayment(uint256 sent, uint256 price)`
    #[error("WrongPayment {{\"sent\":\"{sent}\",\"price\":\"{price}\"}}")]
    WrongPayment { sent: Uint256, price: Uint256 },
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
