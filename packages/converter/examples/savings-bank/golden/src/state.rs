use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Account;

/// `address public immutable manager`
pub const MANAGER: Item<Addr> = Item::new("manager");
/// `mapping(address => Account) public accounts`
pub const ACCOUNTS: Map<&Addr, Account> = Map::new("accounts");
/// `address[] public customers`
pub const CUSTOMERS: Item<Vec<Addr>> = Item::new("customers");
/// `mapping(address => uint256) private _customerIndex`
pub const CUSTOMER_INDEX: Map<&Addr, Uint256> = Map::new("customer_index");
/// `uint256 public totalDeposits`
pub const TOTAL_DEPOSITS: Item<Uint256> = Item::new("total_deposits");
