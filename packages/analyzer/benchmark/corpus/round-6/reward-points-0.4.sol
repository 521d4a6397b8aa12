pragma solidity ^0.4.24;

contract RewardPoints {
    address public owner;
    mapping(address => uint256) public points;
    mapping(address => uint256) public redeemed;
    uint256 public totalPoints;
    uint256 public multiplier = 2;

    constructor() public {
        owner = msg.sender;
    }

    function earn(uint256 purchase) public {
        uint256 bonus = purchase * multiplier;
        points[msg.sender] += bonus;
        totalPoints += bonus;
    }

    function redeem(uint256 amount) public {
        points[msg.sender] -= amount;
        redeemed[msg.sender] += amount;
        msg.sender.transfer(amount / 100);
    }

    function redeemSafe(uint256 amount) public {
        require(points[msg.sender] >= amount);
        points[msg.sender] -= amount;
        redeemed[msg.sender] += amount;
    }

    function setMultiplier(uint256 m) public {
        require(msg.sender == owner);
        multiplier = m;
    }

    function() public payable {}
}
