use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `string public name`
pub const NAME: Item<String> = Item::new("name");
/// `string public symbol`
pub const SYMBOL: Item<String> = Item::new("symbol");
/// `uint8 public decimals`
pub const DECIMALS: Item<u8> = Item::new("decimals");
/// `mapping(address => uint) public balanceOf`
pub const BALANCE_OF: Map<&Addr, Uint256> = Map::new("balance_of");
/// `mapping(address => mapping(address => uint)) public allowance`
pub const ALLOWANCE: Map<(&Addr, &Addr), Uint256> = Map::new("allowance");
