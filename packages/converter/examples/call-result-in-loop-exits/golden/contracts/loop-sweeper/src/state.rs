use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `IOwedPool[] public pools`
pub const POOLS: Item<Vec<Addr>> = Item::new("pools");
/// `mapping(uint256 => bool) public paused`
pub const PAUSED: Map<&[u8], bool> = Map::new("paused");
/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `uint256 public rounds`
pub const ROUNDS: Item<Uint256> = Item::new("rounds");
