use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 supply)`
#[cw_serde]
pub struct InstantiateMsg {
    pub supply: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `approve(address spender, uint256 value) external returns (bool)`
    Approve { spender: String, value: Uint256 },
    /// `transfer(address to, uint256 value) external returns (bool)`
    Transfer { to: String, value: Uint256 },
    /// `transferFrom(address from, address to, uint256 value) external returns (bool)`
    TransferFrom {
        from: String,
        to: String,
        value: Uint256,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(address => uint256) public balanceOf`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { arg0: String },
    /// getter of `mapping(address => mapping(address => uint256)) public allowance`
    #[returns(cosmwasm_std::Uint256)]
    Allowance { arg0: String, arg1: String },
}

#[cw_serde]
pub struct MigrateMsg {}
