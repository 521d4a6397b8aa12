// SPDX-License-Identifier: MIT
// Ballot: a chairperson gives voters the right to vote; voters vote for a proposal or delegate
// (transitively) before the deadline; the winning proposal is computed on demand.
pragma solidity ^0.8.20;

contract Ballot {
    struct Voter {
        uint256 weight;
        bool voted;
        address delegate;
        uint256 vote;
    }

    struct Proposal {
        string name;
        uint256 voteCount;
    }

    address public immutable chairperson;
    uint256 public immutable deadline;
    mapping(address => Voter) public voters;
    Proposal[] public proposals;

    event RightGiven(address indexed voter);
    event Delegated(address indexed from, address indexed to, uint256 weight);
    event Voted(address indexed voter, uint256 indexed proposal, uint256 weight);

    error VotingClosed(uint256 deadline);
    error AlreadyVoted(address voter);
    error NoRightToVote(address voter);

    modifier beforeDeadline() {
        if (block.timestamp >= deadline) revert VotingClosed(deadline);
        _;
    }

    constructor(string[] memory proposalNames, uint256 votingPeriod) {
        chairperson = msg.sender;
        deadline = block.timestamp + votingPeriod;
        voters[chairperson].weight = 1;
        for (uint256 i = 0; i < proposalNames.length; i++) {
            proposals.push(Proposal({name: proposalNames[i], voteCount: 0}));
        }
    }

    function giveRightToVote(address voter) external {
        require(msg.sender == chairperson, "Only chairperson can give right to vote.");
        if (voters[voter].voted) revert AlreadyVoted(voter);
        require(voters[voter].weight == 0, "Voter already has the right.");
        voters[voter].weight = 1;
        emit RightGiven(voter);
    }

    function delegate(address to) external beforeDeadline {
        Voter storage sender = voters[msg.sender];
        if (sender.weight == 0) revert NoRightToVote(msg.sender);
        if (sender.voted) revert AlreadyVoted(msg.sender);
        require(to != msg.sender, "Self-delegation is disallowed.");

        while (voters[to].delegate != address(0)) {
            to = voters[to].delegate;
            require(to != msg.sender, "Found loop in delegation.");
        }

        Voter storage delegate_ = voters[to];
        require(delegate_.weight >= 1, "Delegate has no right to vote.");
        sender.voted = true;
        sender.delegate = to;
        if (delegate_.voted) {
            proposals[delegate_.vote].voteCount += sender.weight;
        } else {
            delegate_.weight += sender.weight;
        }
        emit Delegated(msg.sender, to, sender.weight);
    }

    function vote(uint256 proposal) external beforeDeadline {
        Voter storage sender = voters[msg.sender];
        if (sender.weight == 0) revert NoRightToVote(msg.sender);
        if (sender.voted) revert AlreadyVoted(msg.sender);
        sender.voted = true;
        sender.vote = proposal;
        proposals[proposal].voteCount += sender.weight;
        emit Voted(msg.sender, proposal, sender.weight);
    }

    function winningProposal() public view returns (uint256 winningProposal_) {
        uint256 winningVoteCount = 0;
        for (uint256 p = 0; p < proposals.length; p++) {
            if (proposals[p].voteCount > winningVoteCount) {
                winningVoteCount = proposals[p].voteCount;
                winningProposal_ = p;
            }
        }
    }

    function winnerName() external view returns (string memory winnerName_) {
        winnerName_ = proposals[winningProposal()].name;
    }

    function proposalCount() external view returns (uint256) {
        return proposals.length;
    }

    function tally() external view returns (uint256[] memory counts) {
        counts = new uint256[](proposals.length);
        for (uint256 i = 0; i < proposals.length; i++) {
            counts[i] = proposals[i].voteCount;
        }
    }
}
