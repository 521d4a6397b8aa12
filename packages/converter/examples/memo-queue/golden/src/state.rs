use cosmwasm_std::{HexBinary, Uint256};
use cw_storage_plus::{Item, Map};

/// `bytes[] private queue`
pub const QUEUE: Map<&[u8], HexBinary> = Map::new("queue");
/// the length of `queue`, whose elements are the entries of `QUEUE` keyed by index
pub const QUEUE_LENGTH: Item<u64> = Item::new("queue__length");
/// `uint256 public paidOut`
pub const PAID_OUT: Item<Uint256> = Item::new("paid_out");
