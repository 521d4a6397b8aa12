use cosmwasm_std::{Addr, StdResult, Storage, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::{Bytes32Set, UintSet};

/// `EnumerableSet.Bytes32Set private tags`
pub const TAGS: Item<Bytes32Set> = Item::new("tags");
/// the `_inner._positions` mapping of each `tags` entry
pub const TAGS_INNER_POSITIONS: Map<&[u8], Uint256> = Map::new("tags__inner__positions");
/// `mapping(address => EnumerableSet.UintSet) private owned`
pub const OWNED: Map<&Addr, UintSet> = Map::new("owned");
/// the `_inner._positions` mapping of each `owned` entry
pub const OWNED_INNER_POSITIONS: Map<(&Addr, &[u8]), Uint256> = Map::new("owned__inner__positions");

/// Where a `Bytes32Set` is stored: what a storage reference to one points at.
/// Its plain fields travel by value; its mappings are reached through this location.
#[derive(Clone, Debug, PartialEq)]
pub enum Bytes32SetRef {
    /// `tags`
    Tags,
}

impl Bytes32SetRef {
    /// where `_inner` of the referenced `Bytes32Set` is stored
    pub fn inner(&self) -> SetRef {
        match self {
            Bytes32SetRef::Tags => SetRef::TagsInner,
        }
    }
}

/// Where a `Set` is stored: what a storage reference to one points at.
/// Its plain fields travel by value; its mappings are reached through this location.
#[derive(Clone, Debug, PartialEq)]
pub enum SetRef {
    /// `tags.inner`
    TagsInner,
    /// `inner` of an entry of `owned`
    OwnedInner(Addr),
}

impl SetRef {
    /// `_positions[key]` of the referenced `Set`
    pub fn may_load_positions(
        &self,
        storage: &dyn Storage,
        key: &[u8],
    ) -> StdResult<Option<Uint256>> {
        match self {
            SetRef::TagsInner => TAGS_INNER_POSITIONS.may_load(storage, key),
            SetRef::OwnedInner(k0) => OWNED_INNER_POSITIONS.may_load(storage, (k0, key)),
        }
    }

    /// `_positions[key] = value` in the referenced `Set`
    pub fn save_positions(
        &self,
        storage: &mut dyn Storage,
        key: &[u8],
        value: &Uint256,
    ) -> StdResult<()> {
        match self {
            SetRef::TagsInner => TAGS_INNER_POSITIONS.save(storage, key, value),
            SetRef::OwnedInner(k0) => OWNED_INNER_POSITIONS.save(storage, (k0, key), value),
        }
    }

    /// `delete _positions[key]` in the referenced `Set`
    pub fn remove_positions(&self, storage: &mut dyn Storage, key: &[u8]) {
        match self {
            SetRef::TagsInner => TAGS_INNER_POSITIONS.remove(storage, key),
            SetRef::OwnedInner(k0) => OWNED_INNER_POSITIONS.remove(storage, (k0, key)),
        }
    }
}

/// Where a `UintSet` is stored: what a storage reference to one points at.
/// Its plain fields travel by value; its mappings are reached through this location.
#[derive(Clone, Debug, PartialEq)]
pub enum UintSetRef {
    /// an entry of `owned`
    Owned(Addr),
}

impl UintSetRef {
    /// where `_inner` of the referenced `UintSet` is stored
    pub fn inner(&self) -> SetRef {
        match self {
            UintSetRef::Owned(k0) => SetRef::OwnedInner(k0.clone()),
        }
    }
}
