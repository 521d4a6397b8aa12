#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{AddressToUint256Ref, AUTUMN, AUTUMN_SCORES, OWNER, SPRING_SCORES};

const CONTRACT_NAME: &str = "crates.io:season-books";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
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
    // SeasonBooks
    AUTUMN.save(deps.storage, &false)?;
    OWNER.save(deps.storage, &info.sender)?;
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
        ExecuteMsg::Record { player, points } => {
            let player = parse_address(deps.api, &player)?;
            execute_record(deps, info, player, points)
        }
        ExecuteMsg::Enrol { player, bonus } => {
            let player = parse_address(deps.api, &player)?;
            execute_enrol(deps, info, player, bonus)
        }
        ExecuteMsg::SwitchSeason {} => execute_switch_season(deps, info),
        ExecuteMsg::CarryOver { player, points } => {
            let player = parse_address(deps.api, &player)?;
            execute_carry_over(deps, info, player, points)
        }
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner {
            caller: sender.clone(),
        });
    }
    Ok(())
}

/// `record(address player, uint256 points) external onlyOwner`
pub fn execute_record(
    mut deps: DepsMut,
    info: MessageInfo,
    player: Addr,
    points: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    let location = &book(deps.as_ref(), AUTUMN.load(deps.storage)?)?;
    credit(deps.branch(), location, player.clone(), points)?;
    events.push(scored_event(&player, points, AUTUMN.load(deps.storage)?));
    Ok(Response::new().add_events(events))
}

/// `enrol(address player, uint256 bonus) external onlyOwner`
pub fn execute_enrol(
    mut deps: DepsMut,
    info: MessageInfo,
    player: Addr,
    bonus: Uint256,
) -> Result<Response, ContractError> {
    only_owner(deps.as_ref(), &info.sender)?;
    let location = &enrol(deps.branch(), player.clone())?;
    let location_2 = location
        .may_load(deps.storage, &player)?
        .unwrap_or_default()
        .checked_add(bonus)?;
    location.save(deps.storage, &player, &location_2)?;
    Ok(Response::new())
}

/// `switchSeason() external onlyOwner`
pub fn execute_switch_season(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    only_owner(deps.as_ref(), &info.sender)?;
    let autumn = !AUTUMN.load(deps.storage)?;
    AUTUMN.save(deps.storage, &autumn)?;
    Ok(Response::new())
}

/// `carryOver(address player, uint256 points) external onlyOwner`
pub fn execute_carry_over(
    deps: DepsMut,
    info: MessageInfo,
    player: Addr,
    points: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    let spring_scores = SPRING_SCORES
        .may_load(deps.storage, &player)?
        .unwrap_or_default()
        .checked_sub(points)?;
    SPRING_SCORES.save(deps.storage, &player, &spring_scores)?;
    let autumn_scores = AUTUMN_SCORES
        .may_load(deps.storage, &player)?
        .unwrap_or_default()
        .checked_add(points)?;
    AUTUMN_SCORES.save(deps.storage, &player, &autumn_scores)?;
    events.push(moved_event(
        &player,
        AUTUMN_SCORES
            .may_load(deps.storage, &player)?
            .unwrap_or_default(),
    ));
    Ok(Response::new().add_events(events))
}

/// `_credit(mapping(address => uint256) book, address player, uint256 points) internal`
fn credit(
    deps: DepsMut,
    book: &AddressToUint256Ref,
    player: Addr,
    points: Uint256,
) -> Result<(), ContractError> {
    let book_2 = book
        .may_load(deps.storage, &player)?
        .unwrap_or_default()
        .checked_add(points)?;
    book.save(deps.storage, &player, &book_2)?;
    Ok(())
}

/// `_book(bool ofAutumn) internal view returns (mapping(address => uint256))`
fn book(_deps: Deps, of_autumn: bool) -> Result<AddressToUint256Ref, ContractError> {
    if of_autumn {
        return Ok(AddressToUint256Ref::AutumnScores);
    }
    Ok(AddressToUint256Ref::SpringScores)
}

/// `_enrol(address player) internal returns (mapping(address => uint256) book)`
fn enrol(deps: DepsMut, player: Addr) -> Result<AddressToUint256Ref, ContractError> {
    let mut book = AddressToUint256Ref::SpringScores;
    let book_2 = book
        .may_load(deps.storage, &player)?
        .unwrap_or_default()
        .checked_add(Uint256::one())?;
    book.save(deps.storage, &player, &book_2)?;
    book = AddressToUint256Ref::AutumnScores;
    let book_3 = book
        .may_load(deps.storage, &player)?
        .unwrap_or_default()
        .checked_add(Uint256::one())?;
    book.save(deps.storage, &player, &book_3)?;
    if !AUTUMN.load(deps.storage)? {
        book = AddressToUint256Ref::SpringScores;
    }
    Ok(book)
}

/// `event Scored(address indexed player, uint256 points, bool autumn)`
fn scored_event(player: &Addr, points: Uint256, autumn: bool) -> Event {
    Event::new("Scored")
        .add_attribute("player", player.as_str())
        .add_attribute("points", points.to_string())
        .add_attribute("autumn", autumn.to_string())
}

/// `event Moved(address indexed player, uint256 points)`
fn moved_event(player: &Addr, points: Uint256) -> Event {
    Event::new("Moved")
        .add_attribute("player", player.as_str())
        .add_attribute("points", points.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Autumn {} => to_json_binary(&AUTUMN.load(deps.storage)?)?,
        QueryMsg::ScoreOf { player, of_autumn } => {
            let player = parse_address(deps.api, &player)?;
            to_json_binary(&query_score_of(deps, player, of_autumn)?)?
        }
    })
}

/// `scoreOf(address player, bool ofAutumn) external view returns (uint256)`
fn query_score_of(deps: Deps, player: Addr, of_autumn: bool) -> Result<Uint256, ContractError> {
    let location = &book(deps, of_autumn)?;
    Ok(location
        .may_load(deps.storage, &player)?
        .unwrap_or_default())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
