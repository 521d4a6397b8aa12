use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 supply)`
#[cw_serde]
pub struct InstantiateMsg {
    pub supply: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `transfer(address to, uint256 amount) external returns (bool)`
    Transfer { to: String, amount: Uint256 },
    /// `approve(address spender, uint256 amount) external returns (bool)`
    Approve { spender: String, amount: Uint256 },
    /// `transferFrom(address from, address to, uint256 amount) external returns (bool)`
    TransferFrom {
        from: String,
        to: String,
        amount: Uint256,
    },
    /// `setFrozen(bool value) external`
    SetFrozen { value: bool },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(address => uint256) public override balanceOf`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { who: String },
    /// getter of `mapping(address => mapping(address => uint256)) public allowance`
    #[returns(cosmwasm_std::Uint256)]
    Allowance { arg0: String, arg1: String },
    /// getter of `bool public frozen`
    #[returns(bool)]
    Frozen {},
    /// getter of `address public minter`
    #[returns(cosmwasm_std::Addr)]
    Minter {},
    /// `rateOf(uint256 tier) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    RateOf { tier: Uint256 },
}

#[cw_serde]
pub struct MigrateMsg {}
