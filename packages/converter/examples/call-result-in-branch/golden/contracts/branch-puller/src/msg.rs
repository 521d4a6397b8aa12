use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(IFeeVault vault_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub vault: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `pull(uint256 amount, uint256 min) external returns (uint256)`
    Pull { amount: Uint256, min: Uint256 },
    /// `pullDouble(uint256 amount, bool twice) external returns (uint256 credited)`
    PullDouble { amount: Uint256, twice: bool },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IFeeVault public immutable vault`
    #[returns(cosmwasm_std::Addr)]
    Vault {},
    /// getter of `uint256 public total`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// getter of `uint256 public skipped`
    #[returns(cosmwasm_std::Uint256)]
    Skipped {},
    /// getter of `uint256 public calls`
    #[returns(cosmwasm_std::Uint256)]
    Calls {},
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IFeeVault` contracts (their JSON contract).
#[cw_serde]
pub enum IFeeVaultExecuteMsg {
    /// `withdraw(uint256 amount) external returns (uint256)`
    Withdraw { amount: Uint256 },
}
