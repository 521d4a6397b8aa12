#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{LAST_CALLER, TOTAL};

const CONTRACT_NAME: &str = "crates.io:counter";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `msg.value`: the amount of the native denom attached (any other denom is rejected).
fn msg_value(info: &MessageInfo) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(may_pay(info, NATIVE_DENOM)?))
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
    // Counter
    TOTAL.save(deps.storage, &Uint256::zero())?;
    LAST_CALLER.save(deps.storage, &Addr::unchecked(""))?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {
        ExecuteMsg::Add { amount } => execute_add(deps, info, amount),
    }
}

/// `add(uint256 amount) external payable returns (uint256)`
pub fn execute_add(
    deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    msg_value(&info)?;
    let mut events = vec![];
    if amount <= Uint256::zero() {
        return Err(ContractError::NothingToAdd);
    }
    let total = TOTAL.load(deps.storage)?.checked_add(amount)?;
    TOTAL.save(deps.storage, &total)?;
    LAST_CALLER.save(deps.storage, &info.sender)?;
    events.push(added_event(&info.sender, amount, TOTAL.load(deps.storage)?));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&TOTAL.load(deps.storage)?)?))
}

/// `event Added(address by, uint256 amount, uint256 total)`
fn added_event(by: &Addr, amount: Uint256, total: Uint256) -> Event {
    Event::new("Added")
        .add_attribute("by", by.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("total", total.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::LastCaller {} => to_json_binary(&LAST_CALLER.load(deps.storage)?)?,
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
