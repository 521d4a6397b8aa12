use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Proposal;

/// `mapping(address => uint256) public shares`
pub const SHARES: Map<&Addr, Uint256> = Map::new("shares");
/// `uint256 public totalShares`
pub const TOTAL_SHARES: Item<Uint256> = Item::new("total_shares");
/// `Proposal[] public proposals`
pub const PROPOSALS: Item<Vec<Proposal>> = Item::new("proposals");
/// `mapping(uint256 => mapping(address => bool)) public hasVoted`
pub const HAS_VOTED: Map<(&[u8], &Addr), bool> = Map::new("has_voted");
