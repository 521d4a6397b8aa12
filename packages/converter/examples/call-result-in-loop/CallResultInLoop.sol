// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A pool that pays out what it owes, at most `max` a claim.
contract OwedPool {
    uint256 public owed;

    constructor(uint256 owed_) {
        owed = owed_;
    }

    function claim(uint256 max) external returns (uint256) {
        require(owed > 0, "nothing owed");
        uint256 paid = owed < max ? owed : max;
        owed -= paid;
        return paid;
    }
}

interface IOwedPool {
    function claim(uint256 max) external returns (uint256);
}

/// Claims from its pools in loops that add up what each call returned.
contract LoopClaimer {
    IOwedPool[] public pools;
    uint256 public total;
    uint256 public rounds;

    event Harvested(address indexed by, uint256 sum);

    constructor(IOwedPool first, IOwedPool second) {
        pools.push(first);
        pools.push(second);
    }

    function claimAll(uint256 max) external returns (uint256 sum) {
        for (uint256 i = 0; i < pools.length; i++) {
            uint256 cap = max + i;
            sum += pools[i].claim(cap);
            rounds += 1;
        }
        total += sum;
        emit Harvested(msg.sender, sum);
    }

    function _take(uint256 index, uint256 max) internal returns (uint256) {
        uint256 got = pools[index].claim(max);
        rounds += 1;
        return got;
    }

    function sweepAll(uint256 max) external returns (uint256 swept) {
        for (uint256 i = 0; i < pools.length; i++) swept += _take(i, max);
        total += swept;
    }

    function drain(uint256 max, uint256 times) external returns (uint256) {
        uint256 got = 0;
        uint256 n = 0;
        while (n < times) {
            uint256 one = pools[0].claim(max);
            got += one * 2;
            n++;
        }
        total += got;
        return got;
    }
}
