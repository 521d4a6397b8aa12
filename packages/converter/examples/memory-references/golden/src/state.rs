use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

/// `uint256[] private stored`
pub const STORED: Item<Vec<Uint256>> = Item::new("stored");
/// `uint256 public filled`
pub const FILLED: Item<Uint256> = Item::new("filled");
