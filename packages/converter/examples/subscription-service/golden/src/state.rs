use cosmwasm_std::{Addr, Uint256, Uint64};
use cw_storage_plus::{Item, Map};

use crate::msg::Plan;

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `Plan[] public plans`
pub const PLANS: Item<Vec<Plan>> = Item::new("plans");
/// `mapping(address => mapping(uint256 => uint64)) public paidUntil`
pub const PAID_UNTIL: Map<(&Addr, &[u8]), Uint64> = Map::new("paid_until");
/// `uint256 public revenue`
pub const REVENUE: Item<Uint256> = Item::new("revenue");
