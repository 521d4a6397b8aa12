use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `uint256 public level`
pub const LEVEL: Item<Uint256> = Item::new("level");
/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
