use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `address payable public immutable seller`
pub const SELLER: Item<Addr> = Item::new("seller");
/// `string public item`
pub const ITEM: Item<String> = Item::new("item");
/// `uint256 public immutable reservePrice`
pub const RESERVE_PRICE: Item<Uint256> = Item::new("reserve_price");
/// `uint256 public endAt`
pub const END_AT: Item<Uint256> = Item::new("end_at");
/// `bool public ended`
pub const ENDED: Item<bool> = Item::new("ended");
/// `address public highestBidder`
pub const HIGHEST_BIDDER: Item<Addr> = Item::new("highest_bidder");
/// `uint256 public highestBid`
pub const HIGHEST_BID: Item<Uint256> = Item::new("highest_bid");
/// `uint256 public lastBidBlock`
pub const LAST_BID_BLOCK: Item<Uint256> = Item::new("last_bid_block");
/// `mapping(address => uint256) public pendingReturns`
pub const PENDING_RETURNS: Map<&Addr, Uint256> = Map::new("pending_returns");
