use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

/// `uint256 public scale`
pub const SCALE: Item<Uint256> = Item::new("scale");
