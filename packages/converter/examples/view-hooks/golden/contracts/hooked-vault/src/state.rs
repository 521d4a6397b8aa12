use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `IPricing public pricing`
pub const PRICING: Item<Addr> = Item::new("pricing");
/// `mapping(address => uint256) public shares`
pub const SHARES: Map<&Addr, Uint256> = Map::new("shares");
