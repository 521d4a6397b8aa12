use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `PriceFeed public fallbackFeed`
pub const FALLBACK_FEED: Item<Addr> = Item::new("fallback_feed");
/// `PriceFeed public immutable primary`
pub const PRIMARY: Item<Addr> = Item::new("primary");
/// `uint256 public immutable scale`
pub const SCALE: Item<Uint256> = Item::new("scale");
/// `uint256 public openingPrice`
pub const OPENING_PRICE: Item<Uint256> = Item::new("opening_price");
/// `uint256 public adjustedPrice`
pub const ADJUSTED_PRICE: Item<Uint256> = Item::new("adjusted_price");
/// `uint256 public bumpedPrice`
pub const BUMPED_PRICE: Item<Uint256> = Item::new("bumped_price");
/// `uint256 public bumps`
pub const BUMPS: Item<Uint256> = Item::new("bumps");
/// `uint256 public fallbackBumped`
pub const FALLBACK_BUMPED: Item<Uint256> = Item::new("fallback_bumped");
/// `address public admin`
pub const ADMIN: Item<Addr> = Item::new("admin");
/// the stored code id used by `new PriceFeed(...)`
pub const PRICE_FEED_CODE_ID: Item<u64> = Item::new("price_feed_code_id");
/// how many contracts `new` has created: the instantiate2 salt of the next one
pub const CREATED_CONTRACTS: Item<u64> = Item::new("created_contracts");
