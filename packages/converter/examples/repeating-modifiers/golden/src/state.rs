use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `uint256 public counter`
pub const COUNTER: Item<Uint256> = Item::new("counter");
/// `uint256 public value`
pub const VALUE: Item<Uint256> = Item::new("value");
/// `uint256 public skipped`
pub const SKIPPED: Item<Uint256> = Item::new("skipped");
/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
