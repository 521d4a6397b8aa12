use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(address owner_, string goalName_, uint256 goal_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub owner: String,
    pub goal_name: String,
    pub goal: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `receive()`
    Receive {},
    /// `deposit() public payable`
    Deposit {},
    /// `breakOpen() external`
    BreakOpen {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public immutable owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `address public immutable factory`
    #[returns(cosmwasm_std::Addr)]
    Factory {},
    /// getter of `string public goalName`
    #[returns(String)]
    GoalName {},
    /// getter of `uint256 public immutable goal`
    #[returns(cosmwasm_std::Uint256)]
    Goal {},
    /// getter of `bool public broken`
    #[returns(bool)]
    Broken {},
    /// `progress() external view returns (uint256 saved, uint256 target, bool reached)`
    #[returns(ProgressResponse)]
    Progress {},
}

/// The return values of `progress()`.
#[cw_serde]
pub struct ProgressResponse {
    pub saved: Uint256,
    pub target: Uint256,
    pub reached: bool,
}

#[cw_serde]
pub struct MigrateMsg {}
