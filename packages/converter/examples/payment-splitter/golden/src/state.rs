use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `address public immutable owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `uint256 public totalShares`
pub const TOTAL_SHARES: Item<Uint256> = Item::new("total_shares");
/// `uint256 public totalReleased`
pub const TOTAL_RELEASED: Item<Uint256> = Item::new("total_released");
/// `address[] public payees`
pub const PAYEES: Map<&[u8], Addr> = Map::new("payees");
/// the length of `payees`, whose elements are the entries of `PAYEES` keyed by index
pub const PAYEES_LENGTH: Item<u64> = Item::new("payees__length");
/// `mapping(address => uint256) public shares`
pub const SHARES: Map<&Addr, Uint256> = Map::new("shares");
/// `mapping(address => uint256) public released`
pub const RELEASED: Map<&Addr, Uint256> = Map::new("released");
