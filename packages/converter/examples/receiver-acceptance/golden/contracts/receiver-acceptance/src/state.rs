use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Map;

/// `mapping(uint256 => mapping(address => uint256)) public balanceOf`
pub const BALANCE_OF: Map<(&[u8], &Addr), Uint256> = Map::new("balance_of");
