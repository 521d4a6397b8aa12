use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(string symbol_, uint256 supply)`
#[cw_serde]
pub struct InstantiateMsg {
    pub symbol: String,
    pub supply: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `approve(address spender, uint256 amount) external returns (bool)`
    Approve { spender: String, amount: Uint256 },
    /// `transfer(address to, uint256 amount) external returns (bool)`
    Transfer { to: String, amount: Uint256 },
    /// `transferFrom(address from, address to, uint256 amount) external returns (bool)`
    TransferFrom {
        from: String,
        to: String,
        amount: Uint256,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `string public symbol`
    #[returns(String)]
    Symbol {},
    /// getter of `uint256 public totalSupply`
    #[returns(cosmwasm_std::Uint256)]
    TotalSupply {},
    /// getter of `mapping(address => uint256) public override balanceOf`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { account: String },
    /// getter of `mapping(address => mapping(address => uint256)) public allowance`
    #[returns(cosmwasm_std::Uint256)]
    Allowance { arg0: String, arg1: String },
}

#[cw_serde]
pub struct MigrateMsg {}
