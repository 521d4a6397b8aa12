use cosmwasm_std::{Int128, Int256, Int64, Uint128, Uint256, Uint64};
use cw_storage_plus::Item;

/// `uint8 public u8v`
pub const U8V: Item<u8> = Item::new("u8v");
/// `uint16 public u16v`
pub const U16V: Item<u16> = Item::new("u16v");
/// `uint24 public u24v`
pub const U24V: Item<u32> = Item::new("u24v");
/// `uint40 public u40v`
pub const U40V: Item<Uint64> = Item::new("u40v");
/// `uint64 public u64v`
pub const U64V: Item<Uint64> = Item::new("u64v");
/// `uint72 public u72v`
pub const U72V: Item<Uint128> = Item::new("u72v");
/// `uint128 public u128v`
pub const U128V: Item<Uint128> = Item::new("u128v");
/// `uint160 public u160v`
pub const U160V: Item<Uint256> = Item::new("u160v");
/// `uint256 public u256v`
pub const U256V: Item<Uint256> = Item::new("u256v");
/// `int8 public i8v`
pub const I8V: Item<i8> = Item::new("i8v");
/// `int24 public i24v`
pub const I24V: Item<i32> = Item::new("i24v");
/// `int56 public i56v`
pub const I56V: Item<Int64> = Item::new("i56v");
/// `int128 public i128v`
pub const I128V: Item<Int128> = Item::new("i128v");
/// `int200 public i200v`
pub const I200V: Item<Int256> = Item::new("i200v");
/// `int256 public i256v`
pub const I256V: Item<Int256> = Item::new("i256v");
