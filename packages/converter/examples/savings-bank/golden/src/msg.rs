use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Uint256, Uint64};

/// `struct Account`
#[cw_serde]
#[derive(Default)]
pub struct Account {
    pub balance: Uint256,
    pub opened_at: Uint64,
    pub deposits: u32,
    pub frozen: bool,
}

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `deposit() external payable notFrozen`
    Deposit {},
    /// `withdraw(uint256 amount) external hasAccount(msg.sender) notFrozen`
    Withdraw { amount: Uint256 },
    /// `transferTo(address to, uint256 amount) external hasAccount(msg.sender) hasAccount(to) notFrozen`
    TransferTo { to: String, amount: Uint256 },
    /// `setFrozen(address customer, bool frozen) external hasAccount(customer)`
    SetFrozen { customer: String, frozen: bool },
    /// `closeAccount() external hasAccount(msg.sender) notFrozen`
    CloseAccount {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public immutable manager`
    #[returns(cosmwasm_std::Addr)]
    Manager {},
    /// getter of `mapping(address => Account) public accounts`
    #[returns(Account)]
    Accounts { arg0: String },
    /// getter of `address[] public customers`
    #[returns(cosmwasm_std::Addr)]
    Customers { arg0: Uint256 },
    /// getter of `uint256 public totalDeposits`
    #[returns(cosmwasm_std::Uint256)]
    TotalDeposits {},
    /// `customerCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    CustomerCount {},
    /// `allCustomers() external view returns (address[])`
    #[returns(Vec<cosmwasm_std::Addr>)]
    AllCustomers {},
    /// `quoteCompound(uint256 principal, uint16 rateBps, uint8 periods) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    QuoteCompound {
        principal: Uint256,
        rate_bps: u16,
        periods: u8,
    },
}

#[cw_serde]
pub struct MigrateMsg {}
