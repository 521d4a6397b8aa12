use cosmwasm_std::HexBinary;
use cw_storage_plus::Item;

/// `bytes public blob`
pub const BLOB: Item<HexBinary> = Item::new("blob");
/// `string public text`
pub const TEXT: Item<String> = Item::new("text");
/// `bytes32 public word`
pub const WORD: Item<HexBinary> = Item::new("word");
/// `bytes4 public sel`
pub const SEL: Item<HexBinary> = Item::new("sel");
