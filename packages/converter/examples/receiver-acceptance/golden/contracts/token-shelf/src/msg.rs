use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `onERC1155Received(address, address, uint256, uint256 value, bytes) external returns (bytes4)`
    OnErc1155Received {
        #[serde(alias = "operator")]
        arg0: String,
        #[serde(alias = "from")]
        arg1: String,
        #[serde(alias = "id")]
        arg2: Uint256,
        value: Uint256,
        #[serde(alias = "data")]
        arg4: HexBinary,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public received`
    #[returns(cosmwasm_std::Uint256)]
    Received {},
}

#[cw_serde]
pub struct MigrateMsg {}
