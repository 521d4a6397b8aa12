use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(IERC20 token_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub token: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `deposit(uint256 amount) external`
    Deposit { amount: Uint256 },
    /// `pay(address to, uint256 amount) external`
    Pay { to: String, amount: Uint256 },
    /// `payOrExplain(address to, uint256 amount) external`
    PayOrExplain { to: String, amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IERC20 public immutable token`
    #[returns(cosmwasm_std::Addr)]
    Token {},
    /// getter of `mapping(address => uint256) public deposits`
    #[returns(cosmwasm_std::Uint256)]
    Deposits { arg0: String },
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IERC20` contracts (their JSON contract).
#[cw_serde]
pub enum Ierc20ExecuteMsg {
    /// `transfer(address to, uint256 value) external returns (bool)`
    Transfer { to: String, value: Uint256 },
    /// `transferFrom(address from, address to, uint256 value) external returns (bool)`
    TransferFrom {
        from: String,
        to: String,
        value: Uint256,
    },
}
