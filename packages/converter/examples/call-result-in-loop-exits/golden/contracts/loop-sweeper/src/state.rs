use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `IOwedPool[] public pools`
pub const POOLS: Map<&[u8], Addr> = Map::new("pools");
/// the length of `pools`, whose elements are the entries of `POOLS` keyed by index
pub const POOLS_LENGTH: Item<u64> = Item::new("pools__length");
/// `mapping(uint256 => bool) public paused`
pub const PAUSED: Map<&[u8], bool> = Map::new("paused");
/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `uint256 public rounds`
pub const ROUNDS: Item<Uint256> = Item::new("rounds");
