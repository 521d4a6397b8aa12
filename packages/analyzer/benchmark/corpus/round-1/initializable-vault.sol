// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract FeeVaultImplementation {
    address public owner;
    IERC20 public token;
    uint256 public feeBps;
    mapping(address => uint256) public deposits;

    function initialize(address _owner, IERC20 _token, uint256 _feeBps) external {
        require(_owner != address(0), "owner");
        owner = _owner;
        token = _token;
        feeBps = _feeBps;
    }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "pull");
        deposits[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        require(deposits[msg.sender] >= amount, "balance");
        deposits[msg.sender] -= amount;
        uint256 fee = amount * feeBps / 10_000;
        require(token.transfer(msg.sender, amount - fee), "push");
    }
}

contract FeeVaultV2 {
    bool private initialized;
    address public owner;
    IERC20 public token;
    uint256 public feeBps;

    function initialize(address _owner, IERC20 _token, uint256 _feeBps) external {
        require(!initialized, "already initialized");
        initialized = true;
        require(_owner != address(0), "owner");
        owner = _owner;
        token = _token;
        feeBps = _feeBps;
    }

    function setFee(uint256 _feeBps) external {
        require(msg.sender == owner, "owner");
        require(_feeBps <= 500, "fee");
        feeBps = _feeBps;
    }
}
