use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 initial, uint256 cap_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub initial: Uint256,
    pub cap: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `add(uint256 amount) external withinCap counted returns (uint256)`
    Add { amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `uint256 public total`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// getter of `uint256 public entries`
    #[returns(cosmwasm_std::Uint256)]
    Entries {},
    /// getter of `uint256 public cap`
    #[returns(cosmwasm_std::Uint256)]
    Cap {},
    /// getter of `uint256 public seeds`
    #[returns(cosmwasm_std::Uint256)]
    Seeds {},
}

#[cw_serde]
pub struct MigrateMsg {}
