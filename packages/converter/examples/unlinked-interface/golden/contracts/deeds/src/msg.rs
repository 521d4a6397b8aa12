use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `mint(uint256 id) external`
    Mint { id: Uint256 },
    /// `setApprovalForAll(address operator, bool approved) external`
    SetApprovalForAll { operator: String, approved: bool },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(uint256 => address) public ownerOf`
    #[returns(cosmwasm_std::Addr)]
    OwnerOf {
        #[serde(alias = "token_id")]
        arg0: Uint256,
    },
    /// getter of `mapping(address => mapping(address => bool)) public isApprovedForAll`
    #[returns(bool)]
    IsApprovedForAll {
        #[serde(alias = "owner")]
        arg0: String,
        #[serde(alias = "operator")]
        arg1: String,
    },
}

#[cw_serde]
pub struct MigrateMsg {}
