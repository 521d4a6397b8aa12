// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A gauge whose level is fixed when it is created.
contract Gauge {
    uint256 public level;
    address public owner;

    event Created(address indexed owner, uint256 level);

    constructor(uint256 start) {
        require(start > 0, "Gauge: zero start");
        level = start;
        owner = msg.sender;
        emit Created(msg.sender, start);
    }

    function scaled(uint256 factor) external view returns (uint256) {
        return level * factor;
    }
}

/// Creates a gauge and reads it at once.
function freshLevel() returns (uint256) {
    return (new Gauge(2)).level();
}

/// Creates a gauge starting at `start` and reads it twice.
function gaugeReading(uint256 start, uint256 factor) returns (uint256) {
    Gauge gauge = new Gauge(start);
    return gauge.scaled(factor) + gauge.level();
}

/// Free functions that create a contract and query it, called from a contract's functions.
contract GaugeDesk {
    uint256 public total;
    uint256 public made;

    event Read(uint256 first, uint256 second);

    function fresh() external returns (uint256) {
        return freshLevel();
    }

    function freshPlusOne() external returns (uint256) {
        return freshLevel() + 1;
    }

    function readTwo(uint256 a, uint256 b) external returns (uint256) {
        uint256 first = gaugeReading(a, 10);
        uint256 second = gaugeReading(b, 100);
        total += first + second;
        made += 2;
        emit Read(first, second);
        return first * 1000 + second;
    }

    function record(uint256 start) external {
        total = gaugeReading(start, 3);
        made += 1;
    }
}
