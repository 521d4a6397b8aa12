use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(IVault vault_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub vault: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `deposit(uint256 amount) external returns (uint256 credited)`
    Deposit { amount: Uint256 },
    /// `settle(uint256 amount, bool local) external returns (bool ok)`
    Settle { amount: Uint256, local: bool },
    /// `route(uint256 amount, uint8 mode) external returns (uint256 got)`
    Route { amount: Uint256, mode: u8 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IVault public immutable vault`
    #[returns(cosmwasm_std::Addr)]
    Vault {},
    /// getter of `uint256 public forwarded`
    #[returns(cosmwasm_std::Uint256)]
    Forwarded {},
    /// getter of `uint256 public kept`
    #[returns(cosmwasm_std::Uint256)]
    Kept {},
    /// getter of `uint256 public refused`
    #[returns(cosmwasm_std::Uint256)]
    Refused {},
    /// getter of `uint256 public calls`
    #[returns(cosmwasm_std::Uint256)]
    Calls {},
    /// getter of `mapping(address => uint256) public credits`
    #[returns(cosmwasm_std::Uint256)]
    Credits { arg0: String },
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IVault` contracts (their JSON contract).
#[cw_serde]
pub enum IVaultExecuteMsg {
    /// `take(address from, uint256 amount) external returns (uint256 credited)`
    Take { from: String, amount: Uint256 },
}
