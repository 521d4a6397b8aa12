// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract StakingRewards {
    struct Stake {
        uint128 amount;
        uint64 since;
        uint64 rewardDebt;
    }

    IERC20 public immutable stakingToken;
    IERC20 public immutable rewardToken;
    address public owner;
    uint256 public rewardPerSecond;
    uint256 public accRewardPerShare;
    uint256 public lastUpdate;
    uint256 public totalStaked;
    mapping(address => Stake) public stakes;

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    constructor(IERC20 _staking, IERC20 _reward) {
        stakingToken = _staking;
        rewardToken = _reward;
        owner = msg.sender;
        lastUpdate = block.timestamp;
    }

    function notifyReward(uint256 reward, uint256 duration) external onlyOwner {
        require(duration > 0, "duration");
        rewardPerSecond = reward / duration;
        lastUpdate = block.timestamp;
    }

    function _update() internal {
        if (totalStaked == 0) {
            lastUpdate = block.timestamp;
            return;
        }
        uint256 elapsed = block.timestamp - lastUpdate;
        uint256 perShare = (rewardPerSecond / totalStaked) * elapsed;
        accRewardPerShare += perShare * 1e12;
        lastUpdate = block.timestamp;
    }

    function stake(uint256 amount) external {
        _update();
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "pull");
        Stake storage s = stakes[msg.sender];
        s.amount += uint128(amount);
        s.since = uint64(block.timestamp);
        s.rewardDebt = uint64(s.amount * accRewardPerShare / 1e12);
        totalStaked += amount;
    }

    function pending(address user) public view returns (uint256) {
        Stake memory s = stakes[user];
        return s.amount * accRewardPerShare / 1e12 - s.rewardDebt;
    }

    function claim() external {
        _update();
        uint256 reward = pending(msg.sender);
        stakes[msg.sender].rewardDebt = uint64(stakes[msg.sender].amount * accRewardPerShare / 1e12);
        require(rewardToken.transfer(msg.sender, reward), "reward");
    }

    function setOwner(address newOwner) external onlyOwner {
        require(newOwner != address(0), "zero");
        owner = newOwner;
    }
}
