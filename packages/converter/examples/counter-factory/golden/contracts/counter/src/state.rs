use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `uint256 private count`
pub const COUNT: Item<Uint256> = Item::new("count");
/// `address public creator`
pub const CREATOR: Item<Addr> = Item::new("creator");
