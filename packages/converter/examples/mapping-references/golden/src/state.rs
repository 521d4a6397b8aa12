use cosmwasm_std::{Addr, StdResult, Storage, Uint256};
use cw_storage_plus::Map;

use crate::msg::{Account, Quote};

/// `mapping(address => uint256) public credits`
pub const CREDITS: Map<&Addr, Uint256> = Map::new("credits");
/// `mapping(address => uint256) public debits`
pub const DEBITS: Map<&Addr, Uint256> = Map::new("debits");
/// `mapping(address => mapping(address => uint256)) public allowed`
pub const ALLOWED: Map<(&Addr, &Addr), Uint256> = Map::new("allowed");
/// `mapping(uint256 => mapping(address => mapping(address => uint256))) public scoped`
pub const SCOPED: Map<(&[u8], &Addr, &Addr), Uint256> = Map::new("scoped");
/// `mapping(uint256 => Account) private accounts`
pub const ACCOUNTS: Map<&[u8], Account> = Map::new("accounts");
/// the `limits` mapping of each `accounts` entry
pub const ACCOUNTS_LIMITS: Map<(&[u8], &Addr), Uint256> = Map::new("accounts__limits");
/// `mapping(bytes32 => Quote) public quotes`
pub const QUOTES: Map<&[u8], Quote> = Map::new("quotes");

/// Where a `mapping(address => mapping(address => uint256))` is stored: what a storage reference to one points at.
#[derive(Clone, Debug, PartialEq)]
pub enum AddressToAddressToUint256Ref {
    /// `allowed`
    Allowed,
    /// `scoped[..]`
    Scoped(Uint256),
}

impl AddressToAddressToUint256Ref {
    /// `m[key]` of the referenced mapping
    pub fn may_load(
        &self,
        storage: &dyn Storage,
        key: (&Addr, &Addr),
    ) -> StdResult<Option<Uint256>> {
        match self {
            AddressToAddressToUint256Ref::Allowed => ALLOWED.may_load(storage, (key.0, key.1)),
            AddressToAddressToUint256Ref::Scoped(k0) => {
                SCOPED.may_load(storage, (k0.to_be_bytes().as_slice(), key.0, key.1))
            }
        }
    }

    /// `m[key] = value` in the referenced mapping
    pub fn save(
        &self,
        storage: &mut dyn Storage,
        key: (&Addr, &Addr),
        value: &Uint256,
    ) -> StdResult<()> {
        match self {
            AddressToAddressToUint256Ref::Allowed => ALLOWED.save(storage, (key.0, key.1), value),
            AddressToAddressToUint256Ref::Scoped(k0) => {
                SCOPED.save(storage, (k0.to_be_bytes().as_slice(), key.0, key.1), value)
            }
        }
    }

    /// `delete m[key]` in the referenced mapping
    pub fn remove(&self, storage: &mut dyn Storage, key: (&Addr, &Addr)) {
        match self {
            AddressToAddressToUint256Ref::Allowed => ALLOWED.remove(storage, (key.0, key.1)),
            AddressToAddressToUint256Ref::Scoped(k0) => {
                SCOPED.remove(storage, (k0.to_be_bytes().as_slice(), key.0, key.1))
            }
        }
    }

    /// where the inner mapping `m[key]` is stored
    pub fn entry(&self, key: Addr) -> AddressToUint256Ref {
        match self {
            AddressToAddressToUint256Ref::Allowed => AddressToUint256Ref::Allowed(key),
            AddressToAddressToUint256Ref::Scoped(k0) => AddressToUint256Ref::Scoped(*k0, key),
        }
    }
}

/// Where a `mapping(address => uint256)` is stored: what a storage reference to one points at.
#[derive(Clone, Debug, PartialEq)]
pub enum AddressToUint256Ref {
    /// `credits`
    Credits,
    /// `debits`
    Debits,
    /// `allowed[..]`
    Allowed(Addr),
    /// `scoped[..][..]`
    Scoped(Uint256, Addr),
    /// `accounts[..].limits`
    AccountsLimits(Uint256),
}

impl AddressToUint256Ref {
    /// `m[key]` of the referenced mapping
    pub fn may_load(&self, storage: &dyn Storage, key: &Addr) -> StdResult<Option<Uint256>> {
        match self {
            AddressToUint256Ref::Credits => CREDITS.may_load(storage, key),
            AddressToUint256Ref::Debits => DEBITS.may_load(storage, key),
            AddressToUint256Ref::Allowed(k0) => ALLOWED.may_load(storage, (k0, key)),
            AddressToUint256Ref::Scoped(k0, k1) => {
                SCOPED.may_load(storage, (k0.to_be_bytes().as_slice(), k1, key))
            }
            AddressToUint256Ref::AccountsLimits(k0) => {
                ACCOUNTS_LIMITS.may_load(storage, (k0.to_be_bytes().as_slice(), key))
            }
        }
    }

    /// `m[key] = value` in the referenced mapping
    pub fn save(&self, storage: &mut dyn Storage, key: &Addr, value: &Uint256) -> StdResult<()> {
        match self {
            AddressToUint256Ref::Credits => CREDITS.save(storage, key, value),
            AddressToUint256Ref::Debits => DEBITS.save(storage, key, value),
            AddressToUint256Ref::Allowed(k0) => ALLOWED.save(storage, (k0, key), value),
            AddressToUint256Ref::Scoped(k0, k1) => {
                SCOPED.save(storage, (k0.to_be_bytes().as_slice(), k1, key), value)
            }
            AddressToUint256Ref::AccountsLimits(k0) => {
                ACCOUNTS_LIMITS.save(storage, (k0.to_be_bytes().as_slice(), key), value)
            }
        }
    }

    /// `delete m[key]` in the referenced mapping
    pub fn remove(&self, storage: &mut dyn Storage, key: &Addr) {
        match self {
            AddressToUint256Ref::Credits => CREDITS.remove(storage, key),
            AddressToUint256Ref::Debits => DEBITS.remove(storage, key),
            AddressToUint256Ref::Allowed(k0) => ALLOWED.remove(storage, (k0, key)),
            AddressToUint256Ref::Scoped(k0, k1) => {
                SCOPED.remove(storage, (k0.to_be_bytes().as_slice(), k1, key))
            }
            AddressToUint256Ref::AccountsLimits(k0) => {
                ACCOUNTS_LIMITS.remove(storage, (k0.to_be_bytes().as_slice(), key))
            }
        }
    }
}

/// Where a `mapping(bytes32 => struct MappingLedger.Quote)` is stored: what a storage reference to one points at.
#[derive(Clone, Debug, PartialEq)]
pub enum Bytes32ToQuoteRef {
    /// `quotes`
    Quotes,
}

impl Bytes32ToQuoteRef {
    /// `m[key]` of the referenced mapping
    pub fn may_load(&self, storage: &dyn Storage, key: &[u8]) -> StdResult<Option<Quote>> {
        match self {
            Bytes32ToQuoteRef::Quotes => QUOTES.may_load(storage, key),
        }
    }

    /// `m[key] = value` in the referenced mapping
    pub fn save(&self, storage: &mut dyn Storage, key: &[u8], value: &Quote) -> StdResult<()> {
        match self {
            Bytes32ToQuoteRef::Quotes => QUOTES.save(storage, key, value),
        }
    }

    /// `delete m[key]` in the referenced mapping
    pub fn remove(&self, storage: &mut dyn Storage, key: &[u8]) {
        match self {
            Bytes32ToQuoteRef::Quotes => QUOTES.remove(storage, key),
        }
    }
}
