use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `uint256 public feeBps`
pub const FEE_BPS: Item<Uint256> = Item::new("fee_bps");
/// `uint256 public completed`
pub const COMPLETED: Item<Uint256> = Item::new("completed");
/// `function(uint256) view returns (uint256) internal pricing`
pub const PRICING: Item<u32> = Item::new("pricing");
/// `mapping(address => function() internal) private stages`
pub const STAGES: Map<&Addr, u32> = Map::new("stages");
