use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Game;

/// `uint256 public gameCount`
pub const GAME_COUNT: Item<Uint256> = Item::new("game_count");
/// `mapping(uint256 => Game) public games`
pub const GAMES: Map<&[u8], Game> = Map::new("games");
/// `mapping(address => uint256) public wins`
pub const WINS: Map<&Addr, Uint256> = Map::new("wins");
