use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `grant(bytes4 selector, address who) external auth`
    Grant { selector: HexBinary, who: String },
    /// `deposit(uint256 amount) public auth`
    Deposit { amount: Uint256 },
    /// `withdraw(uint256 amount) external auth`
    Withdraw { amount: Uint256 },
    /// `topUp(uint256 amount) external auth`
    TopUp { amount: Uint256 },
    /// `receive()`
    Receive {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `bytes4 public deployedWith`
    #[returns(cosmwasm_std::HexBinary)]
    DeployedWith {},
    /// getter of `bytes4 public lastSelector`
    #[returns(cosmwasm_std::HexBinary)]
    LastSelector {},
    /// getter of `uint256 public total`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// getter of `mapping(bytes4 => mapping(address => bool)) public allowed`
    #[returns(bool)]
    Allowed { arg0: HexBinary, arg1: String },
    /// getter of `mapping(bytes4 => uint256) public calls`
    #[returns(cosmwasm_std::Uint256)]
    Calls { arg0: HexBinary },
    /// `currentSelector() public view returns (bytes4)`
    #[returns(cosmwasm_std::HexBinary)]
    CurrentSelector {},
    /// `selectorThroughThis() external view returns (bytes4)`
    #[returns(cosmwasm_std::HexBinary)]
    SelectorThroughThis {},
    /// `selectorThroughCall() external view returns (bytes4)`
    #[returns(cosmwasm_std::HexBinary)]
    SelectorThroughCall {},
    /// `isCurrent(bytes4 selector) external view returns (bool)`
    #[returns(bool)]
    IsCurrent { selector: HexBinary },
}

#[cw_serde]
pub struct MigrateMsg {}
