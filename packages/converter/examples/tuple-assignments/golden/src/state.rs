use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

use crate::msg::Slot;

/// `Slot public first`
pub const FIRST: Item<Slot> = Item::new("first");
/// `Slot public second`
pub const SECOND: Item<Slot> = Item::new("second");
/// `uint256[3] public cells`
pub const CELLS: Item<Vec<Uint256>> = Item::new("cells");
/// `uint256 public left`
pub const LEFT: Item<Uint256> = Item::new("left");
/// `uint256 public right`
pub const RIGHT: Item<Uint256> = Item::new("right");
