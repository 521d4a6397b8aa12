use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `uint256 public entries`
pub const ENTRIES: Item<Uint256> = Item::new("entries");
/// `uint256 public cap`
pub const CAP: Item<Uint256> = Item::new("cap");
/// `uint256 public seeds`
pub const SEEDS: Item<Uint256> = Item::new("seeds");
