use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

/// `uint256 public held`
pub const HELD: Item<Uint256> = Item::new("held");
