use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `mapping(address => uint256) public points`
pub const POINTS: Map<&Addr, Uint256> = Map::new("points");
/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `uint256 public selfCredits`
pub const SELF_CREDITS: Item<Uint256> = Item::new("self_credits");
