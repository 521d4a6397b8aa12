use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `IRewardPool public immutable pool`
pub const POOL: Item<Addr> = Item::new("pool");
/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `uint256 public calls`
pub const CALLS: Item<Uint256> = Item::new("calls");
/// `mapping(address => uint256) public credit`
pub const CREDIT: Map<&Addr, Uint256> = Map::new("credit");
