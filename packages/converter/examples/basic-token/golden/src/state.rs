use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `OwnableBase`: `address private _owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `string public name`
pub const NAME: Item<String> = Item::new("name");
/// `string public symbol`
pub const SYMBOL: Item<String> = Item::new("symbol");
/// `uint256 public immutable maxSupply`
pub const MAX_SUPPLY: Item<Uint256> = Item::new("max_supply");
/// `uint256 public totalSupply`
pub const TOTAL_SUPPLY: Item<Uint256> = Item::new("total_supply");
/// `mapping(address => uint256) public balanceOf`
pub const BALANCE_OF: Map<&Addr, Uint256> = Map::new("balance_of");
/// `mapping(address => mapping(address => uint256)) public allowance`
pub const ALLOWANCE: Map<(&Addr, &Addr), Uint256> = Map::new("allowance");
