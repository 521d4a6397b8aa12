use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

/// `uint256 public owed`
pub const OWED: Item<Uint256> = Item::new("owed");
