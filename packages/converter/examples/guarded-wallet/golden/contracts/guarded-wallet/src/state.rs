use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Transaction;

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `uint256 public limit`
pub const LIMIT: Item<Uint256> = Item::new("limit");
/// `mapping(address => bool) public guardians`
pub const GUARDIANS: Map<&Addr, bool> = Map::new("guardians");
/// `Transaction[] public transactions`
pub const TRANSACTIONS: Map<&[u8], Transaction> = Map::new("transactions");
/// the length of `transactions`, whose elements are the entries of `TRANSACTIONS` keyed by index
pub const TRANSACTIONS_LENGTH: Item<u64> = Item::new("transactions__length");
