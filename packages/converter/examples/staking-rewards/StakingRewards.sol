// SPDX-License-Identifier: MIT
// StakingRewards: stake the native coin and earn reward points every second in proportion to the
// stake (reward-per-token accounting); points are claimed into an internal balance.
pragma solidity ^0.8.20;

library FixedPoint {
    uint256 internal constant ONE = 1e18;

    function mulDown(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * b) / ONE;
    }

    function divDown(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * ONE) / b;
    }
}

abstract contract Owned {
    address public owner;

    error NotOwner(address caller);

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }
}

contract StakingRewards is Owned {
    using FixedPoint for uint256;

    uint256 public rewardRate;
    uint256 public lastUpdateTime;
    uint256 public rewardPerTokenStored;
    uint256 public totalStaked;

    mapping(address => uint256) public stakeOf;
    mapping(address => uint256) public userRewardPerTokenPaid;
    mapping(address => uint256) public rewards;
    mapping(address => uint256) public pointsBalance;

    event Staked(address indexed user, uint256 amount);
    event Withdrawn(address indexed user, uint256 amount);
    event RewardPaid(address indexed user, uint256 reward);
    event RewardRateChanged(uint256 oldRate, uint256 newRate);

    error InsufficientStake(uint256 staked, uint256 requested);
    error ZeroAmount();

    modifier updateReward(address account) {
        rewardPerTokenStored = rewardPerToken();
        lastUpdateTime = block.timestamp;
        if (account != address(0)) {
            rewards[account] = earned(account);
            userRewardPerTokenPaid[account] = rewardPerTokenStored;
        }
        _;
    }

    constructor(uint256 rewardRate_) {
        rewardRate = rewardRate_;
        lastUpdateTime = block.timestamp;
    }

    function rewardPerToken() public view returns (uint256) {
        if (totalStaked == 0) {
            return rewardPerTokenStored;
        }
        uint256 elapsed = block.timestamp - lastUpdateTime;
        return rewardPerTokenStored + (elapsed * rewardRate).divDown(totalStaked);
    }

    function earned(address account) public view returns (uint256) {
        return stakeOf[account].mulDown(rewardPerToken() - userRewardPerTokenPaid[account]) + rewards[account];
    }

    function shareBps(address account) external view returns (uint256) {
        return (stakeOf[account] * 10_000) / totalStaked;
    }

    function stake() external payable updateReward(msg.sender) {
        if (msg.value == 0) revert ZeroAmount();
        totalStaked += msg.value;
        stakeOf[msg.sender] += msg.value;
        emit Staked(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) public updateReward(msg.sender) {
        if (amount == 0) revert ZeroAmount();
        uint256 staked = stakeOf[msg.sender];
        if (amount > staked) revert InsufficientStake(staked, amount);
        stakeOf[msg.sender] = staked - amount;
        totalStaked -= amount;
        payable(msg.sender).transfer(amount);
        emit Withdrawn(msg.sender, amount);
    }

    function getReward() public updateReward(msg.sender) returns (uint256 reward) {
        reward = rewards[msg.sender];
        if (reward > 0) {
            rewards[msg.sender] = 0;
            pointsBalance[msg.sender] += reward;
            emit RewardPaid(msg.sender, reward);
        }
    }

    function exit() external {
        withdraw(stakeOf[msg.sender]);
        getReward();
    }

    function setRewardRate(uint256 newRate) external onlyOwner updateReward(address(0)) {
        emit RewardRateChanged(rewardRate, newRate);
        rewardRate = newRate;
    }
}
