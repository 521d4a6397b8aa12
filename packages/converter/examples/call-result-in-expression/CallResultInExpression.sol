// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A pool paying out rewards and swapping at a fixed rate.
contract RewardPool {
    uint256 public paid;
    uint256 public rate;

    constructor(uint256 rate_) {
        rate = rate_;
    }

    function claim() external returns (uint256) {
        paid += 10;
        return 10;
    }

    function swap(uint256 amountIn) external returns (uint256) {
        require(amountIn > 0, "nothing to swap");
        return amountIn * rate / 100;
    }
}

interface IRewardPool {
    function claim() external returns (uint256);
    function swap(uint256 amountIn) external returns (uint256);
}

/// A keeper that uses call results inside expressions of its statements.
contract Harvester {
    IRewardPool public immutable pool;
    uint256 public total;
    uint256 public swaps;
    uint256 public big;

    event Harvested(address indexed by, uint256 amount, uint256 total);

    constructor(IRewardPool pool_) {
        pool = pool_;
    }

    function harvestWithBonus(uint256 bonus) external returns (uint256) {
        total = pool.claim() + bonus;
        emit Harvested(msg.sender, total, total);
        return total;
    }

    function swapAtLeast(uint256 amountIn, uint256 minOut) external {
        require(pool.swap(amountIn) >= minOut, "slippage");
        swaps += 1;
    }

    function swapCountingBig(uint256 amountIn, uint256 threshold) external returns (bool) {
        if (pool.swap(amountIn) > threshold) {
            big += 1;
            return true;
        } else {
            swaps += 1;
        }
        return false;
    }

    function doubled() external returns (uint256 twice) {
        uint256 before = total;
        twice = 2 * pool.claim();
        total = before + twice;
    }

    function quote(uint256 amountIn) external returns (uint256) {
        return pool.swap(amountIn) / 2 + amountIn;
    }

    function logClaim(uint256 shown) external {
        emit Harvested(msg.sender, pool.claim() * 3, shown);
    }
}
