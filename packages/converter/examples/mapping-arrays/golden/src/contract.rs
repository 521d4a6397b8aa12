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
    AddressToUint256Ref, Uint8ToUint256Array3Ref, ENTRIES, ENTRIES_LENGTH, LEAGUES, SEASONS,
    SEASONS_LENGTH,
};

const CONTRACT_NAME: &str = "crates.io:season-book";
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

/// The implicit constructor.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    _msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
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
        ExecuteMsg::OpenSeason {} => execute_open_season(deps),
        ExecuteMsg::Score { season, who, v } => {
            let who = parse_address(deps.api, &who)?;
            execute_score(deps, season, who, v)
        }
        ExecuteMsg::DropSeason {} => execute_drop_season(deps),
        ExecuteMsg::Reset {} => execute_reset(deps),
        ExecuteMsg::SetLeague { league, id, v } => execute_set_league(deps, league, id, v),
        ExecuteMsg::Rotate { id } => execute_rotate(deps, id),
    }
}

/// `openSeason() external returns (uint256)`
pub fn execute_open_season(deps: DepsMut) -> Result<Response, ContractError> {
    let seasons_length = SEASONS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    SEASONS_LENGTH.save(deps.storage, &(seasons_length + 1))?;
    let entries_length = ENTRIES_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    ENTRIES_LENGTH.save(deps.storage, &(entries_length + 1))?;
    Ok(Response::new().set_data(to_json_binary(
        &Uint256::from(SEASONS_LENGTH.may_load(deps.storage)?.unwrap_or_default())
            .checked_sub(Uint256::one())?,
    )?))
}

/// `score(uint256 season, address who, uint256 v) external`
pub fn execute_score(
    mut deps: DepsMut,
    season: Uint256,
    who: Addr,
    v: Uint256,
) -> Result<Response, ContractError> {
    let key = element_index(
        season,
        SEASONS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    add(
        deps.branch(),
        &AddressToUint256Ref::Seasons(key),
        who.clone(),
        v,
    )?;
    let key_2 = element_index(
        season,
        ENTRIES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    let mut entries = ENTRIES
        .may_load(deps.storage, (key_2.to_be_bytes().as_slice(), &who))?
        .unwrap_or_default();
    entries.points = entries.points.checked_add(v)?;
    ENTRIES.save(
        deps.storage,
        (key_2.to_be_bytes().as_slice(), &who),
        &entries,
    )?;
    let key_3 = element_index(
        season,
        ENTRIES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    let mut entries_2 = ENTRIES
        .may_load(deps.storage, (key_3.to_be_bytes().as_slice(), &who))?
        .unwrap_or_default();
    entries_2.games = entries_2
        .games
        .checked_add(1u32)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    ENTRIES.save(
        deps.storage,
        (key_3.to_be_bytes().as_slice(), &who),
        &entries_2,
    )?;
    Ok(Response::new())
}

/// `dropSeason() external`
pub fn execute_drop_season(deps: DepsMut) -> Result<Response, ContractError> {
    let seasons_length = SEASONS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    SEASONS_LENGTH.save(deps.storage, &seasons_length)?;
    let entries_length = ENTRIES_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    ENTRIES_LENGTH.save(deps.storage, &entries_length)?;
    Ok(Response::new())
}

/// `reset() external`
pub fn execute_reset(deps: DepsMut) -> Result<Response, ContractError> {
    SEASONS_LENGTH.remove(deps.storage);
    Ok(Response::new())
}

/// `setLeague(uint256 league, uint8 id, uint256 v) external`
pub fn execute_set_league(
    deps: DepsMut,
    league: Uint256,
    id: u8,
    v: Uint256,
) -> Result<Response, ContractError> {
    let key = element_index(league, 3)?;
    LEAGUES.save(deps.storage, (key.to_be_bytes().as_slice(), id), &v)?;
    Ok(Response::new())
}

/// `rotate(uint8 id) external returns (uint256)`
pub fn execute_rotate(mut deps: DepsMut, id: u8) -> Result<Response, ContractError> {
    Ok(Response::new().set_data(to_json_binary(&rotate(
        deps.branch(),
        &Uint8ToUint256Array3Ref::Leagues,
        id,
    )?)?))
}

/// `_add(mapping(address => uint256) m, address who, uint256 v) internal`
fn add(deps: DepsMut, m: &AddressToUint256Ref, who: Addr, v: Uint256) -> Result<(), ContractError> {
    let m_2 = m
        .may_load(deps.storage, &who)?
        .unwrap_or_default()
        .checked_add(v)?;
    m.save(deps.storage, &who, &m_2)?;
    Ok(())
}

/// `_rotate(mapping(uint8 => uint256)[3] ls, uint8 id) internal returns (uint256 moved)`
fn rotate(deps: DepsMut, ls: &Uint8ToUint256Array3Ref, id: u8) -> Result<Uint256, ContractError> {
    let moved = ls
        .may_load(
            deps.storage,
            (
                element_index(Uint256::zero(), 3)?.to_be_bytes().as_slice(),
                id,
            ),
        )?
        .unwrap_or_default();
    let key = element_index(Uint256::zero(), 3)?;
    let ls_2 = ls
        .may_load(
            deps.storage,
            (
                element_index(Uint256::one(), 3)?.to_be_bytes().as_slice(),
                id,
            ),
        )?
        .unwrap_or_default();
    ls.save(deps.storage, (key.to_be_bytes().as_slice(), id), &ls_2)?;
    let key_2 = element_index(Uint256::one(), 3)?;
    let ls_3 = ls
        .may_load(
            deps.storage,
            (
                element_index(Uint256::from_u128(2), 3)?
                    .to_be_bytes()
                    .as_slice(),
                id,
            ),
        )?
        .unwrap_or_default();
    ls.save(deps.storage, (key_2.to_be_bytes().as_slice(), id), &ls_3)?;
    let key_3 = element_index(Uint256::from_u128(2), 3)?;
    ls.save(deps.storage, (key_3.to_be_bytes().as_slice(), id), &moved)?;
    Ok(moved)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Entries { arg0, arg1 } => {
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &ENTRIES
                    .may_load(
                        deps.storage,
                        (
                            element_index(
                                arg0,
                                ENTRIES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                            )?
                            .to_be_bytes()
                            .as_slice(),
                            &arg1,
                        ),
                    )?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Leagues { arg0, arg1 } => to_json_binary(
            &LEAGUES
                .may_load(
                    deps.storage,
                    (element_index(arg0, 3)?.to_be_bytes().as_slice(), arg1),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Points { season, who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_points(deps, season, who)?)?
        }
        QueryMsg::SeasonCount {} => to_json_binary(&query_season_count(deps)?)?,
    })
}

/// `points(uint256 season, address who) external view returns (uint256)`
fn query_points(deps: Deps, season: Uint256, who: Addr) -> Result<Uint256, ContractError> {
    Ok(SEASONS
        .may_load(
            deps.storage,
            (
                element_index(
                    season,
                    SEASONS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
                &who,
            ),
        )?
        .unwrap_or_default())
}

/// `seasonCount() external view returns (uint256)`
fn query_season_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        SEASONS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
