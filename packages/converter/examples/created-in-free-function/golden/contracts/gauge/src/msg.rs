use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 start)`
#[cw_serde]
pub struct InstantiateMsg {
    pub start: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public level`
    #[returns(cosmwasm_std::Uint256)]
    Level {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// `scaled(uint256 factor) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Scaled { factor: Uint256 },
}

#[cw_serde]
pub struct MigrateMsg {}
