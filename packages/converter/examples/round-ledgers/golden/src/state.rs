use cosmwasm_std::{Addr, StdResult, Storage, Uint256};
use cw_storage_plus::{Item, Map};

/// `mapping(address => uint256)[][] public tournaments`
pub const TOURNAMENTS: Map<(&[u8], &[u8], &Addr), Uint256> = Map::new("tournaments");
/// the length of each array of `tournaments` (pop and delete keep the entries of its mappings, as on the EVM)
pub const TOURNAMENTS_ELEMENT_LENGTH: Map<&[u8], u64> = Map::new("tournaments__element_length");
/// the length of `tournaments` itself, whose arrays are keyed by their index in it
pub const TOURNAMENTS_LENGTH: Item<u64> = Item::new("tournaments__length");
/// `mapping(uint256 => mapping(address => uint256)[]) public leagueRounds`
pub const LEAGUE_ROUNDS: Map<(&[u8], &[u8], &Addr), Uint256> = Map::new("league_rounds");
/// the length of each array of `leagueRounds` (pop and delete keep the entries of its mappings, as on the EVM)
pub const LEAGUE_ROUNDS_LENGTH: Map<&[u8], u64> = Map::new("league_rounds__length");
/// `mapping(uint256 => mapping(address => uint256)[3]) public divisions`
pub const DIVISIONS: Map<(&[u8], &[u8], &Addr), Uint256> = Map::new("divisions");

/// Where a `mapping(address => uint256)` is stored: what a storage reference to one points at.
#[derive(Clone, Debug, PartialEq)]
pub enum AddressToUint256Ref {
    /// `tournaments[..][..]`
    Tournaments(Uint256, Uint256),
    /// `leagueRounds[..][..]`
    LeagueRounds(Uint256, Uint256),
    /// `divisions[..][..]`
    Divisions(Uint256, Uint256),
}

impl AddressToUint256Ref {
    /// `m[key]` of the referenced mapping
    pub fn may_load(&self, storage: &dyn Storage, key: &Addr) -> StdResult<Option<Uint256>> {
        match self {
            AddressToUint256Ref::Tournaments(k0, k1) => TOURNAMENTS.may_load(
                storage,
                (
                    k0.to_be_bytes().as_slice(),
                    k1.to_be_bytes().as_slice(),
                    key,
                ),
            ),
            AddressToUint256Ref::LeagueRounds(k0, k1) => LEAGUE_ROUNDS.may_load(
                storage,
                (
                    k0.to_be_bytes().as_slice(),
                    k1.to_be_bytes().as_slice(),
                    key,
                ),
            ),
            AddressToUint256Ref::Divisions(k0, k1) => DIVISIONS.may_load(
                storage,
                (
                    k0.to_be_bytes().as_slice(),
                    k1.to_be_bytes().as_slice(),
                    key,
                ),
            ),
        }
    }

    /// `m[key] = value` in the referenced mapping
    pub fn save(&self, storage: &mut dyn Storage, key: &Addr, value: &Uint256) -> StdResult<()> {
        match self {
            AddressToUint256Ref::Tournaments(k0, k1) => TOURNAMENTS.save(
                storage,
                (
                    k0.to_be_bytes().as_slice(),
                    k1.to_be_bytes().as_slice(),
                    key,
                ),
                value,
            ),
            AddressToUint256Ref::LeagueRounds(k0, k1) => LEAGUE_ROUNDS.save(
                storage,
                (
                    k0.to_be_bytes().as_slice(),
                    k1.to_be_bytes().as_slice(),
                    key,
                ),
                value,
            ),
            AddressToUint256Ref::Divisions(k0, k1) => DIVISIONS.save(
                storage,
                (
                    k0.to_be_bytes().as_slice(),
                    k1.to_be_bytes().as_slice(),
                    key,
                ),
                value,
            ),
        }
    }

    /// `delete m[key]` in the referenced mapping
    pub fn remove(&self, storage: &mut dyn Storage, key: &Addr) {
        match self {
            AddressToUint256Ref::Tournaments(k0, k1) => TOURNAMENTS.remove(
                storage,
                (
                    k0.to_be_bytes().as_slice(),
                    k1.to_be_bytes().as_slice(),
                    key,
                ),
            ),
            AddressToUint256Ref::LeagueRounds(k0, k1) => LEAGUE_ROUNDS.remove(
                storage,
                (
                    k0.to_be_bytes().as_slice(),
                    k1.to_be_bytes().as_slice(),
                    key,
                ),
            ),
            AddressToUint256Ref::Divisions(k0, k1) => DIVISIONS.remove(
                storage,
                (
                    k0.to_be_bytes().as_slice(),
                    k1.to_be_bytes().as_slice(),
                    key,
                ),
            ),
        }
    }
}
