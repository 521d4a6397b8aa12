use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `IERC20 public immutable token`
pub const TOKEN: Item<Addr> = Item::new("token");
/// `mapping(address => uint256) public deposits`
pub const DEPOSITS: Map<&Addr, Uint256> = Map::new("deposits");
