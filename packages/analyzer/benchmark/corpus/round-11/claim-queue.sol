// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Deposits wait in a queue; anyone can process a bounded batch of them, and failed payouts are parked.
contract ClaimQueue {
    struct Claim {
        address payable to;
        uint256 amount;
    }

    Claim[] public queue;
    uint256 public next;
    mapping(address => uint256) public parked;
    uint256 public constant BATCH = 20;

    function request() external payable {
        require(msg.value > 0, "empty");
        queue.push(Claim(payable(msg.sender), msg.value));
    }

    function process() external {
        uint256 end = next + BATCH;
        if (end > queue.length) end = queue.length;
        for (uint256 i = next; i < end; i++) {
            Claim memory c = queue[i];
            (bool ok, ) = c.to.call{value: c.amount, gas: 30000}("");
            if (!ok) parked[c.to] += c.amount;
        }
        next = end;
    }

    function withdrawParked() external {
        uint256 amount = parked[msg.sender];
        parked[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "failed");
    }
}
