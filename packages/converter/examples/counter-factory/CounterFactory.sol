// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A counter a factory creates and then uses in the same call.
contract Counter {
    uint256 private count;
    address public creator;

    event Started(address indexed creator, uint256 start);

    constructor(uint256 start) payable {
        count = start;
        creator = msg.sender;
        emit Started(msg.sender, start);
    }

    function set(uint256 value) external {
        require(msg.sender == creator, "Counter: not the creator");
        count = value;
    }

    function add(uint256 amount) external returns (uint256) {
        count += amount;
        return count;
    }

    function get() external view returns (uint256) {
        return count;
    }

    function funds() external view returns (uint256) {
        return address(this).balance;
    }
}

/// Creates counters with `new` and calls them before returning.
contract CounterFactory {
    Counter public last;
    uint256 public total;

    event Created(address counter, uint256 value);

    function createAndRead(uint256 start) external returns (uint256) {
        Counter c = new Counter(start);
        emit Created(address(c), c.get());
        return c.get();
    }

    function readFresh(uint256 start) external returns (uint256) {
        return (new Counter(start)).get() + 1;
    }

    function createSetGet(uint256 value) external returns (uint256 seen) {
        Counter d = new Counter(0);
        d.set(value);
        seen = d.get();
        total += seen;
    }

    function createFunded(uint256 start) external payable returns (uint256) {
        last = new Counter{value: msg.value}(start);
        uint256 next = last.add(5);
        require(last.funds() == msg.value, "CounterFactory: funds not passed on");
        total += next;
        return next + last.get();
    }

    function addFresh(uint256 start) external payable returns (uint256) {
        return new Counter{value: msg.value}(start).add(2);
    }

    function readOrKeep(bool make, uint256 start) external returns (uint256) {
        if (make) {
            Counter c = new Counter(start);
            total = c.get();
        } else {
            total = 1;
        }
        return total + 1;
    }

    function sumFresh(uint256 n) external returns (uint256 sum) {
        for (uint256 i = 1; i <= n; i++) {
            Counter c = new Counter(i * 10);
            sum += c.get();
        }
    }

    function lastValue() external view returns (uint256) {
        return last.get();
    }
}
