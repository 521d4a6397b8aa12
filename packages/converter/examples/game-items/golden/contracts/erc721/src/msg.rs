use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `struct Counter`
#[cw_serde]
#[derive(Default)]
pub struct Counter {
    pub value: Uint256,
}

/// `constructor(string name_, string symbol_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub name: String,
    pub symbol: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `approve(address to, uint256 tokenId) public`
    Approve { to: String, token_id: Uint256 },
    /// `setApprovalForAll(address operator, bool approved) public`
    SetApprovalForAll { operator: String, approved: bool },
    /// `transferFrom(address from, address to, uint256 tokenId) public`
    TransferFrom {
        from: String,
        to: String,
        token_id: Uint256,
    },
    /// `safeTransferFrom(address from, address to, uint256 tokenId) public`
    SafeTransferFrom {
        from: String,
        to: String,
        token_id: Uint256,
    },
    /// `safeTransferFrom(address from, address to, uint256 tokenId, bytes data) public`
    #[serde(rename = "safe_transfer_from_2")]
    SafeTransferFrom2 {
        from: String,
        to: String,
        token_id: Uint256,
        data: HexBinary,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// `supportsInterface(bytes4 interfaceId) public view returns (bool)`
    #[returns(bool)]
    SupportsInterface { interface_id: HexBinary },
    /// `balanceOf(address owner) public view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { owner: String },
    /// `ownerOf(uint256 tokenId) public view returns (address)`
    #[returns(cosmwasm_std::Addr)]
    OwnerOf { token_id: Uint256 },
    /// `name() public view returns (string)`
    #[returns(String)]
    Name {},
    /// `symbol() public view returns (string)`
    #[returns(String)]
    Symbol {},
    /// `tokenURI(uint256 tokenId) public view returns (string)`
    #[returns(String)]
    TokenUri { token_id: Uint256 },
    /// `getApproved(uint256 tokenId) public view returns (address)`
    #[returns(cosmwasm_std::Addr)]
    GetApproved { token_id: Uint256 },
    /// `isApprovedForAll(address owner, address operator) public view returns (bool)`
    #[returns(bool)]
    IsApprovedForAll { owner: String, operator: String },
}

#[cw_serde]
pub struct MigrateMsg {}
