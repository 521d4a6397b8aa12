use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `address public lastCaller`
pub const LAST_CALLER: Item<Addr> = Item::new("last_caller");
