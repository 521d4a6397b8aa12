use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::RoleData;

/// `AccessControl`: `mapping(bytes32 => RoleData) private _roles`
pub const ROLES: Map<&[u8], RoleData> = Map::new("roles");
/// the `members` mapping of each `_roles` entry
pub const ROLES_MEMBERS: Map<(&[u8], &Addr), bool> = Map::new("roles__members");
/// `uint256 public price`
pub const PRICE: Item<Uint256> = Item::new("price");
/// `uint256 public capPerBuyer`
pub const CAP_PER_BUYER: Item<Uint256> = Item::new("cap_per_buyer");
/// `bool public saleOpen`
pub const SALE_OPEN: Item<bool> = Item::new("sale_open");
/// `uint256 public sold`
pub const SOLD: Item<Uint256> = Item::new("sold");
/// `mapping(address => bool) public allowlisted`
pub const ALLOWLISTED: Map<&Addr, bool> = Map::new("allowlisted");
/// `mapping(address => uint256) public credits`
pub const CREDITS: Map<&Addr, Uint256> = Map::new("credits");
