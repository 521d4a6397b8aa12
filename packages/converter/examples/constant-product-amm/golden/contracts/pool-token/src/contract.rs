#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{ALLOWANCE, BALANCE_OF, SYMBOL, TOTAL_SUPPLY};

const CONTRACT_NAME: &str = "crates.io:pool-token";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `address(0)`: the empty string in JSON, an empty `Addr` in storage and in events.
fn zero_address() -> Addr {
    Addr::unchecked("")
}

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `constructor(string symbol_, uint256 supply)`
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
    let symbol = msg.symbol;
    let supply = msg.supply;
    // PoolToken
    SYMBOL.save(deps.storage, &symbol)?;
    TOTAL_SUPPLY.save(deps.storage, &supply)?;
    BALANCE_OF.save(deps.storage, &info.sender, &supply)?;
    events.push(transfer_event(&zero_address(), &info.sender, supply));
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
        ExecuteMsg::Approve { spender, amount } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_approve(deps, info, spender, amount)
        }
        ExecuteMsg::Transfer { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_transfer(deps, info, to, amount)
        }
        ExecuteMsg::TransferFrom { from, to, amount } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_transfer_from(deps, info, from, to, amount)
        }
    }
}

/// `approve(address spender, uint256 amount) external returns (bool)`
pub fn execute_approve(
    deps: DepsMut,
    info: MessageInfo,
    spender: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    ALLOWANCE.save(deps.storage, (&info.sender, &spender), &amount)?;
    events.push(approval_event(&info.sender, &spender, amount));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `transfer(address to, uint256 amount) external returns (bool)`
pub fn execute_transfer(
    mut deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    r#move(
        deps.branch(),
        &mut events,
        info.sender.clone(),
        to.clone(),
        amount,
    )?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `transferFrom(address from, address to, uint256 amount) external returns (bool)`
pub fn execute_transfer_from(
    mut deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if ALLOWANCE
        .may_load(deps.storage, (&from, &info.sender))?
        .unwrap_or_default()
        < amount
    {
        return Err(ContractError::PoolTokenAllowanceExceeded);
    }
    let allowance = ALLOWANCE
        .may_load(deps.storage, (&from, &info.sender))?
        .unwrap_or_default()
        .checked_sub(amount)?;
    ALLOWANCE.save(deps.storage, (&from, &info.sender), &allowance)?;
    r#move(deps.branch(), &mut events, from.clone(), to.clone(), amount)?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `_move(address from, address to, uint256 amount) private`
fn r#move(
    deps: DepsMut,
    events: &mut Vec<Event>,
    from: Addr,
    to: Addr,
    amount: Uint256,
) -> Result<(), ContractError> {
    if BALANCE_OF
        .may_load(deps.storage, &from)?
        .unwrap_or_default()
        < amount
    {
        return Err(ContractError::PoolTokenBalanceExceeded);
    }
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &from)?
        .unwrap_or_default()
        .checked_sub(amount)?;
    BALANCE_OF.save(deps.storage, &from, &balance_of)?;
    let balance_of_2 = BALANCE_OF
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(amount)?;
    BALANCE_OF.save(deps.storage, &to, &balance_of_2)?;
    events.push(transfer_event(&from, &to, amount));
    Ok(())
}

/// `event Transfer(address indexed from, address indexed to, uint256 value)`
fn transfer_event(from: &Addr, to: &Addr, value: Uint256) -> Event {
    Event::new("Transfer")
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("value", value.to_string())
}

/// `event Approval(address indexed owner, address indexed spender, uint256 value)`
fn approval_event(owner: &Addr, spender: &Addr, value: Uint256) -> Event {
    Event::new("Approval")
        .add_attribute("owner", owner.as_str())
        .add_attribute("spender", spender.as_str())
        .add_attribute("value", value.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Symbol {} => to_json_binary(&SYMBOL.load(deps.storage)?)?,
        QueryMsg::TotalSupply {} => to_json_binary(&TOTAL_SUPPLY.load(deps.storage)?)?,
        QueryMsg::BalanceOf { account } => {
            let account = parse_address(deps.api, &account)?;
            to_json_binary(
                &BALANCE_OF
                    .may_load(deps.storage, &account)?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Allowance { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &ALLOWANCE
                    .may_load(deps.storage, (&arg0, &arg1))?
                    .unwrap_or_default(),
            )?
        }
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
