use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `uint256[] private entries`
pub const ENTRIES: Map<&[u8], Uint256> = Map::new("entries");
/// the length of `entries`, whose elements are the entries of `ENTRIES` keyed by index
pub const ENTRIES_LENGTH: Item<u64> = Item::new("entries__length");
