use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::TokenInfo;

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `mapping(uint256 => mapping(address => uint256)) public balanceOf`
pub const BALANCE_OF: Map<(&[u8], &Addr), Uint256> = Map::new("balance_of");
/// `mapping(address => mapping(address => bool)) public isApprovedForAll`
pub const IS_APPROVED_FOR_ALL: Map<(&Addr, &Addr), bool> = Map::new("is_approved_for_all");
/// `mapping(uint256 => TokenInfo) public tokens`
pub const TOKENS: Map<&[u8], TokenInfo> = Map::new("tokens");
/// `uint256[] public tokenIds`
pub const TOKEN_IDS: Map<&[u8], Uint256> = Map::new("token_ids");
/// the length of `tokenIds`, whose elements are the entries of `TOKEN_IDS` keyed by index
pub const TOKEN_IDS_LENGTH: Item<u64> = Item::new("token_ids__length");
