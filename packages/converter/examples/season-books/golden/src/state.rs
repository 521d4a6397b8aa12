use cosmwasm_std::{Addr, StdResult, Storage, Uint256};
use cw_storage_plus::{Item, Map};

/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `bool public autumn`
pub const AUTUMN: Item<bool> = Item::new("autumn");
/// `mapping(address => uint256) springScores`
pub const SPRING_SCORES: Map<&Addr, Uint256> = Map::new("spring_scores");
/// `mapping(address => uint256) autumnScores`
pub const AUTUMN_SCORES: Map<&Addr, Uint256> = Map::new("autumn_scores");

/// Where a `mapping(address => uint256)` is stored: what a storage reference to one points at.
#[derive(Clone, Debug, PartialEq)]
pub enum AddressToUint256Ref {
    /// `springScores`
    SpringScores,
    /// `autumnScores`
    AutumnScores,
}

impl AddressToUint256Ref {
    /// `m[key]` of the referenced mapping
    pub fn may_load(&self, storage: &dyn Storage, key: &Addr) -> StdResult<Option<Uint256>> {
        match self {
            AddressToUint256Ref::SpringScores => SPRING_SCORES.may_load(storage, key),
            AddressToUint256Ref::AutumnScores => AUTUMN_SCORES.may_load(storage, key),
        }
    }

    /// `m[key] = value` in the referenced mapping
    pub fn save(&self, storage: &mut dyn Storage, key: &Addr, value: &Uint256) -> StdResult<()> {
        match self {
            AddressToUint256Ref::SpringScores => SPRING_SCORES.save(storage, key, value),
            AddressToUint256Ref::AutumnScores => AUTUMN_SCORES.save(storage, key, value),
        }
    }

    /// `delete m[key]` in the referenced mapping
    pub fn remove(&self, storage: &mut dyn Storage, key: &Addr) {
        match self {
            AddressToUint256Ref::SpringScores => SPRING_SCORES.remove(storage, key),
            AddressToUint256Ref::AutumnScores => AUTUMN_SCORES.remove(storage, key),
        }
    }
}
