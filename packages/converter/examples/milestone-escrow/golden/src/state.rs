use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Milestone;

/// `address public immutable client`
pub const CLIENT: Item<Addr> = Item::new("client");
/// `address payable public immutable contractor`
pub const CONTRACTOR: Item<Addr> = Item::new("contractor");
/// `Milestone[] public milestones`
pub const MILESTONES: Map<&[u8], Milestone> = Map::new("milestones");
/// the length of `milestones`, whose elements are the entries of `MILESTONES` keyed by index
pub const MILESTONES_LENGTH: Item<u64> = Item::new("milestones__length");
/// `uint256 public paidOut`
pub const PAID_OUT: Item<Uint256> = Item::new("paid_out");
/// `bool public cancelled`
pub const CANCELLED: Item<bool> = Item::new("cancelled");
