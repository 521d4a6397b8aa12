// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// OpenZeppelin-style SafeERC20: a `false` answer raises an error naming the token.
library SafeERC20 {
    error SafeERC20FailedOperation(address token);

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        if (!token.transferFrom(from, to, value)) revert SafeERC20FailedOperation(address(token));
    }
}

/// A token that answers `false` instead of reverting, as some deployed tokens do.
contract SoftToken is IERC20 {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        if (balanceOf[msg.sender] < value) return false;
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        if (allowance[from][msg.sender] < value || balanceOf[from] < value) return false;
        allowance[from][msg.sender] -= value;
        balanceOf[from] -= value;
        balanceOf[to] += value;
        return true;
    }
}

/// Deposits and payouts whose failures carry the values of the call in their errors.
contract SafeTransferErrors {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;
    mapping(address => uint256) public deposits;

    error PayoutFailed(address to, uint256 amount);
    error Refused(string reason, uint256 amount);

    constructor(IERC20 token_) {
        token = token_;
    }

    function deposit(uint256 amount) external {
        deposits[msg.sender] += amount;
        token.safeTransferFrom(msg.sender, address(this), amount);
    }

    function pay(address to, uint256 amount) external {
        uint256 fee = amount / 100;
        bool ok = token.transfer(to, amount - fee);
        if (!ok) revert PayoutFailed(to, amount - fee);
    }

    function payOrExplain(address to, uint256 amount) external {
        require(token.transfer(to, amount), Refused("balance too low", amount));
    }
}
