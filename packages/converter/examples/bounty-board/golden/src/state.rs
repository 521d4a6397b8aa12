use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::{Bounty, Submission};

/// `Bounty[] public bounties`
pub const BOUNTIES: Map<&[u8], Bounty> = Map::new("bounties");
/// the length of `bounties`, whose elements are the entries of `BOUNTIES` keyed by index
pub const BOUNTIES_LENGTH: Item<u64> = Item::new("bounties__length");
/// `mapping(uint256 => Submission[]) private _submissions`
pub const SUBMISSIONS: Map<(&[u8], &[u8]), Submission> = Map::new("submissions");
/// the length of each array of `_submissions`, whose elements are the entries of `SUBMISSIONS` keyed by its keys and index
pub const SUBMISSIONS_LENGTH: Map<&[u8], u64> = Map::new("submissions__length");
/// `mapping(address => uint256) public earnings`
pub const EARNINGS: Map<&Addr, Uint256> = Map::new("earnings");
/// `uint256 public tips`
pub const TIPS: Item<Uint256> = Item::new("tips");
