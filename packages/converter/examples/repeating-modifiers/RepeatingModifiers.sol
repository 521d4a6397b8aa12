// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Modifiers whose `_` stands in a loop, in a branch or twice: the function body runs as often as
/// the modifier reaches `_`, and the function returns what its last run returned (also when the
/// modifier returns early).
contract RepeatingModifiers {
    uint256 public counter;
    uint256 public value;
    uint256 public skipped;
    address public owner;

    event Ticked(uint256 counter);

    error NotOwner(address who);

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    modifier times(uint256 n) {
        require(n <= 5, "too many");
        for (uint256 i = 0; i < n; i++) {
            _;
        }
    }

    modifier onlyIf(bool c) {
        if (c) {
            _;
        } else {
            skipped += 1;
        }
    }

    modifier upTo(uint256 n) {
        for (uint256 i = 0; i < 10; i++) {
            if (i == n) return;
            _;
        }
    }

    modifier twice() {
        _;
        _;
    }

    function tick(uint256 n) external onlyOwner times(n) returns (uint256) {
        counter += 1;
        emit Ticked(counter);
        return counter;
    }

    function maybeSet(bool c, uint256 v) external onlyIf(c) {
        value = v;
    }

    function double() external twice returns (uint256) {
        value = value * 2;
        return value;
    }

    function stepTo(uint256 n) external upTo(n) returns (uint256) {
        counter += 1;
        return counter;
    }

    function capped(uint256 n, uint256 limit) external times(n) {
        counter += 1;
        require(counter <= limit, "over limit");
    }
}
