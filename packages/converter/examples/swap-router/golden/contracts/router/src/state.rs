use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `IPool public immutable pool`
pub const POOL: Item<Addr> = Item::new("pool");
/// `mapping(address => uint256) public balances`
pub const BALANCES: Map<&Addr, Uint256> = Map::new("balances");
/// `uint256 public inFlight`
pub const IN_FLIGHT: Item<Uint256> = Item::new("in_flight");
/// `uint256 public callbacks`
pub const CALLBACKS: Item<Uint256> = Item::new("callbacks");
/// `uint256 public seenInFlight`
pub const SEEN_IN_FLIGHT: Item<Uint256> = Item::new("seen_in_flight");
/// `uint256 public fees`
pub const FEES: Item<Uint256> = Item::new("fees");
/// `uint256 public lastKept`
pub const LAST_KEPT: Item<Uint256> = Item::new("last_kept");
/// `uint256 public failed`
pub const FAILED: Item<Uint256> = Item::new("failed");
/// `bool public locked`
pub const LOCKED: Item<bool> = Item::new("locked");
