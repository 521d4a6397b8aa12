use cosmwasm_std::{HexBinary, Uint256, Uint64};
use cw_storage_plus::{Item, Map};

/// `uint64[] private small`
pub const SMALL: Item<Vec<Uint64>> = Item::new("small");
/// `uint256[] private wide`
pub const WIDE: Map<&[u8], Uint256> = Map::new("wide");
/// the length of `wide`, whose elements are the entries of `WIDE` keyed by index
pub const WIDE_LENGTH: Item<u64> = Item::new("wide__length");
/// `bytes1[4] private narrow`
pub const NARROW: Item<Vec<HexBinary>> = Item::new("narrow");
/// `bytes2[8] private slots`
pub const SLOTS: Item<Vec<HexBinary>> = Item::new("slots");
/// `uint16[3] private fewCounts`
pub const FEW_COUNTS: Item<Vec<u16>> = Item::new("few_counts");
/// `uint32[5] private counts`
pub const COUNTS: Item<Vec<u32>> = Item::new("counts");
