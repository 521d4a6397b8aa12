pragma solidity ^0.5.12;

/// Pays whoever factors the published number first.
contract PuzzleBounty {
    address payable public sponsor;
    uint256 public target;
    uint256 public bounty;
    bool public solved;

    constructor(uint256 _target) public payable {
        sponsor = msg.sender;
        target = _target;
        bounty = msg.value;
    }

    function raiseBounty() external payable {
        require(msg.sender == sponsor);
        bounty = bounty + msg.value;
    }

    function setBounty(uint256 newBounty) external {
        require(msg.sender == sponsor);
        require(!solved);
        bounty = newBounty;
    }

    function solve(uint256 p, uint256 q) external {
        require(!solved);
        require(p > 1 && q > 1 && p * q == target);
        solved = true;
        msg.sender.transfer(bounty);
    }
}
