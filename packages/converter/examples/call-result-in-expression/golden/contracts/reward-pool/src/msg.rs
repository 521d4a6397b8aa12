use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 rate_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub rate: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `claim() external returns (uint256)`
    Claim {},
    /// `swap(uint256 amountIn) external returns (uint256)`
    Swap { amount_in: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public paid`
    #[returns(cosmwasm_std::Uint256)]
    Paid {},
    /// getter of `uint256 public rate`
    #[returns(cosmwasm_std::Uint256)]
    Rate {},
}

#[cw_serde]
pub struct MigrateMsg {}
