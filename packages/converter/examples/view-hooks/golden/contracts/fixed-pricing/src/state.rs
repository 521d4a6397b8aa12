use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

/// `uint256 public override rate`
pub const RATE: Item<Uint256> = Item::new("rate");
