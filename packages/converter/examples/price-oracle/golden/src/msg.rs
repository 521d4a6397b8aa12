use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Int256, Uint128, Uint256, Uint64};

/// `struct Round`
#[cw_serde]
pub struct Round {
    pub answer: Int256,
    pub updated_at: Uint64,
    pub reporter: Addr,
}

impl Default for Round {
    fn default() -> Self {
        Self {
            answer: Int256::zero(),
            updated_at: Uint64::zero(),
            reporter: Addr::unchecked(""),
        }
    }
}

/// `constructor(uint8 decimals_, int256 minAnswer_, int256 maxAnswer_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub decimals: u8,
    pub min_answer: Int256,
    pub max_answer: Int256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `setReporter(address reporter, bool allowed) external`
    SetReporter { reporter: String, allowed: bool },
    /// `submit(int256 answer) external returns (uint80 roundId)`
    Submit { answer: Int256 },
    /// `toggleFlag(uint8 bit) external`
    ToggleFlag { bit: u8 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint8 public immutable decimals`
    #[returns(u8)]
    Decimals {},
    /// getter of `int256 public immutable minAnswer`
    #[returns(cosmwasm_std::Int256)]
    MinAnswer {},
    /// getter of `int256 public immutable maxAnswer`
    #[returns(cosmwasm_std::Int256)]
    MaxAnswer {},
    /// getter of `uint256 public constant MAX_DEVIATION_BPS`
    #[returns(cosmwasm_std::Uint256)]
    MaxDeviationBps {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `uint80 public latestRoundId`
    #[returns(cosmwasm_std::Uint128)]
    LatestRoundId {},
    /// getter of `uint8 public flags`
    #[returns(u8)]
    Flags {},
    /// getter of `mapping(uint80 => Round) public rounds`
    #[returns(Round)]
    Rounds { arg0: Uint128 },
    /// getter of `mapping(address => bool) public isReporter`
    #[returns(bool)]
    IsReporter { arg0: String },
    /// `latestRoundData() external view returns (uint80 roundId, int256 answer, uint256 updatedAt)`
    #[returns(LatestRoundDataResponse)]
    LatestRoundData {},
    /// `change(uint80 fromRound, uint80 toRound) external view returns (int256 delta, int256 bps)`
    #[returns(ChangeResponse)]
    Change {
        from_round: Uint128,
        to_round: Uint128,
    },
    /// `scale(int256 answer, uint8 toDecimals) public view returns (int256)`
    #[returns(cosmwasm_std::Int256)]
    Scale { answer: Int256, to_decimals: u8 },
    /// `packRound(uint80 roundId) external view returns (uint256 packed)`
    #[returns(cosmwasm_std::Uint256)]
    PackRound { round_id: Uint128 },
    /// `unpack(uint256 packed) external pure returns (uint80 roundId, uint64 updatedAt)`
    #[returns(UnpackResponse)]
    Unpack { packed: Uint256 },
    /// `inverted() external view returns (uint8)`
    #[returns(u8)]
    Inverted {},
    /// `isFresh(uint80 roundId, uint256 maxAge) external view returns (bool)`
    #[returns(bool)]
    IsFresh { round_id: Uint128, max_age: Uint256 },
    /// `absolute(int256 x) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Absolute { x: Int256 },
}

/// The return values of `latestRoundData()`.
#[cw_serde]
pub struct LatestRoundDataResponse {
    pub round_id: Uint128,
    pub answer: Int256,
    pub updated_at: Uint256,
}

/// The return values of `change(uint80,uint80)`.
#[cw_serde]
pub struct ChangeResponse {
    pub delta: Int256,
    pub bps: Int256,
}

/// The return values of `unpack(uint256)`.
#[cw_serde]
pub struct UnpackResponse {
    pub round_id: Uint128,
    pub updated_at: Uint64,
}

#[cw_serde]
pub struct MigrateMsg {}
