#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{
    AddressToUint256Ref, DIVISIONS, LEAGUE_ROUNDS, LEAGUE_ROUNDS_LENGTH, TOURNAMENTS,
    TOURNAMENTS_ELEMENT_LENGTH, TOURNAMENTS_LENGTH,
};

const CONTRACT_NAME: &str = "crates.io:round-ledger";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// `constructor()`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    _msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    // Seeded
    let league_rounds_length = LEAGUE_ROUNDS_LENGTH
        .may_load(deps.storage, Uint256::from_u128(7).to_be_bytes().as_slice())?
        .unwrap_or_default();
    LEAGUE_ROUNDS_LENGTH.save(
        deps.storage,
        Uint256::from_u128(7).to_be_bytes().as_slice(),
        &(league_rounds_length + 1),
    )?;
    let key = element_index(
        Uint256::zero(),
        LEAGUE_ROUNDS_LENGTH
            .may_load(deps.storage, Uint256::from_u128(7).to_be_bytes().as_slice())?
            .unwrap_or_default(),
    )?;
    LEAGUE_ROUNDS.save(
        deps.storage,
        (
            Uint256::from_u128(7).to_be_bytes().as_slice(),
            key.to_be_bytes().as_slice(),
            &info.sender,
        ),
        &Uint256::one(),
    )?;
    // RoundLedger
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    match msg {
        ExecuteMsg::OpenTournament {} => execute_open_tournament(deps),
        ExecuteMsg::OpenTournamentWithRound {} => execute_open_tournament_with_round(deps),
        ExecuteMsg::OpenRound { t } => execute_open_round(deps, t),
        ExecuteMsg::Score {
            t,
            r,
            player,
            points,
        } => {
            let player = parse_address(deps.api, &player)?;
            execute_score(deps, t, r, player, points)
        }
        ExecuteMsg::DropRound { t } => execute_drop_round(deps, t),
        ExecuteMsg::ClearRounds { t } => execute_clear_rounds(deps, t),
        ExecuteMsg::DropTournament {} => execute_drop_tournament(deps),
        ExecuteMsg::Clear {} => execute_clear(deps),
        ExecuteMsg::OpenLeagueRound { league } => execute_open_league_round(deps, league),
        ExecuteMsg::ScoreLeague {
            league,
            r,
            player,
            points,
        } => {
            let player = parse_address(deps.api, &player)?;
            execute_score_league(deps, league, r, player, points)
        }
        ExecuteMsg::DropLeagueRound { league } => execute_drop_league_round(deps, league),
        ExecuteMsg::ResetLeague { league } => execute_reset_league(deps, league),
        ExecuteMsg::ScoreDivision {
            season,
            d,
            player,
            points,
        } => {
            let player = parse_address(deps.api, &player)?;
            execute_score_division(deps, season, d, player, points)
        }
        ExecuteMsg::ResetDivisions { season } => execute_reset_divisions(deps, season),
        ExecuteMsg::Bonus { t, r, player } => {
            let player = parse_address(deps.api, &player)?;
            execute_bonus(deps, t, r, player)
        }
        ExecuteMsg::LeagueBonus { league, r, player } => {
            let player = parse_address(deps.api, &player)?;
            execute_league_bonus(deps, league, r, player)
        }
    }
}

/// `openTournament() external returns (uint256)`
pub fn execute_open_tournament(deps: DepsMut) -> Result<Response, ContractError> {
    let tournaments_length = TOURNAMENTS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default();
    TOURNAMENTS_LENGTH.save(deps.storage, &(tournaments_length + 1))?;
    TOURNAMENTS_ELEMENT_LENGTH.remove(
        deps.storage,
        Uint256::from(tournaments_length).to_be_bytes().as_slice(),
    );
    Ok(Response::new().set_data(to_json_binary(
        &Uint256::from(
            TOURNAMENTS_LENGTH
                .may_load(deps.storage)?
                .unwrap_or_default(),
        )
        .checked_sub(Uint256::one())?,
    )?))
}

