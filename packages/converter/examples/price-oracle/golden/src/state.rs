use cosmwasm_std::{Addr, Int256, Uint128};
use cw_storage_plus::{Item, Map};

use crate::msg::Round;

/// `uint8 public immutable decimals`
pub const DECIMALS: Item<u8> = Item::new("decimals");
/// `int256 public immutable minAnswer`
pub const MIN_ANSWER: Item<Int256> = Item::new("min_answer");
/// `int256 public immutable maxAnswer`
pub const MAX_ANSWER: Item<Int256> = Item::new("max_answer");
/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `uint80 public latestRoundId`
pub const LATEST_ROUND_ID: Item<Uint128> = Item::new("latest_round_id");
/// `uint8 public flags`
pub const FLAGS: Item<u8> = Item::new("flags");
/// `mapping(uint80 => Round) public rounds`
pub const ROUNDS: Map<u128, Round> = Map::new("rounds");
/// `mapping(address => bool) public isReporter`
pub const IS_REPORTER: Map<&Addr, bool> = Map::new("is_reporter");
