#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{COUNT, CREATOR};

const CONTRACT_NAME: &str = "crates.io:counter";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `msg.value`: the amount of the native denom attached (any other denom is rejected).
fn msg_value(info: &MessageInfo) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(may_pay(info, NATIVE_DENOM)?))
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    sent: Uint256,
}

impl Payouts {
    /// `address(this).balance`
    fn self_balance(&self, deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
        let bank = deps
            .querier
            .query_balance(&env.contract.address, NATIVE_DENOM)?;
        Ok(Uint256::from(bank.amount).checked_sub(self.sent)?)
    }
}

/// `constructor(uint256 start)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    msg_value(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let mut events = vec![];
    let start = msg.start;
    // Counter
    COUNT.save(deps.storage, &start)?;
    CREATOR.save(deps.storage, &info.sender)?;
    events.push(started_event(&info.sender, start));
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
        ExecuteMsg::Set { value } => execute_set(deps, info, value),
        ExecuteMsg::Add { amount } => execute_add(deps, amount),
    }
}

/// `set(uint256 value) external`
pub fn execute_set(
    deps: DepsMut,
    info: MessageInfo,
    value: Uint256,
) -> Result<Response, ContractError> {
    if info.sender != CREATOR.load(deps.storage)? {
        return Err(ContractError::CounterNotTheCreator);
    }
    COUNT.save(deps.storage, &value)?;
    Ok(Response::new())
}

/// `add(uint256 amount) external returns (uint256)`
pub fn execute_add(deps: DepsMut, amount: Uint256) -> Result<Response, ContractError> {
    let count = COUNT.load(deps.storage)?.checked_add(amount)?;
    COUNT.save(deps.storage, &count)?;
    Ok(Response::new().set_data(to_json_binary(&COUNT.load(deps.storage)?)?))
}

/// `event Started(address indexed creator, uint256 start)`
fn started_event(creator: &Addr, start: Uint256) -> Event {
    Event::new("Started")
        .add_attribute("creator", creator.as_str())
        .add_attribute("start", start.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Creator {} => to_json_binary(&CREATOR.load(deps.storage)?)?,
        QueryMsg::Get {} => to_json_binary(&query_get(deps)?)?,
        QueryMsg::Funds {} => to_json_binary(&query_funds(deps, &env, &Payouts::default())?)?,
    })
}

/// `get() external view returns (uint256)`
fn query_get(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(COUNT.load(deps.storage)?)
}

/// `funds() external view returns (uint256)`
fn query_funds(deps: Deps, env: &Env, payouts: &Payouts) -> Result<Uint256, ContractError> {
    payouts.self_balance(deps, env)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
