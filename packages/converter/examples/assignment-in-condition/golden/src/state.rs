use cosmwasm_std::Uint256;
use cw_storage_plus::{Item, Map};

/// `uint256[] public queue`
pub const QUEUE: Map<&[u8], Uint256> = Map::new("queue");
/// the length of `queue`, whose elements are the entries of `QUEUE` keyed by index
pub const QUEUE_LENGTH: Item<u64> = Item::new("queue__length");
/// `uint256 public drained`
pub const DRAINED: Item<Uint256> = Item::new("drained");
/// `uint256 public sum`
pub const SUM: Item<Uint256> = Item::new("sum");
/// `uint256 public extra`
pub const EXTRA: Item<Uint256> = Item::new("extra");
