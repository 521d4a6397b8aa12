use cosmwasm_std::Addr;
use cw_storage_plus::Item;

/// `Grid public grid`
pub const GRID: Item<Addr> = Item::new("grid");
/// `uint16[5] public lastRow`
pub const LAST_ROW: Item<Vec<u16>> = Item::new("last_row");
/// the stored code id used by `new Grid(...)`
pub const GRID_CODE_ID: Item<u64> = Item::new("grid_code_id");
/// how many contracts `new` has created: the instantiate2 salt of the next one
pub const CREATED_CONTRACTS: Item<u64> = Item::new("created_contracts");
