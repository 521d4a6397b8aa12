use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `address payable public immutable seller`
pub const SELLER: Item<Addr> = Item::new("seller");
/// `uint256 public immutable startPrice`
pub const START_PRICE: Item<Uint256> = Item::new("start_price");
/// `uint256 public immutable floorPrice`
pub const FLOOR_PRICE: Item<Uint256> = Item::new("floor_price");
/// `uint256 public immutable startAt`
pub const START_AT: Item<Uint256> = Item::new("start_at");
/// `uint256 public immutable duration`
pub const DURATION: Item<Uint256> = Item::new("duration");
/// `string public lot`
pub const LOT: Item<String> = Item::new("lot");
/// `address public buyer`
pub const BUYER: Item<Addr> = Item::new("buyer");
/// `uint256 public soldFor`
pub const SOLD_FOR: Item<Uint256> = Item::new("sold_for");
