use cosmwasm_std::Addr;
use cw_storage_plus::Item;

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
