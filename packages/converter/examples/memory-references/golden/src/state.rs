use cosmwasm_std::Uint256;
use cw_storage_plus::{Item, Map};

/// `uint256[] private stored`
pub const STORED: Map<&[u8], Uint256> = Map::new("stored");
/// the length of `stored`, whose elements are the entries of `STORED` keyed by index
pub const STORED_LENGTH: Item<u64> = Item::new("stored__length");
/// `uint256 public filled`
pub const FILLED: Item<Uint256> = Item::new("filled");
