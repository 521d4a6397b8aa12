use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Transaction;

/// `address[] public owners`
pub const OWNERS: Map<&[u8], Addr> = Map::new("owners");
/// the length of `owners`, whose elements are the entries of `OWNERS` keyed by index
pub const OWNERS_LENGTH: Item<u64> = Item::new("owners__length");
/// `mapping(address => bool) public isOwner`
pub const IS_OWNER: Map<&Addr, bool> = Map::new("is_owner");
/// `uint256 public immutable numConfirmationsRequired`
pub const NUM_CONFIRMATIONS_REQUIRED: Item<Uint256> = Item::new("num_confirmations_required");
/// `Transaction[] public transactions`
pub const TRANSACTIONS: Map<&[u8], Transaction> = Map::new("transactions");
/// the length of `transactions`, whose elements are the entries of `TRANSACTIONS` keyed by index
pub const TRANSACTIONS_LENGTH: Item<u64> = Item::new("transactions__length");
/// `mapping(uint256 => mapping(address => bool)) public isConfirmed`
pub const IS_CONFIRMED: Map<(&[u8], &Addr), bool> = Map::new("is_confirmed");
