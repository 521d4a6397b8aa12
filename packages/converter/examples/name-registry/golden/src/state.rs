use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Record;

/// `address public immutable treasury`
pub const TREASURY: Item<Addr> = Item::new("treasury");
/// `mapping(bytes32 => Record) public records`
pub const RECORDS: Map<&[u8], Record> = Map::new("records");
/// `mapping(address => string) public primaryName`
pub const PRIMARY_NAME: Map<&Addr, String> = Map::new("primary_name");
/// `uint256 public registrations`
pub const REGISTRATIONS: Item<Uint256> = Item::new("registrations");
