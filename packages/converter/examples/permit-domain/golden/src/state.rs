use cosmwasm_std::{Addr, HexBinary, Uint256};
use cw_storage_plus::{Item, Map};

/// `bytes32 private immutable _cachedDomainSeparator`
pub const CACHED_DOMAIN_SEPARATOR: Item<HexBinary> = Item::new("cached_domain_separator");
/// `uint256 private immutable _cachedChainId`
pub const CACHED_CHAIN_ID: Item<Uint256> = Item::new("cached_chain_id");
/// `address private immutable _cachedThis`
pub const CACHED_THIS: Item<Addr> = Item::new("cached_this");
/// `mapping(address => uint256) public nonces`
pub const NONCES: Map<&Addr, Uint256> = Map::new("nonces");
/// `mapping(address => mapping(address => uint256)) public allowance`
pub const ALLOWANCE: Map<(&Addr, &Addr), Uint256> = Map::new("allowance");
