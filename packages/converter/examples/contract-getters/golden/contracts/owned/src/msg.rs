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

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// `isOwner(address who) public view returns (bool)`
    #[returns(bool)]
    IsOwner { who: String },
}

#[cw_serde]
pub struct MigrateMsg {}
