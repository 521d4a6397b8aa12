use cosmwasm_std::Addr;
use cw_storage_plus::{Item, Map};

use crate::msg::BoardEntry;

/// `mapping(address => Score) private scores`
pub const SCORES: Map<&Addr, u16> = Map::new("scores");
/// `board_entry[] private board`
pub const BOARD: Map<&[u8], BoardEntry> = Map::new("board");
/// the length of `board`, whose elements are the entries of `BOARD` keyed by index
pub const BOARD_LENGTH: Item<u64> = Item::new("board__length");
