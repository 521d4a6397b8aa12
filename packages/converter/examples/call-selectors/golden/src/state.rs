use cosmwasm_std::{Addr, HexBinary, Uint256};
use cw_storage_plus::{Item, Map};

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `bytes4 public deployedWith`
pub const DEPLOYED_WITH: Item<HexBinary> = Item::new("deployed_with");
/// `bytes4 public lastSelector`
pub const LAST_SELECTOR: Item<HexBinary> = Item::new("last_selector");
/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `mapping(bytes4 => mapping(address => bool)) public allowed`
pub const ALLOWED: Map<(&[u8], &Addr), bool> = Map::new("allowed");
/// `mapping(bytes4 => uint256) public calls`
pub const CALLS: Map<&[u8], Uint256> = Map::new("calls");
