use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

use crate::msg::Milestone;

/// `address public immutable client`
pub const CLIENT: Item<Addr> = Item::new("client");
/// `address payable public immutable contractor`
pub const CONTRACTOR: Item<Addr> = Item::new("contractor");
/// `Milestone[] public milestones`
pub const MILESTONES: Item<Vec<Milestone>> = Item::new("milestones");
/// `uint256 public paidOut`
pub const PAID_OUT: Item<Uint256> = Item::new("paid_out");
/// `bool public cancelled`
pub const CANCELLED: Item<bool> = Item::new("cancelled");
