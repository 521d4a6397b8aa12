use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `mapping(address => uint256) public override balanceOf`
pub const BALANCE_OF: Map<&Addr, Uint256> = Map::new("balance_of");
/// `mapping(address => mapping(address => uint256)) public allowance`
pub const ALLOWANCE: Map<(&Addr, &Addr), Uint256> = Map::new("allowance");
/// `bool public frozen`
pub const FROZEN: Item<bool> = Item::new("frozen");
/// `address public minter`
pub const MINTER: Item<Addr> = Item::new("minter");
