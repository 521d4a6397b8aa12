use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

/// `uint256 public settledTotal`
pub const SETTLED_TOTAL: Item<Uint256> = Item::new("settled_total");
/// `uint256 public rejected`
pub const REJECTED: Item<Uint256> = Item::new("rejected");
/// `uint256 public minimumFee`
pub const MINIMUM_FEE: Item<Uint256> = Item::new("minimum_fee");
