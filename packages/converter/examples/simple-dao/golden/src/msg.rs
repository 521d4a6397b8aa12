use std::fmt;

use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint256};

/// `enum ProposalState` (JSON: the member name in snake_case; Solidity ordinals 0..=3 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum ProposalState {
    #[default]
    Active,
    Defeated,
    Succeeded,
    Executed,
}

impl ProposalState {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            ProposalState::Active => "active",
            ProposalState::Defeated => "defeated",
            ProposalState::Succeeded => "succeeded",
            ProposalState::Executed => "executed",
        }
    }
}

impl fmt::Display for ProposalState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `struct Proposal`
#[cw_serde]
pub struct Proposal {
    pub proposer: Addr,
    pub recipient: Addr,
    pub amount: Uint256,
    pub description: String,
    pub deadline: Uint256,
    pub for_votes: Uint256,
    pub against_votes: Uint256,
    pub executed: bool,
}

impl Default for Proposal {
    fn default() -> Self {
        Self {
            proposer: Addr::unchecked(""),
            recipient: Addr::unchecked(""),
            amount: Uint256::zero(),
            description: String::new(),
            deadline: Uint256::zero(),
            for_votes: Uint256::zero(),
            against_votes: Uint256::zero(),
            executed: false,
        }
    }
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `join() external payable`
    Join {},
    /// `propose(address payable recipient, uint256 amount, string description) external onlyMember returns (uint256 id)`
    Propose {
        recipient: String,
        amount: Uint256,
        description: String,
    },
    /// `vote(uint256 id, bool support) external onlyMember`
    Vote { id: Uint256, support: bool },
    /// `execute(uint256 id) external`
    Execute { id: Uint256 },
    /// `leave() external onlyMember`
    Leave {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public constant VOTING_PERIOD`
    #[returns(cosmwasm_std::Uint256)]
    VotingPeriod {},
    /// getter of `uint256 public constant QUORUM_BPS`
    #[returns(cosmwasm_std::Uint256)]
    QuorumBps {},
    /// getter of `mapping(address => uint256) public shares`
    #[returns(cosmwasm_std::Uint256)]
    Shares { arg0: String },
    /// getter of `uint256 public totalShares`
    #[returns(cosmwasm_std::Uint256)]
    TotalShares {},
    /// getter of `Proposal[] public proposals`
    #[returns(Proposal)]
    Proposals { arg0: Uint256 },
    /// getter of `mapping(uint256 => mapping(address => bool)) public hasVoted`
    #[returns(bool)]
    HasVoted { arg0: Uint256, arg1: String },
    /// `state(uint256 id) public view returns (ProposalState)`
    #[returns(ProposalState)]
    State { id: Uint256 },
    /// `votes(uint256 id) external view returns (uint256 forVotes, uint256 againstVotes, ProposalState current)`
    #[returns(VotesResponse)]
    Votes { id: Uint256 },
}

/// The return values of `votes(uint256)`.
#[cw_serde]
pub struct VotesResponse {
    pub for_votes: Uint256,
    pub against_votes: Uint256,
    pub current: ProposalState,
}

#[cw_serde]
pub struct MigrateMsg {}
