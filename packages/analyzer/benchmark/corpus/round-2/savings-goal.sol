// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract SavingsGoal {
    uint256 public constant GOAL = 10 ether;
    bool public reached;
    mapping(address => uint256) public saved;

    function save() external payable {
        saved[msg.sender] += msg.value;
        if (address(this).balance == GOAL) {
            reached = true;
        }
    }

    function progress() external view returns (uint256) {
        return address(this).balance * 100 / GOAL;
    }
}

contract PiggyBank {
    address payable public owner;

    constructor() {
        owner = payable(msg.sender);
    }

    receive() external payable {}

    function smash() external {
        require(msg.sender == owner, "owner");
        require(address(this).balance >= 1 ether, "not yet");
        selfdestruct(owner);
    }
}
