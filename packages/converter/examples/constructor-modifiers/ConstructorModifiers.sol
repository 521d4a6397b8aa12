// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A ledger whose constructor is wrapped by modifiers with code after `_`: the code after the
/// placeholder runs after the constructor body, as it does after a function body.
contract ConstructorModifiers {
    address public owner;
    uint256 public total;
    uint256 public entries;
    uint256 public cap;
    uint256 public seeds;

    event Opened(address indexed owner, uint256 total, uint256 entries);
    event Recorded(uint256 total, uint256 entries);
    event Seeded(uint256 seeds);

    error OverCap(uint256 total, uint256 cap);

    modifier withinCap() {
        _;
        if (total > cap) revert OverCap(total, cap);
        emit Recorded(total, entries);
    }

    modifier counted() {
        require(entries < 10, "ledger full");
        _;
        entries += 1;
    }

    modifier seededTwice(uint256 step) {
        _;
        seeds += step;
        _;
        emit Seeded(seeds);
    }

    constructor(uint256 initial, uint256 cap_) withinCap counted seededTwice(initial) {
        owner = msg.sender;
        cap = cap_;
        total += initial;
        emit Opened(owner, total, entries);
    }

    function add(uint256 amount) external withinCap counted returns (uint256) {
        total += amount;
        return total;
    }
}
