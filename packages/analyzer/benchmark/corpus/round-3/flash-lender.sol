// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IBorrower {
    function onFlashLoan(address initiator, uint256 amount, uint256 fee, bytes calldata data) external returns (bytes32);
}

contract FlashLender {
    IERC20 public immutable token;
    uint256 public constant FEE_BPS = 9;
    mapping(address => uint256) public deposits;
    uint256 public totalDeposits;

    constructor(IERC20 _token) {
        token = _token;
    }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "pull");
        deposits[msg.sender] += amount;
        totalDeposits += amount;
    }

    function flashLoan(IBorrower receiver, uint256 amount, bytes calldata data) external {
        uint256 before = token.balanceOf(address(this));
        uint256 fee = amount * FEE_BPS / 10_000;
        require(token.transfer(address(receiver), amount), "send");
        receiver.onFlashLoan(msg.sender, amount, fee, data);
        require(token.balanceOf(address(this)) == before + fee, "not repaid");
    }

    function withdraw(uint256 amount) external {
        require(deposits[msg.sender] >= amount, "balance");
        deposits[msg.sender] -= amount;
        totalDeposits -= amount;
        require(token.transfer(msg.sender, amount), "push");
    }
}
