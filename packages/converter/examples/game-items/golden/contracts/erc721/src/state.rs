use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `string private _name`
pub const NAME: Item<String> = Item::new("name");
/// `string private _symbol`
pub const SYMBOL: Item<String> = Item::new("symbol");
/// `mapping(uint256 => address) private _owners`
pub const OWNERS: Map<&[u8], Addr> = Map::new("owners");
/// `mapping(address => uint256) private _balances`
pub const BALANCES: Map<&Addr, Uint256> = Map::new("balances");
/// `mapping(uint256 => address) private _tokenApprovals`
pub const TOKEN_APPROVALS: Map<&[u8], Addr> = Map::new("token_approvals");
/// `mapping(address => mapping(address => bool)) private _operatorApprovals`
pub const OPERATOR_APPROVALS: Map<(&Addr, &Addr), bool> = Map::new("operator_approvals");
