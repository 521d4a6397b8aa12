use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `credit(address to, uint256 amount) public`
    Credit { to: String, amount: Uint256 },
    /// `check(address who) external`
    Check { who: String },
    /// `bonus(uint256 amount) external`
    Bonus { amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `mapping(address => uint256) public points`
    #[returns(cosmwasm_std::Uint256)]
    Points { arg0: String },
    /// getter of `uint256 public total`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// getter of `uint256 public selfCredits`
    #[returns(cosmwasm_std::Uint256)]
    SelfCredits {},
    /// `pointsOf(address who) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    PointsOf { who: String },
    /// `callerSeen() public view returns (address)`
    #[returns(cosmwasm_std::Addr)]
    CallerSeen { sender: String },
    /// `isSelf() external view returns (bool)`
    #[returns(bool)]
    IsSelf {},
    /// `doubled(address who) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Doubled { who: String },
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `SelfCall` contracts (their JSON contract).
#[cw_serde]
pub enum SelfCallExecuteMsg {
    /// `credit(address to, uint256 amount) public`
    Credit { to: String, amount: Uint256 },
}
