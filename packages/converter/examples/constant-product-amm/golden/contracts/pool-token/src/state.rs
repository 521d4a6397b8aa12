use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `string public symbol`
pub const SYMBOL: Item<String> = Item::new("symbol");
/// `uint256 public totalSupply`
pub const TOTAL_SUPPLY: Item<Uint256> = Item::new("total_supply");
/// `mapping(address => uint256) public override balanceOf`
pub const BALANCE_OF: Map<&Addr, Uint256> = Map::new("balance_of");
/// `mapping(address => mapping(address => uint256)) public allowance`
pub const ALLOWANCE: Map<(&Addr, &Addr), Uint256> = Map::new("allowance");
