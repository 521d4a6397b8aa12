use cosmwasm_std::{Addr, Uint256, Uint64};
use cw_storage_plus::{Item, Map};

use crate::msg::Plan;

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `Plan[] public plans`
pub const PLANS: Map<&[u8], Plan> = Map::new("plans");
/// the length of `plans`, whose elements are the entries of `PLANS` keyed by index
pub const PLANS_LENGTH: Item<u64> = Item::new("plans__length");
/// `mapping(address => mapping(uint256 => uint64)) public paidUntil`
pub const PAID_UNTIL: Map<(&Addr, &[u8]), Uint64> = Map::new("paid_until");
/// `uint256 public revenue`
pub const REVENUE: Item<Uint256> = Item::new("revenue");
