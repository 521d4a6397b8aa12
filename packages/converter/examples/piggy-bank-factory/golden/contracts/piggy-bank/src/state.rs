use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `address public immutable owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `address public immutable factory`
pub const FACTORY: Item<Addr> = Item::new("factory");
/// `string public goalName`
pub const GOAL_NAME: Item<String> = Item::new("goal_name");
/// `uint256 public immutable goal`
pub const GOAL: Item<Uint256> = Item::new("goal");
/// `bool public broken`
pub const BROKEN: Item<bool> = Item::new("broken");
