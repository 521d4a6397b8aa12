use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data) external`
    SafeTransferFrom {
        from: String,
        to: String,
        id: Uint256,
        value: Uint256,
        data: HexBinary,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(uint256 => mapping(address => uint256)) public balanceOf`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { arg0: Uint256, arg1: String },
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IERC1155Receiver` contracts (their JSON contract).
#[cw_serde]
pub enum Ierc1155ReceiverExecuteMsg {
    /// `onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes data) external returns (bytes4)`
    OnErc1155Received {
        operator: String,
        from: String,
        id: Uint256,
        value: Uint256,
        data: HexBinary,
    },
}
