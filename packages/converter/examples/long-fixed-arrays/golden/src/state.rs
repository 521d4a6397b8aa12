use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Booking;

/// `uint256[1_000_000] public prices`
pub const PRICES: Map<&[u8], Uint256> = Map::new("prices");
/// `Booking[2 ** 40] public bookings`
pub const BOOKINGS: Map<&[u8], Booking> = Map::new("bookings");
/// `uint8[2][50_000] public flags`
pub const FLAGS: Map<&[u8], Vec<u8>> = Map::new("flags");
/// `mapping(address => uint32[100_000]) public marks`
pub const MARKS: Map<(&Addr, &[u8]), u32> = Map::new("marks");
/// `uint256[3] public tiers`
pub const TIERS: Item<Vec<Uint256>> = Item::new("tiers");
