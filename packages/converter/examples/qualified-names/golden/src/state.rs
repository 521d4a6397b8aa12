use cosmwasm_std::Uint256;
use cw_storage_plus::{Item, Map};

use crate::msg::{OptionData, StrData};

/// `Base`: `uint256 public mark`
pub const MARK: Item<Uint256> = Item::new("mark");
/// `str private pair`
pub const PAIR: Item<StrData> = Item::new("pair");
/// `Option[] private options`
pub const OPTIONS: Map<&[u8], OptionData> = Map::new("options");
/// the length of `options`, whose elements are the entries of `OPTIONS` keyed by index
pub const OPTIONS_LENGTH: Item<u64> = Item::new("options__length");
