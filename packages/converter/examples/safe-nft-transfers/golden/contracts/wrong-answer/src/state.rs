use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

/// `uint256 public calls`
pub const CALLS: Item<Uint256> = Item::new("calls");
