use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `uint256 public reserve`
pub const RESERVE: Item<Uint256> = Item::new("reserve");
/// `uint256 public swaps`
pub const SWAPS: Item<Uint256> = Item::new("swaps");
/// `bool public paused`
pub const PAUSED: Item<bool> = Item::new("paused");
/// `address public admin`
pub const ADMIN: Item<Addr> = Item::new("admin");
