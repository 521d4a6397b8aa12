use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `struct Counter`
#[cw_serde]
#[derive(Default)]
pub struct Counter {
    pub value: Uint256,
}

/// `constructor(uint256 _maxSupply, string base)`
#[cw_serde]
pub struct InstantiateMsg {
    pub max_supply: Uint256,
    pub base: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `approve(address to, uint256 tokenId) public` (from `ERC721`)
    Approve { to: String, token_id: Uint256 },
    /// `setApprovalForAll(address operator, bool approved) public` (from `ERC721`)
    SetApprovalForAll { operator: String, approved: bool },
    /// `transferFrom(address from, address to, uint256 tokenId) public` (from `ERC721`)
    TransferFrom {
        from: String,
        to: String,
        token_id: Uint256,
    },
    /// `safeTransferFrom(address from, address to, uint256 tokenId) public` (from `ERC721`)
    SafeTransferFrom {
        from: String,
        to: String,
        token_id: Uint256,
    },
    /// `safeTransferFrom(address from, address to, uint256 tokenId, bytes data) public` (from `ERC721`)
    #[serde(rename = "safe_transfer_from_2")]
    SafeTransferFrom2 {
        from: String,
        to: String,
        token_id: Uint256,
        data: HexBinary,
    },
    /// `awardItem(address player, uint8 _rarity) public onlyMinter returns (uint256)`
    AwardItem { player: String, rarity: u8 },
    /// `burn(uint256 tokenId) external`
    Burn { token_id: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// `supportsInterface(bytes4 interfaceId) public view returns (bool)` (from `ERC721`)
    #[returns(bool)]
    SupportsInterface { interface_id: HexBinary },
    /// `balanceOf(address owner) public view returns (uint256)` (from `ERC721`)
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { owner: String },
    /// `ownerOf(uint256 tokenId) public view returns (address)` (from `ERC721`)
    #[returns(cosmwasm_std::Addr)]
    OwnerOf { token_id: Uint256 },
    /// `name() public view returns (string)` (from `ERC721`)
    #[returns(String)]
    Name {},
    /// `symbol() public view returns (string)` (from `ERC721`)
    #[returns(String)]
    Symbol {},
    /// `tokenURI(uint256 tokenId) public view returns (string)` (from `ERC721`)
    #[returns(String)]
    TokenUri { token_id: Uint256 },
    /// `getApproved(uint256 tokenId) public view returns (address)` (from `ERC721`)
    #[returns(cosmwasm_std::Addr)]
    GetApproved { token_id: Uint256 },
    /// `isApprovedForAll(address owner, address operator) public view returns (bool)` (from `ERC721`)
    #[returns(bool)]
    IsApprovedForAll { owner: String, operator: String },
    /// getter of `address public minter`
    #[returns(cosmwasm_std::Addr)]
    Minter {},
    /// getter of `uint256 public maxSupply`
    #[returns(cosmwasm_std::Uint256)]
    MaxSupply {},
    /// getter of `uint256 public burned`
    #[returns(cosmwasm_std::Uint256)]
    Burned {},
    /// getter of `mapping(uint256 => uint8) public rarity`
    #[returns(u8)]
    Rarity { arg0: Uint256 },
    /// `totalSupply() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    TotalSupply {},
    /// `tokensOf(address owner) external view returns (uint256[])`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    TokensOf { owner: String },
}

#[cw_serde]
pub struct MigrateMsg {}
