use cosmwasm_std::{Int64, Uint256};
use cw_storage_plus::Item;

/// `uint256[] public entries`
pub const ENTRIES: Item<Vec<Uint256>> = Item::new("entries");
/// `uint256 public opened`
pub const OPENED: Item<Uint256> = Item::new("opened");
/// `int40 public lastSum`
pub const LAST_SUM: Item<Int64> = Item::new("last_sum");
