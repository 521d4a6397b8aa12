use cosmwasm_std::{Addr, StdResult, Storage, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Set;

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `AddressWords.Set private members`
pub const MEMBERS: Item<Set> = Item::new("members");
/// the `positions` mapping of each `members` entry
pub const MEMBERS_POSITIONS: Map<&[u8], Uint256> = Map::new("members__positions");
/// `mapping(uint256 => uint256) private joinedAt`
pub const JOINED_AT: Map<&[u8], Uint256> = Map::new("joined_at");
/// `uint256 public lastPacked`
pub const LAST_PACKED: Item<Uint256> = Item::new("last_packed");

/// Where a `Set` is stored: what a storage reference to one points at.
/// Its plain fields travel by value; its mappings are reached through this location.
#[derive(Clone, Debug, PartialEq)]
pub enum SetRef {
    /// `members`
    Members,
}

impl SetRef {
    /// `positions[key]` of the referenced `Set`
    pub fn may_load_positions(
        &self,
        storage: &dyn Storage,
        key: &[u8],
    ) -> StdResult<Option<Uint256>> {
        match self {
            SetRef::Members => MEMBERS_POSITIONS.may_load(storage, key),
        }
    }

    /// `positions[key] = value` in the referenced `Set`
    pub fn save_positions(
        &self,
        storage: &mut dyn Storage,
        key: &[u8],
        value: &Uint256,
    ) -> StdResult<()> {
        match self {
            SetRef::Members => MEMBERS_POSITIONS.save(storage, key, value),
        }
    }

    /// `delete positions[key]` in the referenced `Set`
    pub fn remove_positions(&self, storage: &mut dyn Storage, key: &[u8]) {
        match self {
            SetRef::Members => MEMBERS_POSITIONS.remove(storage, key),
        }
    }
}
