// SPDX-License-Identifier: MIT
// SimpleDAO: members buy voting shares with the native coin, propose treasury payouts, vote during
// a voting period and execute proposals that reach quorum and a majority; members may leave with
// their proportional part of the treasury.
pragma solidity ^0.8.20;

contract SimpleDAO {
    enum ProposalState {
        Active,
        Defeated,
        Succeeded,
        Executed
    }

    struct Proposal {
        address proposer;
        address payable recipient;
        uint256 amount;
        string description;
        uint256 deadline;
        uint256 forVotes;
        uint256 againstVotes;
        bool executed;
    }

    uint256 public constant VOTING_PERIOD = 3 days;
    uint256 public constant QUORUM_BPS = 3000;

    mapping(address => uint256) public shares;
    uint256 public totalShares;
    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public hasVoted;

    event Joined(address indexed member, uint256 shares);
    event Left(address indexed member, uint256 shares, uint256 payout);
    event ProposalCreated(uint256 indexed id, address indexed proposer, address recipient, uint256 amount, string description);
    event VoteCast(address indexed voter, uint256 indexed id, bool support, uint256 weight);
    event ProposalExecuted(uint256 indexed id, address recipient, uint256 amount);

    error NotMember(address caller);
    error ProposalNotActive(uint256 id, ProposalState state);
    error ProposalNotSucceeded(uint256 id, ProposalState state);
    error AlreadyVoted(uint256 id, address voter);

    modifier onlyMember() {
        if (shares[msg.sender] == 0) revert NotMember(msg.sender);
        _;
    }

    function join() external payable {
        require(msg.value > 0, "DAO: no contribution");
        shares[msg.sender] += msg.value;
        totalShares += msg.value;
        emit Joined(msg.sender, msg.value);
    }

    function propose(address payable recipient, uint256 amount, string calldata description)
        external
        onlyMember
        returns (uint256 id)
    {
        require(amount <= address(this).balance, "DAO: insufficient treasury");
        id = proposals.length;
        Proposal storage p = proposals.push();
        p.proposer = msg.sender;
        p.recipient = recipient;
        p.amount = amount;
        p.description = description;
        p.deadline = block.timestamp + VOTING_PERIOD;
        emit ProposalCreated(id, msg.sender, recipient, amount, description);
    }

    function state(uint256 id) public view returns (ProposalState) {
        Proposal storage p = proposals[id];
        if (p.executed) return ProposalState.Executed;
        if (block.timestamp < p.deadline) return ProposalState.Active;
        uint256 quorum = (totalShares * QUORUM_BPS) / 10_000;
        if (p.forVotes + p.againstVotes < quorum || p.forVotes <= p.againstVotes) {
            return ProposalState.Defeated;
        }
        return ProposalState.Succeeded;
    }

    function vote(uint256 id, bool support) external onlyMember {
        ProposalState current = state(id);
        if (current != ProposalState.Active) revert ProposalNotActive(id, current);
        if (hasVoted[id][msg.sender]) revert AlreadyVoted(id, msg.sender);
        hasVoted[id][msg.sender] = true;
        uint256 weight = shares[msg.sender];
        if (support) {
            proposals[id].forVotes += weight;
        } else {
            proposals[id].againstVotes += weight;
        }
        emit VoteCast(msg.sender, id, support, weight);
    }

    function execute(uint256 id) external {
        ProposalState current = state(id);
        if (current != ProposalState.Succeeded) revert ProposalNotSucceeded(id, current);
        Proposal storage p = proposals[id];
        p.executed = true;
        p.recipient.transfer(p.amount);
        emit ProposalExecuted(id, p.recipient, p.amount);
    }

    function leave() external onlyMember {
        uint256 memberShares = shares[msg.sender];
        uint256 payout = (address(this).balance * memberShares) / totalShares;
        totalShares -= memberShares;
        delete shares[msg.sender];
        payable(msg.sender).transfer(payout);
        emit Left(msg.sender, memberShares, payout);
    }

    function votes(uint256 id) external view returns (uint256 forVotes, uint256 againstVotes, ProposalState current) {
        Proposal storage p = proposals[id];
        return (p.forVotes, p.againstVotes, state(id));
    }
}
