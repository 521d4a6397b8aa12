use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Deal;

/// `uint256 public nextId`
pub const NEXT_ID: Item<Uint256> = Item::new("next_id");
/// `mapping(uint256 => Deal) public deals`
pub const DEALS: Map<&[u8], Deal> = Map::new("deals");
/// `mapping(address => uint256[]) private _dealsOf`
pub const DEALS_OF: Map<(&Addr, &[u8]), Uint256> = Map::new("deals_of");
/// the length of each array of `_dealsOf`, whose elements are the entries of `DEALS_OF` keyed by its keys and index
pub const DEALS_OF_LENGTH: Map<&Addr, u64> = Map::new("deals_of__length");
/// `mapping(address => uint256) public feesEarned`
pub const FEES_EARNED: Map<&Addr, Uint256> = Map::new("fees_earned");
