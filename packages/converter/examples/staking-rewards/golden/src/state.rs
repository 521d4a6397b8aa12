use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `Owned`: `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `uint256 public rewardRate`
pub const REWARD_RATE: Item<Uint256> = Item::new("reward_rate");
/// `uint256 public lastUpdateTime`
pub const LAST_UPDATE_TIME: Item<Uint256> = Item::new("last_update_time");
/// `uint256 public rewardPerTokenStored`
pub const REWARD_PER_TOKEN_STORED: Item<Uint256> = Item::new("reward_per_token_stored");
/// `uint256 public totalStaked`
pub const TOTAL_STAKED: Item<Uint256> = Item::new("total_staked");
/// `mapping(address => uint256) public stakeOf`
pub const STAKE_OF: Map<&Addr, Uint256> = Map::new("stake_of");
/// `mapping(address => uint256) public userRewardPerTokenPaid`
pub const USER_REWARD_PER_TOKEN_PAID: Map<&Addr, Uint256> = Map::new("user_reward_per_token_paid");
/// `mapping(address => uint256) public rewards`
pub const REWARDS: Map<&Addr, Uint256> = Map::new("rewards");
/// `mapping(address => uint256) public pointsBalance`
pub const POINTS_BALANCE: Map<&Addr, Uint256> = Map::new("points_balance");
