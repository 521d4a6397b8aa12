// SPDX-License-Identifier: BSD-3-Clause
pragma solidity ^0.8.19;

interface IVotes {
    function getPastVotes(address account, uint256 blockNumber) external view returns (uint256);
}

contract MiniGovernor {
    uint256 public constant VOTING_DELAY = 1;
    uint256 public constant VOTING_PERIOD = 3 days;
    uint256 public constant QUORUM = 400_000e18;

    struct Proposal {
        address proposer;
        address target;
        uint256 value;
        bytes data;
        uint64 snapshot;
        uint64 deadline;
        uint96 forVotes;
        uint96 againstVotes;
        bool executed;
        bool canceled;
    }

    IVotes public immutable token;
    address public guardian;
    mapping(uint256 => Proposal) public proposals;
    mapping(uint256 => mapping(address => bool)) public hasVoted;

    constructor(IVotes token_, address guardian_) {
        require(guardian_ != address(0), "guardian");
        token = token_;
        guardian = guardian_;
    }

    receive() external payable {}

    function hashProposal(address target, uint256 value, string memory description, bytes memory data) public pure returns (uint256) {
        return uint256(keccak256(abi.encodePacked(target, value, description, data)));
    }

    function propose(address target, uint256 value, bytes calldata data, string calldata description) external returns (uint256 id) {
        id = hashProposal(target, value, description, data);
        Proposal storage p = proposals[id];
        require(p.proposer == address(0), "exists");
        p.proposer = msg.sender;
        p.target = target;
        p.value = value;
        p.data = data;
        p.snapshot = uint64(block.number + VOTING_DELAY);
        p.deadline = uint64(block.timestamp + VOTING_PERIOD);
    }

    function castVote(uint256 id, bool support) external {
        Proposal storage p = proposals[id];
        require(block.timestamp <= p.deadline, "closed");
        require(!hasVoted[id][msg.sender], "voted");
        hasVoted[id][msg.sender] = true;
        uint256 weight = token.getPastVotes(msg.sender, p.snapshot);
        if (support) {
            p.forVotes += safe96(weight);
        } else {
            p.againstVotes += uint96(weight);
        }
    }

    function safe96(uint256 n) internal pure returns (uint96) {
        require(n <= type(uint96).max, "votes overflow");
        return uint96(n);
    }

    function execute(uint256 id) external payable {
        Proposal storage p = proposals[id];
        require(block.timestamp > p.deadline, "voting");
        require(!p.executed && !p.canceled, "done");
        require(p.forVotes > p.againstVotes && p.forVotes >= QUORUM, "defeated");
        p.executed = true;
        (bool ok, ) = p.target.call{value: p.value}(p.data);
        require(ok, "call failed");
    }

    function cancel(uint256 id) external {
        Proposal storage p = proposals[id];
        require(msg.sender == p.proposer || msg.sender == guardian, "auth");
        require(!p.executed, "executed");
        p.canceled = true;
    }

    function setGuardian(address next) external {
        require(msg.sender == address(this), "only governance");
        require(next != address(0), "zero");
        guardian = next;
    }
}
