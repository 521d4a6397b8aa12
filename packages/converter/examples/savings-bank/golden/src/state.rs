use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Account;

/// `address public immutable manager`
pub const MANAGER: Item<Addr> = Item::new("manager");
/// `mapping(address => Account) public accounts`
pub const ACCOUNTS: Map<&Addr, Account> = Map::new("accounts");
/// `address[] public customers`
pub const CUSTOMERS: Map<&[u8], Addr> = Map::new("customers");
/// the length of `customers`, whose elements are the entries of `CUSTOMERS` keyed by index
pub const CUSTOMERS_LENGTH: Item<u64> = Item::new("customers__length");
/// `mapping(address => uint256) private _customerIndex`
pub const CUSTOMER_INDEX: Map<&Addr, Uint256> = Map::new("customer_index");
/// `uint256 public totalDeposits`
pub const TOTAL_DEPOSITS: Item<Uint256> = Item::new("total_deposits");
