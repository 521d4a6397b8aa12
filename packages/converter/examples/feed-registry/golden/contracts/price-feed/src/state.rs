use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `uint256 public immutable decimals`
pub const DECIMALS: Item<Uint256> = Item::new("decimals");
/// `uint256 private price`
pub const PRICE: Item<Uint256> = Item::new("price");
/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
