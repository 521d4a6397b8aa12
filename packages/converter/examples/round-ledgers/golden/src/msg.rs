use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `openTournament() external returns (uint256)`
    OpenTournament {},
    /// `openTournamentWithRound() external`
    OpenTournamentWithRound {},
    /// `openRound(uint256 t) external returns (uint256)`
    OpenRound { t: Uint256 },
    /// `score(uint256 t, uint256 r, address player, uint256 points) external`
    Score {
        t: Uint256,
        r: Uint256,
        player: String,
        points: Uint256,
    },
    /// `dropRound(uint256 t) external`
    DropRound { t: Uint256 },
    /// `clearRounds(uint256 t) external`
    ClearRounds { t: Uint256 },
    /// `dropTournament() external`
    DropTournament {},
    /// `clear() external returns (uint256)`
    Clear {},
    /// `openLeagueRound(uint256 league) external returns (uint256)`
    OpenLeagueRound { league: Uint256 },
    /// `scoreLeague(uint256 league, uint256 r, address player, uint256 points) external`
    ScoreLeague {
        league: Uint256,
        r: Uint256,
        player: String,
        points: Uint256,
    },
    /// `dropLeagueRound(uint256 league) external`
    DropLeagueRound { league: Uint256 },
    /// `resetLeague(uint256 league) external`
    ResetLeague { league: Uint256 },
    /// `scoreDivision(uint256 season, uint256 d, address player, uint256 points) external`
    ScoreDivision {
        season: Uint256,
        d: Uint256,
        player: String,
        points: Uint256,
    },
    /// `resetDivisions(uint256 season) external`
    ResetDivisions { season: Uint256 },
    /// `bonus(uint256 t, uint256 r, address player) external`
    Bonus {
        t: Uint256,
        r: Uint256,
        player: String,
    },
    /// `leagueBonus(uint256 league, uint256 r, address player) external`
    LeagueBonus {
        league: Uint256,
        r: Uint256,
        player: String,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(address => uint256)[][] public tournaments`
    #[returns(cosmwasm_std::Uint256)]
    Tournaments {
        arg0: Uint256,
        arg1: Uint256,
        arg2: String,
    },
    /// getter of `mapping(uint256 => mapping(address => uint256)[]) public leagueRounds`
    #[returns(cosmwasm_std::Uint256)]
    LeagueRounds {
        arg0: Uint256,
        arg1: Uint256,
        arg2: String,
    },
    /// getter of `mapping(uint256 => mapping(address => uint256)[3]) public divisions`
    #[returns(cosmwasm_std::Uint256)]
    Divisions {
        arg0: Uint256,
        arg1: Uint256,
        arg2: String,
    },
    /// `latest(address player) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Latest { player: String },
    /// `roundCount(uint256 t) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    RoundCount { t: Uint256 },
    /// `tournamentCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    TournamentCount {},
    /// `leagueRoundCount(uint256 league) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    LeagueRoundCount { league: Uint256 },
    /// `divisionCount(uint256 season) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    DivisionCount { season: Uint256 },
}

#[cw_serde]
pub struct MigrateMsg {}
