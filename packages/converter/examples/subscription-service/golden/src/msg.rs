use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `struct Plan`
#[cw_serde]
#[derive(Default)]
pub struct Plan {
    pub name: String,
    pub price_per_period: Uint256,
    pub period: u32,
    pub active: bool,
}

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `createPlan(string name, uint256 pricePerPeriod, uint32 period) external onlyOwner returns (uint256 planId)`
    CreatePlan {
        name: String,
        price_per_period: Uint256,
        period: u32,
    },
    /// `setPlanActive(uint256 planId, bool active) external onlyOwner`
    SetPlanActive { plan_id: Uint256, active: bool },
    /// `subscribe(uint256 planId, uint8 periods) external payable`
    Subscribe { plan_id: Uint256, periods: u8 },
    /// `cancel(uint256 planId) external`
    Cancel { plan_id: Uint256 },
    /// `withdraw(uint256 amount) external onlyOwner`
    Withdraw { amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `Plan[] public plans`
    #[returns(Plan)]
    Plans { arg0: Uint256 },
    /// getter of `mapping(address => mapping(uint256 => uint64)) public paidUntil`
    #[returns(cosmwasm_std::Uint64)]
    PaidUntil { arg0: String, arg1: Uint256 },
    /// getter of `uint256 public revenue`
    #[returns(cosmwasm_std::Uint256)]
    Revenue {},
    /// `isActive(address user, uint256 planId) public view returns (bool)`
    #[returns(bool)]
    IsActive { user: String, plan_id: Uint256 },
    /// `remaining(address user, uint256 planId) external view returns (bool active, uint256 secondsLeft)`
    #[returns(RemainingResponse)]
    Remaining { user: String, plan_id: Uint256 },
}

/// The return values of `remaining(address,uint256)`.
#[cw_serde]
pub struct RemainingResponse {
    pub active: bool,
    pub seconds_left: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
