use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `IRewardPool public immutable pool`
pub const POOL: Item<Addr> = Item::new("pool");
/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `uint256 public swaps`
pub const SWAPS: Item<Uint256> = Item::new("swaps");
/// `uint256 public big`
pub const BIG: Item<Uint256> = Item::new("big");
