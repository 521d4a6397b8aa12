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

/// Claims from its pools in loops that skip paused pools, stop early or run in a branch.
contract LoopSweeper {
    IOwedPool[] public pools;
    mapping(uint256 => bool) public paused;
    uint256 public total;
    uint256 public rounds;

    constructor(IOwedPool first, IOwedPool second, IOwedPool third) {
        pools.push(first);
        pools.push(second);
        pools.push(third);
    }

    function setPaused(uint256 index, bool value) external {
        paused[index] = value;
    }

    /// Sweeps the pools that are not paused until one pays less than `max`.
    function sweepUntilShort(uint256 max) external returns (uint256 swept) {
        for (uint256 i = 0; i < pools.length; i++) {
            if (paused[i]) continue;
            uint256 got = pools[i].claim(max);
            if (got < max) break;
            swept += got;
        }
        total += swept;
    }

    /// Claims from the pools that are not paused until `need` is reached.
    function claimUpTo(uint256 max, uint256 need) external returns (uint256) {
        uint256 got = 0;
        uint256 i = 0;
        while (i < pools.length) {
            i++;
            if (paused[i - 1]) continue;
            got += pools[i - 1].claim(max);
            if (got >= need) return got;
        }
        return got;
    }

    /// When `all`, claims once from each pool that is not paused and keeps what is at most `limit`.
    function claimIf(bool all, uint256 max, uint256 limit) external returns (uint256 sum) {
        if (all) {
            for (uint256 i = 0; i < pools.length; i++) {
                if (paused[i]) continue;
                uint256 one = pools[i].claim(max);
                if (one > limit) continue;
                sum += one;
            }
            total += sum;
        }
        rounds += 1;
    }
}
