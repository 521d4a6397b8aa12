use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint256};

/// `constructor(IDeeds deeds_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub deeds: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `list(uint256 tokenId, uint256 price) external`
    List { token_id: Uint256, price: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IDeeds public immutable deeds`
    #[returns(cosmwasm_std::Addr)]
    Deeds {},
    /// getter of `mapping(uint256 => uint256) public prices`
    #[returns(cosmwasm_std::Uint256)]
    Prices { arg0: Uint256 },
    /// `ownerOfListed(uint256 tokenId) external view returns (address owner, uint256 price)`
    #[returns(OwnerOfListedResponse)]
    OwnerOfListed { token_id: Uint256 },
}

/// The return values of `ownerOfListed(uint256)`.
#[cw_serde]
pub struct OwnerOfListedResponse {
    pub owner: Addr,
    pub price: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}

/// Query messages this contract sends to `IDeeds` contracts (their JSON contract).
#[cw_serde]
pub enum IDeedsQueryMsg {
    /// `ownerOf(uint256 tokenId) external view returns (address)`
    OwnerOf { token_id: Uint256 },
    /// `isApprovedForAll(address owner, address operator) external view returns (bool)`
    IsApprovedForAll { owner: String, operator: String },
}
