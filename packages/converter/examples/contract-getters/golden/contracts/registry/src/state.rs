use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Profile;

/// `Owned`: `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `mapping(address => uint256) public balances`
pub const BALANCES: Map<&Addr, Uint256> = Map::new("balances");
/// `mapping(address => mapping(address => uint256)) public allowances`
pub const ALLOWANCES: Map<(&Addr, &Addr), Uint256> = Map::new("allowances");
/// `uint256[] public tags`
pub const TAGS: Map<&[u8], Uint256> = Map::new("tags");
/// the length of `tags`, whose elements are the entries of `TAGS` keyed by index
pub const TAGS_LENGTH: Item<u64> = Item::new("tags__length");
/// `mapping(address => Profile) public profiles`
pub const PROFILES: Map<&Addr, Profile> = Map::new("profiles");