/// `openTournamentWithRound() external`
pub fn execute_open_tournament_with_round(deps: DepsMut) -> Result<Response, ContractError> {
    let tournaments_length = TOURNAMENTS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default();
    TOURNAMENTS_LENGTH.save(deps.storage, &(tournaments_length + 1))?;
    TOURNAMENTS_ELEMENT_LENGTH.remove(
        deps.storage,
        Uint256::from(tournaments_length).to_be_bytes().as_slice(),
    );
    let index = Uint256::from(tournaments_length);
    let tournaments_element_length = TOURNAMENTS_ELEMENT_LENGTH
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    TOURNAMENTS_ELEMENT_LENGTH.save(
        deps.storage,
        index.to_be_bytes().as_slice(),
        &(tournaments_element_length + 1),
    )?;
    Ok(Response::new())
}

/// `openRound(uint256 t) external returns (uint256)`
pub fn execute_open_round(deps: DepsMut, t: Uint256) -> Result<Response, ContractError> {
    let key = element_index(
        t,
        TOURNAMENTS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    let tournaments_element_length = TOURNAMENTS_ELEMENT_LENGTH
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    TOURNAMENTS_ELEMENT_LENGTH.save(
        deps.storage,
        key.to_be_bytes().as_slice(),
        &(tournaments_element_length + 1),
    )?;
    Ok(Response::new().set_data(to_json_binary(
        &Uint256::from(
            TOURNAMENTS_ELEMENT_LENGTH
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )
        .checked_sub(Uint256::one())?,
    )?))
}

/// `score(uint256 t, uint256 r, address player, uint256 points) external`
pub fn execute_score(
    deps: DepsMut,
    t: Uint256,
    r: Uint256,
    player: Addr,
    points: Uint256,
) -> Result<Response, ContractError> {
    let key = element_index(
        t,
        TOURNAMENTS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    let key_2 = element_index(
        r,
        TOURNAMENTS_ELEMENT_LENGTH
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    )?;
    let tournaments = TOURNAMENTS
        .may_load(
            deps.storage,
            (
                key.to_be_bytes().as_slice(),
                key_2.to_be_bytes().as_slice(),
                &player,
            ),
        )?
        .unwrap_or_default()
        .checked_add(points)?;
    TOURNAMENTS.save(
        deps.storage,
        (
            key.to_be_bytes().as_slice(),
            key_2.to_be_bytes().as_slice(),
            &player,
        ),
        &tournaments,
    )?;
    Ok(Response::new())
}

/// `dropRound(uint256 t) external`
pub fn execute_drop_round(deps: DepsMut, t: Uint256) -> Result<Response, ContractError> {
    let key = element_index(
        t,
        TOURNAMENTS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    let tournaments_element_length = TOURNAMENTS_ELEMENT_LENGTH
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    TOURNAMENTS_ELEMENT_LENGTH.save(
        deps.storage,
        key.to_be_bytes().as_slice(),
        &tournaments_element_length,
    )?;
    Ok(Response::new())
}

/// `clearRounds(uint256 t) external`
pub fn execute_clear_rounds(deps: DepsMut, t: Uint256) -> Result<Response, ContractError> {
    let key = element_index(
        t,
        TOURNAMENTS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    TOURNAMENTS_ELEMENT_LENGTH.remove(deps.storage, key.to_be_bytes().as_slice());
    Ok(Response::new())
}

/// `dropTournament() external`
pub fn execute_drop_tournament(deps: DepsMut) -> Result<Response, ContractError> {
    let tournaments_length = TOURNAMENTS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    TOURNAMENTS_LENGTH.save(deps.storage, &tournaments_length)?;
    Ok(Response::new())
}

/// `clear() external returns (uint256)`
pub fn execute_clear(deps: DepsMut) -> Result<Response, ContractError> {
    TOURNAMENTS_LENGTH.remove(deps.storage);
    Ok(Response::new().set_data(to_json_binary(&Uint256::from(
        TOURNAMENTS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    ))?))
}

/// `openLeagueRound(uint256 league) external returns (uint256)`
pub fn execute_open_league_round(
    deps: DepsMut,
    league: Uint256,
) -> Result<Response, ContractError> {
    let league_rounds_length = LEAGUE_ROUNDS_LENGTH
        .may_load(deps.storage, league.to_be_bytes().as_slice())?
        .unwrap_or_default();
    LEAGUE_ROUNDS_LENGTH.save(
        deps.storage,
        league.to_be_bytes().as_slice(),
        &(league_rounds_length + 1),
    )?;
    Ok(Response::new().set_data(to_json_binary(
        &Uint256::from(
            LEAGUE_ROUNDS_LENGTH
                .may_load(deps.storage, league.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )
        .checked_sub(Uint256::one())?,
    )?))
}

/// `scoreLeague(uint256 league, uint256 r, address player, uint256 points) external`
pub fn execute_score_league(
    deps: DepsMut,
    league: Uint256,
    r: Uint256,
    player: Addr,
    points: Uint256,
) -> Result<Response, ContractError> {
    let key = element_index(
        r,
        LEAGUE_ROUNDS_LENGTH
            .may_load(deps.storage, league.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    )?;
    let league_rounds = LEAGUE_ROUNDS
        .may_load(
            deps.storage,
            (
                league.to_be_bytes().as_slice(),
                key.to_be_bytes().as_slice(),
                &player,
            ),
        )?
        .unwrap_or_default()
        .checked_add(points)?;
    LEAGUE_ROUNDS.save(
        deps.storage,
        (
            league.to_be_bytes().as_slice(),
            key.to_be_bytes().as_slice(),
            &player,
        ),
        &league_rounds,
    )?;
    Ok(Response::new())
}

/// `dropLeagueRound(uint256 league) external`
pub fn execute_drop_league_round(
    deps: DepsMut,
    league: Uint256,
) -> Result<Response, ContractError> {
    let league_rounds_length = LEAGUE_ROUNDS_LENGTH
        .may_load(deps.storage, league.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    LEAGUE_ROUNDS_LENGTH.save(
        deps.storage,
        league.to_be_bytes().as_slice(),
        &league_rounds_length,
    )?;
    Ok(Response::new())
}

/// `resetLeague(uint256 league) external`
pub fn execute_reset_league(deps: DepsMut, league: Uint256) -> Result<Response, ContractError> {
    LEAGUE_ROUNDS_LENGTH.remove(deps.storage, league.to_be_bytes().as_slice());
    Ok(Response::new())
}

/// `scoreDivision(uint256 season, uint256 d, address player, uint256 points) external`
pub fn execute_score_division(
    mut deps: DepsMut,
    season: Uint256,
    d: Uint256,
    player: Addr,
    points: Uint256,
) -> Result<Response, ContractError> {
    let key = element_index(d, 3)?;
    credit(
        deps.branch(),
        &AddressToUint256Ref::Divisions(season, key),
        player.clone(),
        points,
    )?;
    Ok(Response::new())
}

/// `resetDivisions(uint256 season) external`
pub fn execute_reset_divisions(
    _deps: DepsMut,
    _season: Uint256,
) -> Result<Response, ContractError> {
    Ok(Response::new())
}

/// `bonus(uint256 t, uint256 r, address player) external`
pub fn execute_bonus(
    mut deps: DepsMut,
    t: Uint256,
    r: Uint256,
    player: Addr,
) -> Result<Response, ContractError> {
    let key = element_index(
        t,
        TOURNAMENTS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    let key_2 = element_index(
        r,
        TOURNAMENTS_ELEMENT_LENGTH
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    )?;
    credit(
        deps.branch(),
        &AddressToUint256Ref::Tournaments(key, key_2),
        player.clone(),
        Uint256::from_u128(10),
    )?;
    Ok(Response::new())
}

/// `leagueBonus(uint256 league, uint256 r, address player) external`
pub fn execute_league_bonus(
    mut deps: DepsMut,
    league: Uint256,
    r: Uint256,
    player: Addr,
) -> Result<Response, ContractError> {
    let key = element_index(
        r,
        LEAGUE_ROUNDS_LENGTH
            .may_load(deps.storage, league.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    )?;
    credit(
        deps.branch(),
        &AddressToUint256Ref::LeagueRounds(league, key),
        player.clone(),
        Uint256::from_u128(10),
    )?;
    Ok(Response::new())
}

/// `_credit(mapping(address => uint256) tally, address player, uint256 points) internal`
fn credit(
    deps: DepsMut,
    tally: &AddressToUint256Ref,
    player: Addr,
    points: Uint256,
) -> Result<(), ContractError> {
    let tally_2 = tally
        .may_load(deps.storage, &player)?
        .unwrap_or_default()
        .checked_add(points)?;
    tally.save(deps.storage, &player, &tally_2)?;
    Ok(())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Tournaments { arg0, arg1, arg2 } => {
            let arg2 = parse_address(deps.api, &arg2)?;
            to_json_binary(
                &TOURNAMENTS
                    .may_load(
                        deps.storage,
                        (
                            element_index(
                                arg0,
                                TOURNAMENTS_LENGTH
                                    .may_load(deps.storage)?
                                    .unwrap_or_default(),
                            )?
                            .to_be_bytes()
                            .as_slice(),
                            element_index(
                                arg1,
                                TOURNAMENTS_ELEMENT_LENGTH
                                    .may_load(
                                        deps.storage,
                                        element_index(
                                            arg0,
                                            TOURNAMENTS_LENGTH
                                                .may_load(deps.storage)?
                                                .unwrap_or_default(),
                                        )?
                                        .to_be_bytes()
                                        .as_slice(),
                                    )?
                                    .unwrap_or_default(),
                            )?
                            .to_be_bytes()
                            .as_slice(),
                            &arg2,
                        ),
                    )?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::LeagueRounds { arg0, arg1, arg2 } => {
            let arg2 = parse_address(deps.api, &arg2)?;
            to_json_binary(
                &LEAGUE_ROUNDS
                    .may_load(
                        deps.storage,
                        (
                            arg0.to_be_bytes().as_slice(),
                            element_index(
                                arg1,
                                LEAGUE_ROUNDS_LENGTH
                                    .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                                    .unwrap_or_default(),
                            )?
                            .to_be_bytes()
                            .as_slice(),
                            &arg2,
                        ),
                    )?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Divisions { arg0, arg1, arg2 } => {
            let arg2 = parse_address(deps.api, &arg2)?;
            to_json_binary(
                &DIVISIONS
                    .may_load(
                        deps.storage,
                        (
                            arg0.to_be_bytes().as_slice(),
                            element_index(arg1, 3)?.to_be_bytes().as_slice(),
                            &arg2,
                        ),
                    )?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Latest { player } => {
            let player = parse_address(deps.api, &player)?;
            to_json_binary(&query_latest(deps, player)?)?
        }
        QueryMsg::RoundCount { t } => to_json_binary(&query_round_count(deps, t)?)?,
        QueryMsg::TournamentCount {} => to_json_binary(&query_tournament_count(deps)?)?,
        QueryMsg::LeagueRoundCount { league } => {
            to_json_binary(&query_league_round_count(deps, league)?)?
        }
        QueryMsg::DivisionCount { season } => to_json_binary(&query_division_count(deps, season)?)?,
    })
}

/// `latest(address player) external view returns (uint256)`
fn query_latest(deps: Deps, player: Addr) -> Result<Uint256, ContractError> {
    let key = element_index(
        Uint256::from(
            TOURNAMENTS_LENGTH
                .may_load(deps.storage)?
                .unwrap_or_default(),
        )
        .checked_sub(Uint256::one())?,
        TOURNAMENTS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    Ok(TOURNAMENTS
        .may_load(
            deps.storage,
            (
                key.to_be_bytes().as_slice(),
                element_index(
                    Uint256::from(
                        TOURNAMENTS_ELEMENT_LENGTH
                            .may_load(deps.storage, key.to_be_bytes().as_slice())?
                            .unwrap_or_default(),
                    )
                    .checked_sub(Uint256::one())?,
                    TOURNAMENTS_ELEMENT_LENGTH
                        .may_load(deps.storage, key.to_be_bytes().as_slice())?
                        .unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
                &player,
            ),
        )?
        .unwrap_or_default())
}

/// `roundCount(uint256 t) external view returns (uint256)`
fn query_round_count(deps: Deps, t: Uint256) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        TOURNAMENTS_ELEMENT_LENGTH
            .may_load(
                deps.storage,
                element_index(
                    t,
                    TOURNAMENTS_LENGTH
                        .may_load(deps.storage)?
                        .unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default(),
    ))
}

/// `tournamentCount() external view returns (uint256)`
fn query_tournament_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        TOURNAMENTS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    ))
}

/// `leagueRoundCount(uint256 league) external view returns (uint256)`
fn query_league_round_count(deps: Deps, league: Uint256) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        LEAGUE_ROUNDS_LENGTH
            .may_load(deps.storage, league.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    ))
}

/// `divisionCount(uint256 season) external view returns (uint256)`
fn query_division_count(_deps: Deps, _season: Uint256) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(3u64))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
