use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `Registry public registry`
pub const REGISTRY: Item<Addr> = Item::new("registry");
/// `uint256 public lastTotal`
pub const LAST_TOTAL: Item<Uint256> = Item::new("last_total");
