use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `mapping(address => uint256) public override balanceOf`
pub const BALANCE_OF: Map<&Addr, Uint256> = Map::new("balance_of");
/// `uint256 public totalSupply`
pub const TOTAL_SUPPLY: Item<Uint256> = Item::new("total_supply");
/// `address public minter`
pub const MINTER: Item<Addr> = Item::new("minter");
