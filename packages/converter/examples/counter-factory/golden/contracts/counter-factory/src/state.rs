use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `Counter public last`
pub const LAST: Item<Addr> = Item::new("last");
/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// the stored code id used by `new Counter(...)`
pub const COUNTER_CODE_ID: Item<u64> = Item::new("counter_code_id");
/// how many contracts `new` has created: the instantiate2 salt of the next one
pub const CREATED_CONTRACTS: Item<u64> = Item::new("created_contracts");
