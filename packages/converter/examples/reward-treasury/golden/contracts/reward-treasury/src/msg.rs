use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(IRewardToken token_, IVault vault_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub token: String,
    pub vault: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `fund(uint256 amount) external`
    Fund { amount: Uint256 },
    /// `pay(address to, uint256 amount) external onlyOwner`
    Pay { to: String, amount: Uint256 },
    /// `payStrict(address to, uint256 amount) external onlyOwner`
    PayStrict { to: String, amount: Uint256 },
    /// `forward(address beneficiary) external payable`
    Forward { beneficiary: String },
    /// `forwardFromBalance(address beneficiary, uint256 amount) external onlyOwner`
    ForwardFromBalance {
        beneficiary: String,
        amount: Uint256,
    },
    /// `receive()`
    Receive {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IRewardToken public immutable token`
    #[returns(cosmwasm_std::Addr)]
    Token {},
    /// getter of `IVault public immutable vault`
    #[returns(cosmwasm_std::Addr)]
    Vault {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `uint256 public funded`
    #[returns(cosmwasm_std::Uint256)]
    Funded {},
    /// getter of `uint256 public paidOut`
    #[returns(cosmwasm_std::Uint256)]
    PaidOut {},
    /// `rewardRate(uint256 tier) external view returns (uint256 rate, bool known)`
    #[returns(RewardRateResponse)]
    RewardRate { tier: Uint256 },
    /// `rateOrBase(uint256 tier) external view returns (uint256 rate)`
    #[returns(cosmwasm_std::Uint256)]
    RateOrBase { tier: Uint256 },
    /// `nativeBalance() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    NativeBalance {},
}

/// The return values of `rewardRate(uint256)`.
#[cw_serde]
pub struct RewardRateResponse {
    pub rate: Uint256,
    pub known: bool,
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IRewardToken` contracts (their JSON contract).
#[cw_serde]
pub enum IRewardTokenExecuteMsg {
    /// `transferFrom(address from, address to, uint256 amount) external returns (bool)`
    TransferFrom {
        from: String,
        to: String,
        amount: Uint256,
    },
    /// `transfer(address to, uint256 amount) external returns (bool)`
    Transfer { to: String, amount: Uint256 },
}

/// Query messages this contract sends to `IRewardToken` contracts (their JSON contract).
#[cw_serde]
pub enum IRewardTokenQueryMsg {
    /// `rateOf(uint256 tier) external view returns (uint256)`
    RateOf { tier: Uint256 },
}

/// Execute messages this contract sends to `IVault` contracts (their JSON contract).
#[cw_serde]
pub enum IVaultExecuteMsg {
    /// `deposit(address beneficiary) external payable`
    Deposit { beneficiary: String },
}
