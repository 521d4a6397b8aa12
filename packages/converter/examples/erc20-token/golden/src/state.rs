use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `ERC20`: `mapping(address => uint256) private _balances`
pub const BALANCES: Map<&Addr, Uint256> = Map::new("balances");
/// `ERC20`: `mapping(address => mapping(address => uint256)) private _allowances`
pub const ALLOWANCES: Map<(&Addr, &Addr), Uint256> = Map::new("allowances");
/// `ERC20`: `uint256 private _totalSupply`
pub const TOTAL_SUPPLY: Item<Uint256> = Item::new("total_supply");
/// `ERC20`: `string private _name`
pub const NAME: Item<String> = Item::new("name");
/// `ERC20`: `string private _symbol`
pub const SYMBOL: Item<String> = Item::new("symbol");
/// `Ownable`: `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `ERC20Pausable`: `bool public paused`
pub const PAUSED: Item<bool> = Item::new("paused");
/// `uint8 private immutable _decimals`
pub const DECIMALS: Item<u8> = Item::new("decimals");
