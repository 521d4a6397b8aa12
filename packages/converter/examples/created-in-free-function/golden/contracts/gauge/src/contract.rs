#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{LEVEL, OWNER};

const CONTRACT_NAME: &str = "crates.io:gauge";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `constructor(uint256 start)`
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
    let start = msg.start;
    // Gauge
    if start <= Uint256::zero() {
        return Err(ContractError::GaugeZeroStart);
    }
    LEVEL.save(deps.storage, &start)?;
    OWNER.save(deps.storage, &info.sender)?;
    events.push(created_event(&info.sender, start));
    Ok(Response::new().add_events(events))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    _deps: DepsMut,
    _env: Env,
    _info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {}
}

/// `event Created(address indexed owner, uint256 level)`
fn created_event(owner: &Addr, level: Uint256) -> Event {
    Event::new("Created")
        .add_attribute("owner", owner.as_str())
        .add_attribute("level", level.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Level {} => to_json_binary(&LEVEL.load(deps.storage)?)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Scaled { factor } => to_json_binary(&query_scaled(deps, factor)?)?,
    })
}

/// `scaled(uint256 factor) external view returns (uint256)`
fn query_scaled(deps: Deps, factor: Uint256) -> Result<Uint256, ContractError> {
    Ok(LEVEL.load(deps.storage)?.checked_mul(factor)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
