// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

contract PackedStaking {
    struct Position {
        uint224 amount;
        uint32 unlockAt;
    }

    uint256 public constant MAX_LOCK = 4 * 365 days;
    IERC20 public immutable token;
    mapping(address => Position) public positions;

    constructor(IERC20 token_) {
        token = token_;
    }

    function lock(uint256 amount, uint256 duration) external {
        require(amount <= type(uint224).max, "amount");
        require(duration >= 7 days && duration <= MAX_LOCK, "duration");
        Position storage p = positions[msg.sender];
        require(p.amount == 0, "locked");
        p.amount = uint224(amount);
        p.unlockAt = uint32(block.timestamp + duration);
        require(token.transferFrom(msg.sender, address(this), amount), "pull");
    }

    function extend(uint256 extra) external {
        Position storage p = positions[msg.sender];
        require(p.amount > 0, "none");
        p.unlockAt += uint32(extra);
    }

    function withdraw() external {
        Position memory p = positions[msg.sender];
        require(p.amount > 0, "none");
        require(block.timestamp >= p.unlockAt, "locked");
        delete positions[msg.sender];
        require(token.transfer(msg.sender, p.amount), "push");
    }
}
