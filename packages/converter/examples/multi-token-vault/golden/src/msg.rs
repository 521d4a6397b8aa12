use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `struct TokenInfo`
#[cw_serde]
#[derive(Default)]
pub struct TokenInfo {
    pub label: String,
    pub max_supply: Uint256,
    pub minted: Uint256,
    pub exists: bool,
}

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `createToken(uint256 id, string label, uint256 maxSupply) external onlyOwner`
    CreateToken {
        id: Uint256,
        label: String,
        max_supply: Uint256,
    },
    /// `mint(address to, uint256 id, uint256 amount) external onlyOwner`
    Mint {
        to: String,
        id: Uint256,
        amount: Uint256,
    },
    /// `deposit() external payable`
    Deposit {},
    /// `redeem(uint256 amount) external`
    Redeem { amount: Uint256 },
    /// `setApprovalForAll(address operator, bool approved) external`
    SetApprovalForAll { operator: String, approved: bool },
    /// `safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes) external`
    SafeTransferFrom {
        from: String,
        to: String,
        id: Uint256,
        value: Uint256,
        arg4: HexBinary,
    },
    /// `safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes) external`
    SafeBatchTransferFrom {
        from: String,
        to: String,
        ids: Vec<Uint256>,
        values: Vec<Uint256>,
        arg4: HexBinary,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public constant RECEIPT_ID`
    #[returns(cosmwasm_std::Uint256)]
    ReceiptId {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `mapping(uint256 => mapping(address => uint256)) public balanceOf`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { arg0: Uint256, arg1: String },
    /// getter of `mapping(address => mapping(address => bool)) public isApprovedForAll`
    #[returns(bool)]
    IsApprovedForAll { arg0: String, arg1: String },
    /// getter of `mapping(uint256 => TokenInfo) public tokens`
    #[returns(TokenInfo)]
    Tokens { arg0: Uint256 },
    /// getter of `uint256[] public tokenIds`
    #[returns(cosmwasm_std::Uint256)]
    TokenIds { arg0: Uint256 },
    /// `tokenCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    TokenCount {},
    /// `balanceOfBatch(address[] accounts, uint256[] ids) external view returns (uint256[] balances)`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    BalanceOfBatch {
        accounts: Vec<String>,
        ids: Vec<Uint256>,
    },
}

#[cw_serde]
pub struct MigrateMsg {}
