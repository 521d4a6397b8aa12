use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(IRewardPool pool_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub pool: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `harvestWithBonus(uint256 bonus) external returns (uint256)`
    HarvestWithBonus { bonus: Uint256 },
    /// `swapAtLeast(uint256 amountIn, uint256 minOut) external`
    SwapAtLeast {
        amount_in: Uint256,
        min_out: Uint256,
    },
    /// `swapCountingBig(uint256 amountIn, uint256 threshold) external returns (bool)`
    SwapCountingBig {
        amount_in: Uint256,
        threshold: Uint256,
    },
    /// `doubled() external returns (uint256 twice)`
    Doubled {},
    /// `quote(uint256 amountIn) external returns (uint256)`
    Quote { amount_in: Uint256 },
    /// `logClaim(uint256 shown) external`
    LogClaim { shown: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IRewardPool public immutable pool`
    #[returns(cosmwasm_std::Addr)]
    Pool {},
    /// getter of `uint256 public total`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// getter of `uint256 public swaps`
    #[returns(cosmwasm_std::Uint256)]
    Swaps {},
    /// getter of `uint256 public big`
    #[returns(cosmwasm_std::Uint256)]
    Big {},
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IRewardPool` contracts (their JSON contract).
#[cw_serde]
pub enum IRewardPoolExecuteMsg {
    /// `claim() external returns (uint256)`
    Claim {},
    /// `swap(uint256 amountIn) external returns (uint256)`
    Swap { amount_in: Uint256 },
}
