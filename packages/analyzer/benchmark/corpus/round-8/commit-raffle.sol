// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

contract CommitRaffle {
    uint256 public constant TICKET = 0.1 ether;
    uint256 public immutable commitDeadline;
    uint256 public immutable revealDeadline;
    address payable[] public entrants;
    mapping(address => bytes32) public commitments;
    mapping(address => bool) public revealed;
    uint256 public seed;
    uint256 public reveals;
    bool public drawn;

    constructor(uint256 commitDays, uint256 revealDays) {
        commitDeadline = block.timestamp + commitDays * 1 days;
        revealDeadline = commitDeadline + revealDays * 1 days;
    }

    function commit(bytes32 commitment) external payable {
        require(block.timestamp < commitDeadline, "closed");
        require(msg.value == TICKET && commitments[msg.sender] == bytes32(0), "entry");
        commitments[msg.sender] = commitment;
        entrants.push(payable(msg.sender));
    }

    function reveal(uint256 secret) external {
        require(block.timestamp >= commitDeadline && block.timestamp < revealDeadline, "window");
        require(!revealed[msg.sender], "revealed");
        require(keccak256(abi.encodePacked(secret, msg.sender)) == commitments[msg.sender], "mismatch");
        revealed[msg.sender] = true;
        seed ^= secret;
        reveals++;
    }

    function draw() external {
        require(block.timestamp >= revealDeadline && !drawn, "not yet");
        drawn = true;
        uint256 entropy = reveals == 0 ? uint256(blockhash(block.number - 1)) : seed;
        address payable winner = entrants[entropy % entrants.length];
        (bool ok, ) = winner.call{value: address(this).balance}("");
        require(ok, "payout");
    }

    function refundAll() external {
        require(block.timestamp >= revealDeadline + 30 days && !drawn, "not yet");
        drawn = true;
        for (uint256 i = 0; i < entrants.length; i++) {
            entrants[i].transfer(TICKET);
        }
    }
}
