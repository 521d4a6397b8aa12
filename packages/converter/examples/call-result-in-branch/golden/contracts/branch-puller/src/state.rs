use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `IFeeVault public immutable vault`
pub const VAULT: Item<Addr> = Item::new("vault");
/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `uint256 public skipped`
pub const SKIPPED: Item<Uint256> = Item::new("skipped");
/// `uint256 public calls`
pub const CALLS: Item<Uint256> = Item::new("calls");
