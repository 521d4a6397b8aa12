use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(IOwedPool first, IOwedPool second, IOwedPool third)`
#[cw_serde]
pub struct InstantiateMsg {
    pub first: String,
    pub second: String,
    pub third: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `setPaused(uint256 index, bool value) external`
    SetPaused { index: Uint256, value: bool },
    /// `sweepUntilShort(uint256 max) external returns (uint256 swept)`
    SweepUntilShort { max: Uint256 },
    /// `claimUpTo(uint256 max, uint256 need) external returns (uint256)`
    ClaimUpTo { max: Uint256, need: Uint256 },
    /// `claimIf(bool all, uint256 max, uint256 limit) external returns (uint256 sum)`
    ClaimIf {
        all: bool,
        max: Uint256,
        limit: Uint256,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IOwedPool[] public pools`
    #[returns(cosmwasm_std::Addr)]
    Pools { arg0: Uint256 },
    /// getter of `mapping(uint256 => bool) public paused`
    #[returns(bool)]
    Paused { arg0: Uint256 },
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
