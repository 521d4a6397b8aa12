use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `setMinter(address m) external`
    SetMinter { m: String },
    /// `mint(address to, uint256 amount) external`
    Mint { to: String, amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(address => uint256) public override balanceOf`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { who: String },
    /// getter of `uint256 public totalSupply`
    #[returns(cosmwasm_std::Uint256)]
    TotalSupply {},
    /// getter of `address public minter`
    #[returns(cosmwasm_std::Addr)]
    Minter {},
}

#[cw_serde]
pub struct MigrateMsg {}
