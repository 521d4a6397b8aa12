use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `trust(address vault) external`
    Trust { vault: String },
    /// `onDeposit(address, uint256) external view returns (bytes4)`
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
    /// getter of `address public trusted`
    #[returns(cosmwasm_std::Addr)]
    Trusted {},
    /// `onDeposit(address, uint256) external view returns (bytes4)`
    #[returns(cosmwasm_std::HexBinary)]
    OnDeposit {
        #[serde(alias = "from")]
        arg0: String,
        #[serde(alias = "amount")]
        arg1: Uint256,
        sender: String,
    },
}

#[cw_serde]
pub struct MigrateMsg {}
