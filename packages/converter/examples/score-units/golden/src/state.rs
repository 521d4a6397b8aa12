use cosmwasm_std::Addr;
use cw_storage_plus::Map;

/// `mapping(address => Score) private scores`
pub const SCORES: Map<&Addr, u16> = Map::new("scores");
