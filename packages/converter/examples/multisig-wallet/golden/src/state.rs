use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Transaction;

/// `address[] public owners`
pub const OWNERS: Item<Vec<Addr>> = Item::new("owners");
/// `mapping(address => bool) public isOwner`
pub const IS_OWNER: Map<&Addr, bool> = Map::new("is_owner");
/// `uint256 public immutable numConfirmationsRequired`
pub const NUM_CONFIRMATIONS_REQUIRED: Item<Uint256> = Item::new("num_confirmations_required");
/// `Transaction[] public transactions`
pub const TRANSACTIONS: Item<Vec<Transaction>> = Item::new("transactions");
/// `mapping(uint256 => mapping(address => bool)) public isConfirmed`
pub const IS_CONFIRMED: Map<(&[u8], &Addr), bool> = Map::new("is_confirmed");
