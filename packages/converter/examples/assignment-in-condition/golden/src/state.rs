use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

/// `uint256[] public queue`
pub const QUEUE: Item<Vec<Uint256>> = Item::new("queue");
/// `uint256 public drained`
pub const DRAINED: Item<Uint256> = Item::new("drained");
/// `uint256 public sum`
pub const SUM: Item<Uint256> = Item::new("sum");
/// `uint256 public extra`
pub const EXTRA: Item<Uint256> = Item::new("extra");
