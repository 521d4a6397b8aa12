use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `uint256 public ticketPrice`
pub const TICKET_PRICE: Item<Uint256> = Item::new("ticket_price");
/// `address[] public players`
pub const PLAYERS: Map<&[u8], Addr> = Map::new("players");
/// the length of `players`, whose elements are the entries of `PLAYERS` keyed by index
pub const PLAYERS_LENGTH: Item<u64> = Item::new("players__length");
/// `uint256 public round`
pub const ROUND: Item<Uint256> = Item::new("round");
/// `mapping(uint256 => address) public winners`
pub const WINNERS: Map<&[u8], Addr> = Map::new("winners");
