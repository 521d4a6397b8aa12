use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::{Color, Counter};

/// `Base`: `uint256[] public log`
pub const LOG: Map<&[u8], Uint256> = Map::new("log");
/// the length of `log`, whose elements are the entries of `LOG` keyed by index
pub const LOG_LENGTH: Item<u64> = Item::new("log__length");
/// `Color public color`
pub const COLOR: Item<Color> = Item::new("color");
/// `CounterLib.Counter public counter`
pub const COUNTER: Item<Counter> = Item::new("counter");
/// `uint256 public trace`
pub const TRACE: Item<Uint256> = Item::new("trace");
/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `mapping(Color => uint256) public votes`
pub const VOTES: Map<u8, Uint256> = Map::new("votes");
