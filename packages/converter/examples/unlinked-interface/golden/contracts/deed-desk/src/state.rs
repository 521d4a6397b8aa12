use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `IDeeds public immutable deeds`
pub const DEEDS: Item<Addr> = Item::new("deeds");
/// `mapping(uint256 => uint256) public prices`
pub const PRICES: Map<&[u8], Uint256> = Map::new("prices");
