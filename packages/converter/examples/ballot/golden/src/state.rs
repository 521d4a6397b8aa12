use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::{Proposal, Voter};

/// `address public immutable chairperson`
pub const CHAIRPERSON: Item<Addr> = Item::new("chairperson");
/// `uint256 public immutable deadline`
pub const DEADLINE: Item<Uint256> = Item::new("deadline");
/// `mapping(address => Voter) public voters`
pub const VOTERS: Map<&Addr, Voter> = Map::new("voters");
/// `Proposal[] public proposals`
pub const PROPOSALS: Map<&[u8], Proposal> = Map::new("proposals");
/// the length of `proposals`, whose elements are the entries of `PROPOSALS` keyed by index
pub const PROPOSALS_LENGTH: Item<u64> = Item::new("proposals__length");
