use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

use crate::msg::{OptionData, StrData};

/// `Base`: `uint256 public mark`
pub const MARK: Item<Uint256> = Item::new("mark");
/// `str private pair`
pub const PAIR: Item<StrData> = Item::new("pair");
/// `Option[] private options`
pub const OPTIONS: Item<Vec<OptionData>> = Item::new("options");
