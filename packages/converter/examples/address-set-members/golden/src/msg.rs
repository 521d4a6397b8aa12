use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `struct Set`
#[cw_serde]
#[derive(Default)]
pub struct Set {
    pub values: Vec<HexBinary>,
}

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `add(address account) external returns (bool added)`
    Add { account: String },
    /// `remove(address account) external returns (bool removed)`
    Remove { account: String },
    /// `pack(address account, bool flag) external returns (uint256 packed)`
    Pack { account: String, flag: bool },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `uint256 public lastPacked`
    #[returns(cosmwasm_std::Uint256)]
    LastPacked {},
    /// `count() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Count {},
    /// `memberAt(uint256 index) external view returns (address)`
    #[returns(cosmwasm_std::Addr)]
    MemberAt { index: Uint256 },
    /// `list() external view returns (address[] out)`
    #[returns(Vec<cosmwasm_std::Addr>)]
    List {},
    /// `wordOf(address account) external pure returns (bytes32)`
    #[returns(cosmwasm_std::HexBinary)]
    WordOf { account: String },
    /// `isWordOf(uint256 word, address account) external pure returns (bool)`
    #[returns(bool)]
    IsWordOf { word: Uint256, account: String },
    /// `joined(address account) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Joined { account: String },
    /// `unpack(uint256 packed) external pure returns (address)`
    #[returns(cosmwasm_std::Addr)]
    Unpack { packed: Uint256 },
}

#[cw_serde]
pub struct MigrateMsg {}
