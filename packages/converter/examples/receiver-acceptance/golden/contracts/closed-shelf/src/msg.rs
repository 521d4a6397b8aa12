use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// `onERC1155Received(address, address, uint256, uint256, bytes) external pure returns (bytes4)`
    #[returns(cosmwasm_std::HexBinary)]
    OnErc1155Received {
        #[serde(alias = "operator")]
        arg0: String,
        #[serde(alias = "from")]
        arg1: String,
        #[serde(alias = "id")]
        arg2: Uint256,
        #[serde(alias = "value")]
        arg3: Uint256,
        #[serde(alias = "data")]
        arg4: HexBinary,
    },
}

#[cw_serde]
pub struct MigrateMsg {}
