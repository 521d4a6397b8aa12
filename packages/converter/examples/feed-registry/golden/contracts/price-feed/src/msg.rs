use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 feedDecimals, uint256 initialPrice)`
#[cw_serde]
pub struct InstantiateMsg {
    pub feed_decimals: Uint256,
    pub initial_price: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `update(uint256 newPrice) external`
    Update { new_price: Uint256 },
    /// `bump(uint256 by) external returns (uint256)`
    Bump { by: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public immutable decimals`
    #[returns(cosmwasm_std::Uint256)]
    Decimals {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// `latest() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Latest {},
}

#[cw_serde]
pub struct MigrateMsg {}
