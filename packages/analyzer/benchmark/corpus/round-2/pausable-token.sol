// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

contract PausableToken {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    address public owner;
    bool public paused;
    address public oracle;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) {
        owner = msg.sender;
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function pause() external onlyOwner {
        paused = true;
    }

    function unpause() external {
        paused = false;
    }

    function setOracle(address newOracle) external onlyOwner {
        oracle = newOracle;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(!paused, "paused");
        require(balanceOf[msg.sender] >= amount, "balance");
        unchecked {
            balanceOf[msg.sender] -= amount;
        }
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function airdrop(address[] calldata to, uint256 amount) external {
        uint256 total;
        unchecked {
            total = to.length * amount;
        }
        require(balanceOf[msg.sender] >= total, "balance");
        balanceOf[msg.sender] -= total;
        for (uint256 i = 0; i < to.length; i++) {
            balanceOf[to[i]] += amount;
        }
    }

    function mint(address to, uint256 amount) external {
        require(!paused, "paused");
        totalSupply += amount;
        balanceOf[to] += amount;
    }
}
