// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Swaps an old token for a new one at a rate the operator adjusts.
contract RateSwap {
    IERC20 public immutable oldToken;
    IERC20 public immutable newToken;
    address public immutable operator;
    uint256 public rate = 100;

    constructor(IERC20 oldToken_, IERC20 newToken_) {
        oldToken = oldToken_;
        newToken = newToken_;
        operator = msg.sender;
    }

    function setRate(uint256 newRate) external {
        require(msg.sender == operator, "operator");
        rate = newRate;
    }

    function swap(uint256 amountIn) external {
        require(oldToken.transferFrom(msg.sender, address(this), amountIn), "in");
        require(newToken.transfer(msg.sender, amountIn * rate / 100), "out");
    }

    function swapAtLeast(uint256 amountIn, uint256 minOut) external {
        uint256 out = amountIn * rate / 100;
        require(out >= minOut, "slippage");
        require(oldToken.transferFrom(msg.sender, address(this), amountIn), "in");
        require(newToken.transfer(msg.sender, out), "out");
    }
}
