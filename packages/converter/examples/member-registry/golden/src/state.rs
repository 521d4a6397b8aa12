use cosmwasm_std::{Addr, HexBinary, StdResult, Storage, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::{Counter, Proposal, Set};

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `AddressSet.Set private members`
pub const MEMBERS: Item<Set> = Item::new("members");
/// the `indexes` mapping of each `members` entry
pub const MEMBERS_INDEXES: Map<&Addr, Uint256> = Map::new("members__indexes");
/// `mapping(bytes32 => AddressSet.Set) private roleMembers`
pub const ROLE_MEMBERS: Map<&[u8], Set> = Map::new("role_members");
/// the `indexes` mapping of each `roleMembers` entry
pub const ROLE_MEMBERS_INDEXES: Map<(&[u8], &Addr), Uint256> = Map::new("role_members__indexes");
/// `Counters.Counter private proposalIds`
pub const PROPOSAL_IDS: Item<Counter> = Item::new("proposal_ids");
/// `mapping(uint256 => Proposal) private proposals`
pub const PROPOSALS: Map<&[u8], Proposal> = Map::new("proposals");
/// the `voted` mapping of each `proposals` entry
pub const PROPOSALS_VOTED: Map<(&[u8], &Addr), bool> = Map::new("proposals__voted");

/// Where a `Set` is stored: what a storage reference to one points at.
/// Its plain fields travel by value; its mappings are reached through this location.
#[derive(Clone, Debug, PartialEq)]
pub enum SetRef {
    /// `members`
    Members,
    /// an entry of `roleMembers`
    RoleMembers(HexBinary),
}

impl SetRef {
    /// `indexes[key]` of the referenced `Set`
    pub fn may_load_indexes(
        &self,
        storage: &dyn Storage,
        key: &Addr,
    ) -> StdResult<Option<Uint256>> {
        match self {
            SetRef::Members => MEMBERS_INDEXES.may_load(storage, key),
            SetRef::RoleMembers(k0) => ROLE_MEMBERS_INDEXES.may_load(storage, (k0.as_slice(), key)),
        }
    }

    /// `indexes[key] = value` in the referenced `Set`
    pub fn save_indexes(
        &self,
        storage: &mut dyn Storage,
        key: &Addr,
        value: &Uint256,
    ) -> StdResult<()> {
        match self {
            SetRef::Members => MEMBERS_INDEXES.save(storage, key, value),
            SetRef::RoleMembers(k0) => {
                ROLE_MEMBERS_INDEXES.save(storage, (k0.as_slice(), key), value)
            }
        }
    }

    /// `delete indexes[key]` in the referenced `Set`
    pub fn remove_indexes(&self, storage: &mut dyn Storage, key: &Addr) {
        match self {
            SetRef::Members => MEMBERS_INDEXES.remove(storage, key),
            SetRef::RoleMembers(k0) => ROLE_MEMBERS_INDEXES.remove(storage, (k0.as_slice(), key)),
        }
    }
}
