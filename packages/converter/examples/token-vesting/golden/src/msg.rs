use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Uint256, Uint64};

/// `constructor(address payable beneficiary_, uint64 cliffSeconds, uint64 durationSeconds)`
#[cw_serde]
pub struct InstantiateMsg {
    pub beneficiary: String,
    pub cliff_seconds: Uint64,
    pub duration_seconds: Uint64,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `release() external`
    Release {},
    /// `changeBeneficiary(address payable next) external`
    ChangeBeneficiary { next: String },
    /// `revoke() external`
    Revoke {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public immutable owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `address payable public beneficiary`
    #[returns(cosmwasm_std::Addr)]
    Beneficiary {},
    /// getter of `uint64 public immutable start`
    #[returns(cosmwasm_std::Uint64)]
    Start {},
    /// getter of `uint64 public immutable cliff`
    #[returns(cosmwasm_std::Uint64)]
    Cliff {},
    /// getter of `uint64 public immutable duration`
    #[returns(cosmwasm_std::Uint64)]
    Duration {},
    /// getter of `uint256 public immutable totalAllocation`
    #[returns(cosmwasm_std::Uint256)]
    TotalAllocation {},
    /// getter of `uint256 public released`
    #[returns(cosmwasm_std::Uint256)]
    Released {},
    /// getter of `bool public revoked`
    #[returns(bool)]
    Revoked {},
    /// `vestedAmount(uint64 timestamp) public view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    VestedAmount { timestamp: Uint64 },
    /// `releasable() public view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Releasable {},
    /// `schedule() external view returns (uint64 startAt, uint64 cliffAt, uint64 endAt, uint256 vestedNow)`
    #[returns(ScheduleResponse)]
    Schedule {},
}

/// The return values of `schedule()`.
#[cw_serde]
pub struct ScheduleResponse {
    pub start_at: Uint64,
    pub cliff_at: Uint64,
    pub end_at: Uint64,
    pub vested_now: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
