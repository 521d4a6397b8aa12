// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A pool that pays out what it owes, at most `max` a claim.
contract RewardPool {
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

interface IRewardPool {
    function claim(uint256 max) external returns (uint256);
}

/// Claims through internal helpers that use what the pool returned.
contract HelperClaimer {
    IRewardPool public immutable pool;
    uint256 public total;
    uint256 public calls;
    mapping(address => uint256) public credit;

    event Claimed(address indexed to, uint256 net);

    constructor(IRewardPool pool_) {
        pool = pool_;
    }

    function _pull(uint256 max, uint256 fee) internal returns (uint256) {
        uint256 got = pool.claim(max);
        require(got > fee, "too little");
        got -= fee;
        total += got;
        return got;
    }

    function _claimTo(address to, uint256 max) internal returns (uint256 net) {
        net = _pull(max, 1);
        credit[to] += net;
        emit Claimed(to, net);
    }

    function _pullIfAny(uint256 max) internal returns (uint256) {
        if (max == 0) return 0;
        uint256 got = pool.claim(max);
        total += got;
        return got;
    }

    function claimIfAny(uint256 max) external returns (uint256) {
        uint256 got = _pullIfAny(max);
        calls += 1;
        return got + 1;
    }

    function claim(uint256 max) external returns (uint256) {
        calls += 1;
        uint256 got = _claimTo(msg.sender, max);
        return got * 2;
    }

    function claimTwice(uint256 a, uint256 b) external returns (uint256) {
        uint256 first = _pull(a, 0);
        return first + _pull(b, 0);
    }

    function sweep(uint256 max) external {
        if (max > 0) {
            _pull(max, 0);
        } else {
            calls += 10;
        }
        calls += 1;
    }
}
