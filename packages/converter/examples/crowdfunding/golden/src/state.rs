use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Campaign;

/// `uint256 public count`
pub const COUNT: Item<Uint256> = Item::new("count");
/// `mapping(uint256 => Campaign) public campaigns`
pub const CAMPAIGNS: Map<&[u8], Campaign> = Map::new("campaigns");
/// `mapping(uint256 => mapping(address => uint256)) public pledgedAmount`
pub const PLEDGED_AMOUNT: Map<(&[u8], &Addr), Uint256> = Map::new("pledged_amount");
