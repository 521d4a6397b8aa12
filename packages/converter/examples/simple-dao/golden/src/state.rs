use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Proposal;

/// `mapping(address => uint256) public shares`
pub const SHARES: Map<&Addr, Uint256> = Map::new("shares");
/// `uint256 public totalShares`
pub const TOTAL_SHARES: Item<Uint256> = Item::new("total_shares");
/// `Proposal[] public proposals`
pub const PROPOSALS: Map<&[u8], Proposal> = Map::new("proposals");
/// the length of `proposals`, whose elements are the entries of `PROPOSALS` keyed by index
pub const PROPOSALS_LENGTH: Item<u64> = Item::new("proposals__length");
/// `mapping(uint256 => mapping(address => bool)) public hasVoted`
pub const HAS_VOTED: Map<(&[u8], &Addr), bool> = Map::new("has_voted");
