use cosmwasm_std::Addr;
use cw_storage_plus::{Item, Map};

use crate::msg::Operation;

/// `address public admin`
pub const ADMIN: Item<Addr> = Item::new("admin");
/// `address public pendingAdmin`
pub const PENDING_ADMIN: Item<Addr> = Item::new("pending_admin");
/// `Operation[] public operations`
pub const OPERATIONS: Map<&[u8], Operation> = Map::new("operations");
/// the length of `operations`, whose elements are the entries of `OPERATIONS` keyed by index
pub const OPERATIONS_LENGTH: Item<u64> = Item::new("operations__length");
/// `mapping(bytes32 => bool) public queuedHashes`
pub const QUEUED_HASHES: Map<&[u8], bool> = Map::new("queued_hashes");
