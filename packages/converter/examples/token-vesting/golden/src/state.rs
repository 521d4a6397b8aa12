use cosmwasm_std::{Addr, Uint256, Uint64};
use cw_storage_plus::Item;

/// `address public immutable owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `address payable public beneficiary`
pub const BENEFICIARY: Item<Addr> = Item::new("beneficiary");
/// `uint64 public immutable start`
pub const START: Item<Uint64> = Item::new("start");
/// `uint64 public immutable cliff`
pub const CLIFF: Item<Uint64> = Item::new("cliff");
/// `uint64 public immutable duration`
pub const DURATION: Item<Uint64> = Item::new("duration");
/// `uint256 public immutable totalAllocation`
pub const TOTAL_ALLOCATION: Item<Uint256> = Item::new("total_allocation");
/// `uint256 public released`
pub const RELEASED: Item<Uint256> = Item::new("released");
/// `bool public revoked`
pub const REVOKED: Item<bool> = Item::new("revoked");
