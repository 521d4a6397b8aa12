use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Map;

/// `mapping(address => uint256) public deposits`
pub const DEPOSITS: Map<&Addr, Uint256> = Map::new("deposits");
