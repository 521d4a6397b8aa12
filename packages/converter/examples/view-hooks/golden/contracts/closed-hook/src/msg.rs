use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `onDeposit(address, uint256) external pure returns (bytes4)`
    /// The view run as an execute, for callers through a state-changing declaration: its value is the response data.
    OnDeposit {
        #[serde(alias = "from")]
        arg0: String,
        #[serde(alias = "amount")]
        arg1: Uint256,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// `onDeposit(address, uint256) external pure returns (bytes4)`
    #[returns(cosmwasm_std::HexBinary)]
    OnDeposit {
        #[serde(alias = "from")]
        arg0: String,
        #[serde(alias = "amount")]
        arg1: Uint256,
    },
}

#[cw_serde]
pub struct MigrateMsg {}
