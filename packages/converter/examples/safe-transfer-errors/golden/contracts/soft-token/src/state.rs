use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Map;

/// `mapping(address => uint256) public balanceOf`
pub const BALANCE_OF: Map<&Addr, Uint256> = Map::new("balance_of");
/// `mapping(address => mapping(address => uint256)) public allowance`
pub const ALLOWANCE: Map<(&Addr, &Addr), Uint256> = Map::new("allowance");
