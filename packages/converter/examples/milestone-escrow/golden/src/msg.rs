use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `struct Milestone`
#[cw_serde]
#[derive(Default)]
pub struct Milestone {
    pub title: String,
    pub amount: Uint256,
    pub approved: bool,
}

/// `constructor(address payable contractor_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub contractor: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `addMilestone(string title, uint256 amount) external onlyClient whenActive`
    AddMilestone { title: String, amount: Uint256 },
    /// `removeLastMilestone() external onlyClient whenActive`
    RemoveLastMilestone {},
    /// `approve(uint256 index) external onlyClient whenActive`
    Approve { index: Uint256 },
    /// `cancel() external onlyClient whenActive`
    Cancel {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public immutable client`
    #[returns(cosmwasm_std::Addr)]
    Client {},
    /// getter of `address payable public immutable contractor`
    #[returns(cosmwasm_std::Addr)]
    Contractor {},
    /// getter of `Milestone[] public milestones`
    #[returns(Milestone)]
    Milestones { arg0: Uint256 },
    /// getter of `uint256 public paidOut`
    #[returns(cosmwasm_std::Uint256)]
    PaidOut {},
    /// getter of `bool public cancelled`
    #[returns(bool)]
    Cancelled {},
    /// `progress() external view returns (uint256 approvedCount, uint256 total, uint256 remaining)`
    #[returns(ProgressResponse)]
    Progress {},
}

/// The return values of `progress()`.
#[cw_serde]
pub struct ProgressResponse {
    pub approved_count: Uint256,
    pub total: Uint256,
    pub remaining: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
