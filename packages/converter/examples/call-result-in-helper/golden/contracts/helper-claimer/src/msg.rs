use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(IRewardPool pool_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub pool: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `claimIfAny(uint256 max) external returns (uint256)`
    ClaimIfAny { max: Uint256 },
    /// `claim(uint256 max) external returns (uint256)`
    Claim { max: Uint256 },
    /// `claimTwice(uint256 a, uint256 b) external returns (uint256)`
    ClaimTwice { a: Uint256, b: Uint256 },
    /// `sweep(uint256 max) external`
    Sweep { max: Uint256 },
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
    /// getter of `uint256 public calls`
    #[returns(cosmwasm_std::Uint256)]
    Calls {},
    /// getter of `mapping(address => uint256) public credit`
    #[returns(cosmwasm_std::Uint256)]
    Credit { arg0: String },
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IRewardPool` contracts (their JSON contract).
#[cw_serde]
pub enum IRewardPoolExecuteMsg {
    /// `claim(uint256 max) external returns (uint256)`
    Claim { max: Uint256 },
}
