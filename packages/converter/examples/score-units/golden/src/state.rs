use cosmwasm_std::Addr;
use cw_storage_plus::{Item, Map};

use crate::msg::BoardEntry;

/// `mapping(address => Score) private scores`
pub const SCORES: Map<&Addr, u16> = Map::new("scores");
/// `board_entry[] private board`
pub const BOARD: Item<Vec<BoardEntry>> = Item::new("board");
