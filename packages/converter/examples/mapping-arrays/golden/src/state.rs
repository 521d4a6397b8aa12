use cosmwasm_std::{Addr, StdResult, Storage, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Entry;

/// `mapping(address => uint256)[] private seasons`
pub const SEASONS: Map<(&[u8], &Addr), Uint256> = Map::new("seasons");
/// the length of `seasons` (pop and delete keep the entries of its mappings, as on the EVM)
pub const SEASONS_LENGTH: Item<u64> = Item::new("seasons__length");
/// `mapping(address => Entry)[] public entries`
pub const ENTRIES: Map<(&[u8], &Addr), Entry> = Map::new("entries");
/// the length of `entries` (pop and delete keep the entries of its mappings, as on the EVM)
pub const ENTRIES_LENGTH: Item<u64> = Item::new("entries__length");
/// `mapping(uint8 => uint256)[3] public leagues`
pub const LEAGUES: Map<(&[u8], u8), Uint256> = Map::new("leagues");

/// Where a `mapping(address => uint256)` is stored: what a storage reference to one points at.
#[derive(Clone, Debug, PartialEq)]
pub enum AddressToUint256Ref {
    /// `seasons[..]`
    Seasons(Uint256),
}

impl AddressToUint256Ref {
    /// `m[key]` of the referenced mapping
    pub fn may_load(&self, storage: &dyn Storage, key: &Addr) -> StdResult<Option<Uint256>> {
        match self {
            AddressToUint256Ref::Seasons(k0) => {
                SEASONS.may_load(storage, (k0.to_be_bytes().as_slice(), key))
            }
        }
    }

    /// `m[key] = value` in the referenced mapping
    pub fn save(&self, storage: &mut dyn Storage, key: &Addr, value: &Uint256) -> StdResult<()> {
        match self {
            AddressToUint256Ref::Seasons(k0) => {
                SEASONS.save(storage, (k0.to_be_bytes().as_slice(), key), value)
            }
        }
    }

    /// `delete m[key]` in the referenced mapping
    pub fn remove(&self, storage: &mut dyn Storage, key: &Addr) {
        match self {
            AddressToUint256Ref::Seasons(k0) => {
                SEASONS.remove(storage, (k0.to_be_bytes().as_slice(), key))
            }
        }
    }
}

/// Where a `mapping(uint8 => uint256)[3]` is stored: what a storage reference to one points at.
#[derive(Clone, Debug, PartialEq)]
pub enum Uint8ToUint256Array3Ref {
    /// `leagues`
    Leagues,
}

impl Uint8ToUint256Array3Ref {
    /// `m[key]` of the referenced mapping
    pub fn may_load(&self, storage: &dyn Storage, key: (&[u8], u8)) -> StdResult<Option<Uint256>> {
        match self {
            Uint8ToUint256Array3Ref::Leagues => LEAGUES.may_load(storage, (key.0, key.1)),
        }
    }

    /// `m[key] = value` in the referenced mapping
    pub fn save(
        &self,
        storage: &mut dyn Storage,
        key: (&[u8], u8),
        value: &Uint256,
    ) -> StdResult<()> {
        match self {
            Uint8ToUint256Array3Ref::Leagues => LEAGUES.save(storage, (key.0, key.1), value),
        }
    }

    /// `delete m[key]` in the referenced mapping
    pub fn remove(&self, storage: &mut dyn Storage, key: (&[u8], u8)) {
        match self {
            Uint8ToUint256Array3Ref::Leagues => LEAGUES.remove(storage, (key.0, key.1)),
        }
    }

    /// where the inner mapping `m[key]` is stored
    pub fn entry(&self, key: Uint256) -> Uint8ToUint256Ref {
        match self {
            Uint8ToUint256Array3Ref::Leagues => Uint8ToUint256Ref::Leagues(key),
        }
    }
}

/// Where a `mapping(uint8 => uint256)` is stored: what a storage reference to one points at.
#[derive(Clone, Debug, PartialEq)]
pub enum Uint8ToUint256Ref {
    /// `leagues[..]`
    Leagues(Uint256),
}

impl Uint8ToUint256Ref {
    /// `m[key]` of the referenced mapping
    pub fn may_load(&self, storage: &dyn Storage, key: u8) -> StdResult<Option<Uint256>> {
        match self {
            Uint8ToUint256Ref::Leagues(k0) => {
                LEAGUES.may_load(storage, (k0.to_be_bytes().as_slice(), key))
            }
        }
    }

    /// `m[key] = value` in the referenced mapping
    pub fn save(&self, storage: &mut dyn Storage, key: u8, value: &Uint256) -> StdResult<()> {
        match self {
            Uint8ToUint256Ref::Leagues(k0) => {
                LEAGUES.save(storage, (k0.to_be_bytes().as_slice(), key), value)
            }
        }
    }

    /// `delete m[key]` in the referenced mapping
    pub fn remove(&self, storage: &mut dyn Storage, key: u8) {
        match self {
            Uint8ToUint256Ref::Leagues(k0) => {
                LEAGUES.remove(storage, (k0.to_be_bytes().as_slice(), key))
            }
        }
    }
}
