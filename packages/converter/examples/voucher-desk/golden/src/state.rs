use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `address public issuer`
pub const ISSUER: Item<Addr> = Item::new("issuer");
/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `mapping(bytes32 => bool) public redeemed`
pub const REDEEMED: Map<&[u8], bool> = Map::new("redeemed");
/// `mapping(address => uint256) public credit`
pub const CREDIT: Map<&Addr, Uint256> = Map::new("credit");
/// `uint256 public totalRedeemed`
pub const TOTAL_REDEEMED: Item<Uint256> = Item::new("total_redeemed");
