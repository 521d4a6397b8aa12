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

    /// `goal is zero`
    #[error("goal is zero")]
    GoalIsZero,

    /// `bad duration`
    #[error("bad duration")]
    BadDuration,

    /// `nothing pledged`
    #[error("nothing pledged")]
    NothingPledged,

    /// `not creator`
    #[error("not creator")]
    NotCreator,

    /// `claimed`
    #[error("claimed")]
    Claimed,

    /// `nothing to refund`
    #[error("nothing to refund")]
    NothingToRefund,

    /// `error CampaignNotFound(uint256 id)`
    #[error("CampaignNotFound {{\"id\":\"{id}\"}}")]
    CampaignNotFound { id: Uint256 },

    /// `error CampaignEnded(uint256 id, uint32 endAt)`
    #[error("CampaignEnded {{\"id\":\"{id}\",\"end_at\":{end_at}}}")]
    CampaignEnded { id: Uint256, end_at: u32 },

    /// `error CampaignRunning(uint256 id, uint32 endAt)`
    #[error("CampaignRunning {{\"id\":\"{id}\",\"end_at\":{end_at}}}")]
    CampaignRunning { id: Uint256, end_at: u32 },

    /// `error GoalNotReached(uint256 pledged, uint256 goal)`
    #[error("GoalNotReached {{\"pledged\":\"{pledged}\",\"goal\":\"{goal}\"}}")]
    GoalNotReached { pledged: Uint256, goal: Uint256 },

    /// `error GoalReached(uint256 pledged, uint256 goal)`
    #[error("GoalReached {{\"pledged\":\"{pledged}\",\"goal\":\"{goal}\"}}")]
    GoalReached { pledged: Uint256, goal: Uint256 },
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
