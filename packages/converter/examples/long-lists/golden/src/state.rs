use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::{Bid, Task};

/// `Task[] public tasks`
pub const TASKS: Map<&[u8], Task> = Map::new("tasks");
/// the length of `tasks`, whose elements are the entries of `TASKS` keyed by index
pub const TASKS_LENGTH: Item<u64> = Item::new("tasks__length");
/// `uint256[] public scores`
pub const SCORES: Map<&[u8], Uint256> = Map::new("scores");
/// the length of `scores`, whose elements are the entries of `SCORES` keyed by index
pub const SCORES_LENGTH: Item<u64> = Item::new("scores__length");
/// `address[] private owners`
pub const OWNERS: Map<&[u8], Addr> = Map::new("owners");
/// the length of `owners`, whose elements are the entries of `OWNERS` keyed by index
pub const OWNERS_LENGTH: Item<u64> = Item::new("owners__length");
/// `string[] public notes`
pub const NOTES: Map<&[u8], String> = Map::new("notes");
/// the length of `notes`, whose elements are the entries of `NOTES` keyed by index
pub const NOTES_LENGTH: Item<u64> = Item::new("notes__length");
/// `mapping(address => uint256[]) private tagsOf`
pub const TAGS_OF: Map<(&Addr, &[u8]), Uint256> = Map::new("tags_of");
/// the length of each array of `tagsOf`, whose elements are the entries of `TAGS_OF` keyed by its keys and index
pub const TAGS_OF_LENGTH: Map<&Addr, u64> = Map::new("tags_of__length");
/// `mapping(uint256 => Bid[]) public bidsOf`
pub const BIDS_OF: Map<(&[u8], &[u8]), Bid> = Map::new("bids_of");
/// the length of each array of `bidsOf`, whose elements are the entries of `BIDS_OF` keyed by its keys and index
pub const BIDS_OF_LENGTH: Map<&[u8], u64> = Map::new("bids_of__length");
/// `mapping(address => mapping(uint256 => string[])) private journal`
pub const JOURNAL: Map<(&Addr, &[u8], &[u8]), String> = Map::new("journal");
/// the length of each array of `journal`, whose elements are the entries of `JOURNAL` keyed by its keys and index
pub const JOURNAL_LENGTH: Map<(&Addr, &[u8]), u64> = Map::new("journal__length");
