use cosmwasm_std::{Addr, HexBinary, Uint256};
use cw_storage_plus::{Item, Map};

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `bytes[] private payloads`
pub const PAYLOADS: Map<&[u8], HexBinary> = Map::new("payloads");
/// the length of `payloads`, whose elements are the entries of `PAYLOADS` keyed by index
pub const PAYLOADS_LENGTH: Item<u64> = Item::new("payloads__length");
/// `mapping(uint256 => bool) public executed`
pub const EXECUTED: Map<&[u8], bool> = Map::new("executed");
/// `mapping(address => uint256) public credits`
pub const CREDITS: Map<&Addr, Uint256> = Map::new("credits");
/// `mapping(bytes4 => uint256) public tagged`
pub const TAGGED: Map<&[u8], Uint256> = Map::new("tagged");
