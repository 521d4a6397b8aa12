use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `safeTransferFrom(address from, address to, uint256 tokenId) external`
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
    /// getter of `mapping(uint256 => address) public ownerOf`
    #[returns(cosmwasm_std::Addr)]
    OwnerOf { arg0: Uint256 },
    /// getter of `mapping(address => uint256) public balanceOf`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { arg0: String },
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IERC721Receiver` contracts (their JSON contract).
#[cw_serde]
pub enum Ierc721ReceiverExecuteMsg {
    /// `onERC721Received(address operator, address from, uint256 tokenId, bytes data) external returns (bytes4)`
    OnErc721Received {
        operator: String,
        from: String,
        token_id: Uint256,
        data: HexBinary,
    },
}
