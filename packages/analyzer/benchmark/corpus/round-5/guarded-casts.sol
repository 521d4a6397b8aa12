// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract RewardPool {
    struct Account {
        uint128 staked;
        uint128 paid;
    }

    uint256 public rewardPerToken;
    uint256 public rewardRate;
    uint256 public periodFinish;
    address public distributor;
    mapping(address => Account) public accounts;

    constructor(address _distributor) {
        require(_distributor != address(0), "distributor");
        distributor = _distributor;
    }

    function notify(uint256 reward, uint256 duration) external {
        require(msg.sender == distributor, "distributor");
        require(duration > 0, "duration");
        rewardRate = reward * 1e18 / duration;
        periodFinish = block.timestamp + duration;
    }

    function stake(uint256 amount) external {
        require(amount <= type(uint128).max, "too big");
        accounts[msg.sender].staked += uint128(amount);
    }

    function earned(address user) public view returns (uint256) {
        Account memory a = accounts[user];
        return uint256(a.staked) * (rewardPerToken - a.paid) / 1e18;
    }

    function checkpoint(address user) external {
        accounts[user].paid = uint128(rewardPerToken);
    }

    function rewardFor(uint256 staked, uint256 secs) external view returns (uint256) {
        return staked * (rewardRate / 1e18) * secs;
    }
}
