use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint256};

/// `struct Voter`
#[cw_serde]
pub struct Voter {
    pub weight: Uint256,
    pub voted: bool,
    pub delegate: Addr,
    pub vote: Uint256,
}

impl Default for Voter {
    fn default() -> Self {
        Self {
            weight: Uint256::zero(),
            voted: false,
            delegate: Addr::unchecked(""),
            vote: Uint256::zero(),
        }
    }
}

/// `struct Proposal`
#[cw_serde]
#[derive(Default)]
pub struct Proposal {
    pub name: String,
    pub vote_count: Uint256,
}

/// `constructor(string[] proposalNames, uint256 votingPeriod)`
#[cw_serde]
pub struct InstantiateMsg {
    pub proposal_names: Vec<String>,
    pub voting_period: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `giveRightToVote(address voter) external`
    GiveRightToVote { voter: String },
    /// `delegate(address to) external beforeDeadline`
    Delegate { to: String },
    /// `vote(uint256 proposal) external beforeDeadline`
    Vote { proposal: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public immutable chairperson`
    #[returns(cosmwasm_std::Addr)]
    Chairperson {},
    /// getter of `uint256 public immutable deadline`
    #[returns(cosmwasm_std::Uint256)]
    Deadline {},
    /// getter of `mapping(address => Voter) public voters`
    #[returns(Voter)]
    Voters { arg0: String },
    /// getter of `Proposal[] public proposals`
    #[returns(Proposal)]
    Proposals { arg0: Uint256 },
    /// `winningProposal() public view returns (uint256 winningProposal_)`
    #[returns(cosmwasm_std::Uint256)]
    WinningProposal {},
    /// `winnerName() external view returns (string winnerName_)`
    #[returns(String)]
    WinnerName {},
    /// `proposalCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    ProposalCount {},
    /// `tally() external view returns (uint256[] counts)`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    Tally {},
}

#[cw_serde]
pub struct MigrateMsg {}
