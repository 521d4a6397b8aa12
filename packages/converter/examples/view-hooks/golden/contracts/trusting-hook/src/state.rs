use cosmwasm_std::Addr;
use cw_storage_plus::Item;

/// `address public trusted`
pub const TRUSTED: Item<Addr> = Item::new("trusted");
