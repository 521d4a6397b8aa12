use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 rewardRate_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub reward_rate: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `stake() external payable updateReward(msg.sender)`
    Stake {},
    /// `withdraw(uint256 amount) public updateReward(msg.sender)`
    Withdraw { amount: Uint256 },
    /// `getReward() public updateReward(msg.sender) returns (uint256 reward)`
    GetReward {},
    /// `exit() external`
    Exit {},
    /// `setRewardRate(uint256 newRate) external onlyOwner updateReward(address(0))`
    SetRewardRate { new_rate: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `uint256 public rewardRate`
    #[returns(cosmwasm_std::Uint256)]
    RewardRate {},
    /// getter of `uint256 public lastUpdateTime`
    #[returns(cosmwasm_std::Uint256)]
    LastUpdateTime {},
    /// getter of `uint256 public rewardPerTokenStored`
    #[returns(cosmwasm_std::Uint256)]
    RewardPerTokenStored {},
    /// getter of `uint256 public totalStaked`
    #[returns(cosmwasm_std::Uint256)]
    TotalStaked {},
    /// getter of `mapping(address => uint256) public stakeOf`
    #[returns(cosmwasm_std::Uint256)]
    StakeOf { arg0: String },
    /// getter of `mapping(address => uint256) public userRewardPerTokenPaid`
    #[returns(cosmwasm_std::Uint256)]
    UserRewardPerTokenPaid { arg0: String },
    /// getter of `mapping(address => uint256) public rewards`
    #[returns(cosmwasm_std::Uint256)]
    Rewards { arg0: String },
    /// getter of `mapping(address => uint256) public pointsBalance`
    #[returns(cosmwasm_std::Uint256)]
    PointsBalance { arg0: String },
    /// `rewardPerToken() public view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    RewardPerToken {},
    /// `earned(address account) public view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Earned { account: String },
    /// `shareBps(address account) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    ShareBps { account: String },
}

#[cw_serde]
pub struct MigrateMsg {}
