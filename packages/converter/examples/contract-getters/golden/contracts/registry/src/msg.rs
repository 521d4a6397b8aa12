use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Uint256, Uint64};

/// `struct Profile`
#[cw_serde]
#[derive(Default)]
pub struct Profile {
    pub name: String,
    pub level: Uint64,
    pub active: bool,
    pub history: Vec<Uint256>,
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `credit(address who, uint256 amount) external returns (uint256)`
    Credit { who: String, amount: Uint256 },
    /// `approve(address spender, uint256 amount) external`
    Approve { spender: String, amount: Uint256 },
    /// `addTag(uint256 tag) external`
    AddTag { tag: Uint256 },
    /// `setProfile(string name, uint64 level) external`
    SetProfile { name: String, level: Uint64 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// `isOwner(address who) public view returns (bool)` (from `Owned`)
    #[returns(bool)]
    IsOwner { who: String },
    /// getter of `uint256 public total`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// getter of `mapping(address => uint256) public balances`
    #[returns(cosmwasm_std::Uint256)]
    Balances { arg0: String },
    /// getter of `mapping(address => mapping(address => uint256)) public allowances`
    #[returns(cosmwasm_std::Uint256)]
    Allowances { arg0: String, arg1: String },
    /// getter of `uint256[] public tags`
    #[returns(cosmwasm_std::Uint256)]
    Tags { arg0: Uint256 },
    /// getter of `mapping(address => Profile) public profiles`
    #[returns(ProfilesResponse)]
    Profiles { arg0: String },
}

/// The return values of the getter of `profiles`.
#[cw_serde]
pub struct ProfilesResponse {
    pub name: String,
    pub level: Uint64,
    pub active: bool,
}

#[cw_serde]
pub struct MigrateMsg {}
