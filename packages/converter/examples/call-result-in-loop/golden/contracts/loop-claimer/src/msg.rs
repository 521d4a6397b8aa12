use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(IOwedPool first, IOwedPool second)`
#[cw_serde]
pub struct InstantiateMsg {
    pub first: String,
    pub second: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `claimAll(uint256 max) external returns (uint256 sum)`
    ClaimAll { max: Uint256 },
    /// `sweepAll(uint256 max) external returns (uint256 swept)`
    SweepAll { max: Uint256 },
    /// `drain(uint256 max, uint256 times) external returns (uint256)`
    Drain { max: Uint256, times: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IOwedPool[] public pools`
    #[returns(cosmwasm_std::Addr)]
    Pools { arg0: Uint256 },
    /// getter of `uint256 public total`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// getter of `uint256 public rounds`
    #[returns(cosmwasm_std::Uint256)]
    Rounds {},
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IOwedPool` contracts (their JSON contract).
#[cw_serde]
pub enum IOwedPoolExecuteMsg {
    /// `claim(uint256 max) external returns (uint256)`
    Claim { max: Uint256 },
}
