use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(IPricing pricing_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub pricing: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `deposit(uint256 amount, IDepositHook hook) external returns (uint256)`
    Deposit { amount: Uint256, hook: String },
    /// `pricingRate() external returns (uint256)`
    PricingRate {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IPricing public pricing`
    #[returns(cosmwasm_std::Addr)]
    Pricing {},
    /// getter of `mapping(address => uint256) public shares`
    #[returns(cosmwasm_std::Uint256)]
    Shares { arg0: String },
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IDepositHook` contracts (their JSON contract).
#[cw_serde]
pub enum IDepositHookExecuteMsg {
    /// `onDeposit(address from, uint256 amount) external returns (bytes4)`
    OnDeposit { from: String, amount: Uint256 },
}

/// Execute messages this contract sends to `IPricing` contracts (their JSON contract).
#[cw_serde]
pub enum IPricingExecuteMsg {
    /// `sharesFor(uint256 amount) external returns (uint256)`
    SharesFor { amount: Uint256 },
    /// `rate() external returns (uint256)`
    Rate {},
}
