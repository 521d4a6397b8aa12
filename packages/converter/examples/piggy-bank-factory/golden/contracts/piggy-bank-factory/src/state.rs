use cosmwasm_std::Addr;
use cw_storage_plus::{Item, Map};

/// `PiggyBank[] public banks`
pub const BANKS: Map<&[u8], Addr> = Map::new("banks");
/// the length of `banks`, whose elements are the entries of `BANKS` keyed by index
pub const BANKS_LENGTH: Item<u64> = Item::new("banks__length");
/// `mapping(address => PiggyBank[]) private _banksOf`
pub const BANKS_OF: Map<(&Addr, &[u8]), Addr> = Map::new("banks_of");
/// the length of each array of `_banksOf`, whose elements are the entries of `BANKS_OF` keyed by its keys and index
pub const BANKS_OF_LENGTH: Map<&Addr, u64> = Map::new("banks_of__length");
/// the stored code id used by `new PiggyBank(...)`
pub const PIGGY_BANK_CODE_ID: Item<u64> = Item::new("piggy_bank_code_id");
/// how many contracts `new` has created: the instantiate2 salt of the next one
pub const CREATED_CONTRACTS: Item<u64> = Item::new("created_contracts");
