use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(string baseURI_, uint256 mintPrice_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub base_uri: String,
    pub mint_price: Uint256,
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
    /// `mint(address to) public payable returns (uint256 tokenId)`
    Mint { to: String },
    /// `mint(address to, string uri) external payable returns (uint256 tokenId)`
    #[serde(rename = "mint_2")]
    Mint2 { to: String, uri: String },
    /// `burn(uint256 tokenId) external`
    Burn { token_id: Uint256 },
    /// `withdraw() external`
    Withdraw {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `string public name`
    #[returns(String)]
    Name {},
    /// getter of `string public symbol`
    #[returns(String)]
    Symbol {},
    /// getter of `mapping(uint256 => address) public getApproved`
    #[returns(cosmwasm_std::Addr)]
    GetApproved { arg0: Uint256 },
    /// getter of `mapping(address => mapping(address => bool)) public isApprovedForAll`
    #[returns(bool)]
    IsApprovedForAll { arg0: String, arg1: String },
    /// `balanceOf(address owner) public view returns (uint256)` (from `ERC721`)
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { owner: String },
    /// `ownerOf(uint256 tokenId) public view returns (address)` (from `ERC721`)
    #[returns(cosmwasm_std::Addr)]
    OwnerOf { token_id: Uint256 },
    /// getter of `uint256 public constant MAX_SUPPLY`
    #[returns(cosmwasm_std::Uint256)]
    MaxSupply {},
    /// getter of `uint256 public immutable mintPrice`
    #[returns(cosmwasm_std::Uint256)]
    MintPrice {},
    /// getter of `address public immutable creator`
    #[returns(cosmwasm_std::Addr)]
    Creator {},
    /// getter of `uint256 public totalMinted`
    #[returns(cosmwasm_std::Uint256)]
    TotalMinted {},
    /// getter of `string public baseURI`
    #[returns(String)]
    BaseUri {},
    /// `tokenURI(uint256 tokenId) public view returns (string)`
    #[returns(String)]
    TokenUri { token_id: Uint256 },
}

#[cw_serde]
pub struct MigrateMsg {}
