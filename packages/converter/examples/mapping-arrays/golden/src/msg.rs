use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `struct Entry`
#[cw_serde]
#[derive(Default)]
pub struct Entry {
    pub points: Uint256,
    pub games: u32,
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `openSeason() external returns (uint256)`
    OpenSeason {},
    /// `score(uint256 season, address who, uint256 v) external`
    Score {
        season: Uint256,
        who: String,
        v: Uint256,
    },
    /// `dropSeason() external`
    DropSeason {},
    /// `reset() external`
    Reset {},
    /// `setLeague(uint256 league, uint8 id, uint256 v) external`
    SetLeague { league: Uint256, id: u8, v: Uint256 },
    /// `rotate(uint8 id) external returns (uint256)`
    Rotate { id: u8 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(address => Entry)[] public entries`
    #[returns(Entry)]
    Entries { arg0: Uint256, arg1: String },
    /// getter of `mapping(uint8 => uint256)[3] public leagues`
    #[returns(cosmwasm_std::Uint256)]
    Leagues { arg0: Uint256, arg1: u8 },
    /// `points(uint256 season, address who) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Points { season: Uint256, who: String },
    /// `seasonCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    SeasonCount {},
}

#[cw_serde]
pub struct MigrateMsg {}
