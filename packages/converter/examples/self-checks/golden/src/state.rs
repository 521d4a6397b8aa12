use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `uint256 public maxTotal`
pub const MAX_TOTAL: Item<Uint256> = Item::new("max_total");
/// `uint256 public accepted`
pub const ACCEPTED: Item<Uint256> = Item::new("accepted");
/// `uint256 public rejected`
pub const REJECTED: Item<Uint256> = Item::new("rejected");
/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
