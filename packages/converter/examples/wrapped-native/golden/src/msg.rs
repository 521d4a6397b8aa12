use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `receive()`
    Receive {},
    /// `deposit() public payable`
    Deposit {},
    /// `withdraw(uint wad) public`
    Withdraw { wad: Uint256 },
    /// `withdrawTo(address payable to, uint wad) external`
    WithdrawTo { to: String, wad: Uint256 },
    /// `approve(address guy, uint wad) public returns (bool)`
    Approve { guy: String, wad: Uint256 },
    /// `transfer(address dst, uint wad) public returns (bool)`
    Transfer { dst: String, wad: Uint256 },
    /// `transferFrom(address src, address dst, uint wad) public returns (bool)`
    TransferFrom {
        src: String,
        dst: String,
        wad: Uint256,
    },
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
    /// getter of `uint8 public decimals`
    #[returns(u8)]
    Decimals {},
    /// getter of `mapping(address => uint) public balanceOf`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { arg0: String },
    /// getter of `mapping(address => mapping(address => uint)) public allowance`
    #[returns(cosmwasm_std::Uint256)]
    Allowance { arg0: String, arg1: String },
    /// `totalSupply() public view returns (uint)`
    #[returns(cosmwasm_std::Uint256)]
    TotalSupply {},
}

#[cw_serde]
pub struct MigrateMsg {}
