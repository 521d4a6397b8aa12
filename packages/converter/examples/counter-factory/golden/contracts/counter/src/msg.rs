use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 start)`
#[cw_serde]
pub struct InstantiateMsg {
    pub start: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `set(uint256 value) external`
    Set { value: Uint256 },
    /// `add(uint256 amount) external returns (uint256)`
    Add { amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public creator`
    #[returns(cosmwasm_std::Addr)]
    Creator {},
    /// `get() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Get {},
    /// `funds() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Funds {},
}

#[cw_serde]
pub struct MigrateMsg {}
