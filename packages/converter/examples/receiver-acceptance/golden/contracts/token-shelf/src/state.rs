use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

/// `uint256 public received`
pub const RECEIVED: Item<Uint256> = Item::new("received");
