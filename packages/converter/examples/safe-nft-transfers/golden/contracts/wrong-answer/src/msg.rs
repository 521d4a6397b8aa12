use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `onERC721Received(address, address, uint256, bytes) external returns (bytes4)`
    OnErc721Received {
        #[serde(alias = "operator")]
        arg0: String,
        #[serde(alias = "from")]
        arg1: String,
        #[serde(alias = "token_id")]
        arg2: Uint256,
        #[serde(alias = "data")]
        arg3: HexBinary,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public calls`
    #[returns(cosmwasm_std::Uint256)]
    Calls {},
}

#[cw_serde]
pub struct MigrateMsg {}
