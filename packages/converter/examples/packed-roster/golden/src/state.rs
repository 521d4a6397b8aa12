use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `uint256[] private entries`
pub const ENTRIES: Item<Vec<Uint256>> = Item::new("entries");
