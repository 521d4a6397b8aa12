use cosmwasm_std::{HexBinary, Uint256};
use cw_storage_plus::Item;

/// `bytes[] private queue`
pub const QUEUE: Item<Vec<HexBinary>> = Item::new("queue");
/// `uint256 public paidOut`
pub const PAID_OUT: Item<Uint256> = Item::new("paid_out");
