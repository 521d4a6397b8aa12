// SPDX-License-Identifier: MIT
pragma solidity 0.8.24;

/// Number guessing with sealed guesses: commit a hash bound to the sender, reveal after the deadline.
contract SealedGuess {
    uint256 public immutable commitDeadline;
    uint256 public immutable revealDeadline;
    bytes32 public immutable secretHash;
    address public immutable host;
    mapping(address => bytes32) public commitments;
    mapping(address => uint256) public revealed;
    address public winner;

    constructor(bytes32 secretHash_, uint256 commitFor, uint256 revealFor) payable {
        host = msg.sender;
        secretHash = secretHash_;
        commitDeadline = block.timestamp + commitFor;
        revealDeadline = commitDeadline + revealFor;
    }

    function commit(bytes32 sealedGuess) external {
        require(block.timestamp < commitDeadline, "commit phase over");
        commitments[msg.sender] = sealedGuess;
    }

    function reveal(uint256 number, bytes32 salt) external {
        require(block.timestamp >= commitDeadline && block.timestamp < revealDeadline, "not reveal phase");
        require(keccak256(abi.encodePacked(msg.sender, number, salt)) == commitments[msg.sender], "does not match commitment");
        delete commitments[msg.sender];
        revealed[msg.sender] = number;
        if (winner == address(0) && keccak256(abi.encodePacked(number)) == secretHash) {
            winner = msg.sender;
        }
    }

    function claim() external {
        require(block.timestamp >= revealDeadline, "reveal phase open");
        require(msg.sender == winner, "not the winner");
        winner = address(1);
        (bool ok, ) = msg.sender.call{value: address(this).balance}("");
        require(ok, "payout failed");
    }
}
