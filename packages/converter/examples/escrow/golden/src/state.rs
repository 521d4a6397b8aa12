use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

use crate::msg::State;

/// `address public immutable buyer`
pub const BUYER: Item<Addr> = Item::new("buyer");
/// `address payable public immutable seller`
pub const SELLER: Item<Addr> = Item::new("seller");
/// `address public immutable arbiter`
pub const ARBITER: Item<Addr> = Item::new("arbiter");
/// `uint256 public immutable price`
pub const PRICE: Item<Uint256> = Item::new("price");
/// `uint256 public deliveryDeadline`
pub const DELIVERY_DEADLINE: Item<Uint256> = Item::new("delivery_deadline");
/// `State public state`
pub const STATE: Item<State> = Item::new("state");
