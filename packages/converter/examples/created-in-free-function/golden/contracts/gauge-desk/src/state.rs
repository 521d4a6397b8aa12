use cosmwasm_std::Uint256;
use cw_storage_plus::Item;

/// `uint256 public total`
pub const TOTAL: Item<Uint256> = Item::new("total");
/// `uint256 public made`
pub const MADE: Item<Uint256> = Item::new("made");
/// the stored code id used by `new Gauge(...)`
pub const GAUGE_CODE_ID: Item<u64> = Item::new("gauge_code_id");
/// how many contracts `new` has created: the instantiate2 salt of the next one
pub const CREATED_CONTRACTS: Item<u64> = Item::new("created_contracts");
