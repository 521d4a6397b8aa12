// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

contract Arcade {
    address public admin;
    uint256 public jackpot;
    mapping(address => uint256) public scores;

    modifier onlyHuman() {
        require(tx.origin == msg.sender, "no contracts");
        _;
    }

    constructor() {
        admin = msg.sender;
    }

    function play() external payable onlyHuman {
        require(msg.value == 0.01 ether, "fee");
        jackpot += msg.value;
        uint256 roll = uint256(keccak256(abi.encodePacked(block.prevrandao, msg.sender, jackpot))) % 100;
        scores[msg.sender] += roll;
        if (roll == 99) {
            uint256 prize = jackpot;
            jackpot = 0;
            payable(msg.sender).transfer(prize);
        }
    }

    function adminPayout(address payable to, uint256 amount) external {
        require(tx.origin == admin, "admin");
        to.transfer(amount);
    }

    function splitTip(address payable[] calldata staff) external payable {
        uint256 each = msg.value / staff.length;
        for (uint256 i = 0; i < staff.length; i++) {
            staff[i].transfer(each);
        }
    }
}
