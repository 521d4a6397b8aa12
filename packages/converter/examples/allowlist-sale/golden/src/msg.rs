use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `struct RoleData`
#[cw_serde]
pub struct RoleData {
    pub admin_role: HexBinary,
}

impl Default for RoleData {
    fn default() -> Self {
        Self {
            admin_role: HexBinary::from(vec![0u8; 32]),
        }
    }
}

/// `constructor(uint256 price_, uint256 capPerBuyer_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub price: Uint256,
    pub cap_per_buyer: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `grantRole(bytes32 role, address account) public onlyRole(getRoleAdmin(role))` (from `AccessControl`)
    GrantRole { role: HexBinary, account: String },
    /// `revokeRole(bytes32 role, address account) public onlyRole(getRoleAdmin(role))` (from `AccessControl`)
    RevokeRole { role: HexBinary, account: String },
    /// `renounceRole(bytes32 role, address callerConfirmation) public` (from `AccessControl`)
    RenounceRole {
        role: HexBinary,
        caller_confirmation: String,
    },
    /// `setSaleOpen(bool open) external onlyRole(SALE_MANAGER_ROLE)`
    SetSaleOpen { open: bool },
    /// `setAllowlisted(address[] accounts, bool allowed) external onlyRole(ALLOWLISTER_ROLE)`
    SetAllowlisted {
        accounts: Vec<String>,
        allowed: bool,
    },
    /// `buy(uint256 quantity) external payable`
    Buy { quantity: Uint256 },
    /// `withdraw(address payable to) external onlyRole(DEFAULT_ADMIN_ROLE)`
    Withdraw { to: String },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `bytes32 public constant DEFAULT_ADMIN_ROLE`
    #[returns(cosmwasm_std::HexBinary)]
    DefaultAdminRole {},
    /// `hasRole(bytes32 role, address account) public view returns (bool)` (from `AccessControl`)
    #[returns(bool)]
    HasRole { role: HexBinary, account: String },
    /// `getRoleAdmin(bytes32 role) public view returns (bytes32)` (from `AccessControl`)
    #[returns(cosmwasm_std::HexBinary)]
    GetRoleAdmin { role: HexBinary },
    /// getter of `bytes32 public constant SALE_MANAGER_ROLE`
    #[returns(cosmwasm_std::HexBinary)]
    SaleManagerRole {},
    /// getter of `bytes32 public constant ALLOWLISTER_ROLE`
    #[returns(cosmwasm_std::HexBinary)]
    AllowlisterRole {},
    /// getter of `uint256 public price`
    #[returns(cosmwasm_std::Uint256)]
    Price {},
    /// getter of `uint256 public capPerBuyer`
    #[returns(cosmwasm_std::Uint256)]
    CapPerBuyer {},
    /// getter of `bool public saleOpen`
    #[returns(bool)]
    SaleOpen {},
    /// getter of `uint256 public sold`
    #[returns(cosmwasm_std::Uint256)]
    Sold {},
    /// getter of `mapping(address => bool) public allowlisted`
    #[returns(bool)]
    Allowlisted { arg0: String },
    /// getter of `mapping(address => uint256) public credits`
    #[returns(cosmwasm_std::Uint256)]
    Credits { arg0: String },
}

#[cw_serde]
pub struct MigrateMsg {}
