use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint256, Uint64};

/// `struct Profile`
#[cw_serde]
#[derive(Default)]
pub struct Profile {
    pub name: String,
    pub level: Uint64,
    pub active: bool,
    pub history: Vec<Uint256>,
}

/// `constructor(Registry r)`
#[cw_serde]
pub struct InstantiateMsg {
    pub r: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `creditThrough(address who, uint256 amount) external returns (uint256)`
    CreditThrough { who: String, amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `Registry public registry`
    #[returns(cosmwasm_std::Addr)]
    Registry {},
    /// getter of `uint256 public lastTotal`
    #[returns(cosmwasm_std::Uint256)]
    LastTotal {},
    /// `summary() external view returns (uint256 total, address admin, bool adminIsOwner)`
    #[returns(SummaryResponse)]
    Summary {},
    /// `balanceOf(address who) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { who: String },
    /// `allowanceOf(address holder, address spender) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    AllowanceOf { holder: String, spender: String },
    /// `tagAt(uint256 index) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    TagAt { index: Uint256 },
    /// `profileOf(address who) external view returns (string name, uint64 level, bool active)`
    #[returns(ProfileOfResponse)]
    ProfileOf { who: String },
    /// `levelOf(address who) external view returns (uint64)`
    #[returns(cosmwasm_std::Uint64)]
    LevelOf { who: String },
    /// `totalAt(address at) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    TotalAt { at: String },
    /// `combined(Registry other, address who) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Combined { other: String, who: String },
}

/// The return values of `summary()`.
#[cw_serde]
pub struct SummaryResponse {
    pub total: Uint256,
    pub admin: Addr,
    pub admin_is_owner: bool,
}

/// The return values of `profileOf(address)`.
#[cw_serde]
pub struct ProfileOfResponse {
    pub name: String,
    pub level: Uint64,
    pub active: bool,
}

#[cw_serde]
pub struct MigrateMsg {}

/// Query messages this contract sends to `Owned` contracts (their JSON contract).
#[cw_serde]
pub enum OwnedQueryMsg {
    /// `owner() external view returns (address)`
    Owner {},
    /// `isOwner(address who) public view returns (bool)`
    IsOwner { who: String },
}

/// Execute messages this contract sends to `Registry` contracts (their JSON contract).
#[cw_serde]
pub enum RegistryExecuteMsg {
    /// `credit(address who, uint256 amount) external returns (uint256)`
    Credit { who: String, amount: Uint256 },
}

/// Query messages this contract sends to `Registry` contracts (their JSON contract).
#[cw_serde]
pub enum RegistryQueryMsg {
    /// `total() external view returns (uint256)`
    Total {},
    /// `balances(address) external view returns (uint256)`
    Balances { arg0: String },
    /// `allowances(address, address) external view returns (uint256)`
    Allowances { arg0: String, arg1: String },
    /// `tags(uint256) external view returns (uint256)`
    Tags { arg0: Uint256 },
    /// `profiles(address) external view returns (string name, uint64 level, bool active)`
    Profiles { arg0: String },
}

/// The answer of `profiles` queried on another contract: its return values by name.
#[cw_serde]
pub struct RegistryProfilesResponse {
    #[serde(alias = "ret0")]
    pub name: String,
    #[serde(alias = "ret1")]
    pub level: Uint64,
    #[serde(alias = "ret2")]
    pub active: bool,
}
