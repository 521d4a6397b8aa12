#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{DECIMALS, OWNER, PRICE};

const CONTRACT_NAME: &str = "crates.io:price-feed";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `constructor(uint256 feedDecimals, uint256 initialPrice)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let mut events = vec![];
    let feed_decimals = msg.feed_decimals;
    let initial_price = msg.initial_price;
    // PriceFeed
    DECIMALS.save(deps.storage, &feed_decimals)?;
    PRICE.save(deps.storage, &initial_price)?;
    OWNER.save(deps.storage, &info.sender)?;
    events.push(feed_started_event(
        &info.sender,
        feed_decimals,
        initial_price,
    ));
    Ok(Response::new().add_events(events))
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
        ExecuteMsg::Update { new_price } => execute_update(deps, info, new_price),
        ExecuteMsg::Bump { by } => execute_bump(deps, info, by),
    }
}

/// `update(uint256 newPrice) external`
pub fn execute_update(
    deps: DepsMut,
    info: MessageInfo,
    new_price: Uint256,
) -> Result<Response, ContractError> {
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::PriceFeedNotTheOwner);
    }
    PRICE.save(deps.storage, &new_price)?;
    Ok(Response::new())
}

/// `bump(uint256 by) external returns (uint256)`
pub fn execute_bump(
    deps: DepsMut,
    info: MessageInfo,
    by: Uint256,
) -> Result<Response, ContractError> {
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::PriceFeedNotTheOwner);
    }
    let price = PRICE.load(deps.storage)?.checked_add(by)?;
    PRICE.save(deps.storage, &price)?;
    Ok(Response::new().set_data(to_json_binary(&PRICE.load(deps.storage)?)?))
}

/// `event FeedStarted(address indexed owner, uint256 decimals, uint256 price)`
fn feed_started_event(owner: &Addr, decimals: Uint256, price: Uint256) -> Event {
    Event::new("FeedStarted")
        .add_attribute("owner", owner.as_str())
        .add_attribute("decimals", decimals.to_string())
        .add_attribute("price", price.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Decimals {} => to_json_binary(&DECIMALS.load(deps.storage)?)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Latest {} => to_json_binary(&query_latest(deps)?)?,
    })
}

/// `latest() external view returns (uint256)`
fn query_latest(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(PRICE.load(deps.storage)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
