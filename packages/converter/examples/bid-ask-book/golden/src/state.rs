use cosmwasm_std::Uint256;
use cw_storage_plus::{Item, Map};

use crate::msg::{OrderData, Stats};

/// `Order[] public orders`
pub const ORDERS: Map<&[u8], OrderData> = Map::new("orders");
/// the length of `orders`, whose elements are the entries of `ORDERS` keyed by index
pub const ORDERS_LENGTH: Item<u64> = Item::new("orders__length");
/// `uint256[] public bidIds`
pub const BID_IDS: Item<Vec<Uint256>> = Item::new("bid_ids");
/// `uint256[] public askIds`
pub const ASK_IDS: Item<Vec<Uint256>> = Item::new("ask_ids");
/// `Stats public bidStats`
pub const BID_STATS: Item<Stats> = Item::new("bid_stats");
/// `Stats public askStats`
pub const ASK_STATS: Item<Stats> = Item::new("ask_stats");
