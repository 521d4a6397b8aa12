#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{ALLOWANCE, BALANCE_OF, FROZEN, MINTER};

const CONTRACT_NAME: &str = "crates.io:reward-token";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `constructor(uint256 supply)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let supply = msg.supply;
    // RewardToken
    FROZEN.save(deps.storage, &false)?;
    MINTER.save(deps.storage, &info.sender)?;
    BALANCE_OF.save(deps.storage, &info.sender, &supply)?;
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
        ExecuteMsg::Transfer { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_transfer(deps, info, to, amount)
        }
        ExecuteMsg::Approve { spender, amount } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_approve(deps, info, spender, amount)
        }
        ExecuteMsg::TransferFrom { from, to, amount } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_transfer_from(deps, info, from, to, amount)
        }
        ExecuteMsg::SetFrozen { value } => execute_set_frozen(deps, info, value),
    }
}

/// `transfer(address to, uint256 amount) external returns (bool)`
pub fn execute_transfer(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if FROZEN.load(deps.storage)?
        || BALANCE_OF
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            < amount
    {
        return Ok(Response::new()
            .add_events(events)
            .set_data(to_json_binary(&false)?));
    }
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_sub(amount)?;
    BALANCE_OF.save(deps.storage, &info.sender, &balance_of)?;
    let balance_of_2 = BALANCE_OF
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(amount)?;
    BALANCE_OF.save(deps.storage, &to, &balance_of_2)?;
    events.push(transfer_event(&info.sender, &to, amount));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
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

/// `transferFrom(address from, address to, uint256 amount) external returns (bool)`
pub fn execute_transfer_from(
    deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if FROZEN.load(deps.storage)?
        || BALANCE_OF
            .may_load(deps.storage, &from)?
            .unwrap_or_default()
            < amount
        || ALLOWANCE
            .may_load(deps.storage, (&from, &info.sender))?
            .unwrap_or_default()
            < amount
    {
        return Ok(Response::new()
            .add_events(events)
            .set_data(to_json_binary(&false)?));
    }
    let allowance = ALLOWANCE
        .may_load(deps.storage, (&from, &info.sender))?
        .unwrap_or_default()
        .checked_sub(amount)?;
    ALLOWANCE.save(deps.storage, (&from, &info.sender), &allowance)?;
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
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `setFrozen(bool value) external`
pub fn execute_set_frozen(
    deps: DepsMut,
    info: MessageInfo,
    value: bool,
) -> Result<Response, ContractError> {
    if info.sender != MINTER.load(deps.storage)? {
        return Err(ContractError::NotMinter);
    }
    FROZEN.save(deps.storage, &value)?;
    Ok(Response::new())
}

/// `event Transfer(address indexed from, address indexed to, uint256 amount)`
fn transfer_event(from: &Addr, to: &Addr, amount: Uint256) -> Event {
    Event::new("Transfer")
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Approval(address indexed owner, address indexed spender, uint256 amount)`
fn approval_event(owner: &Addr, spender: &Addr, amount: Uint256) -> Event {
    Event::new("Approval")
        .add_attribute("owner", owner.as_str())
        .add_attribute("spender", spender.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::BalanceOf { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&BALANCE_OF.may_load(deps.storage, &who)?.unwrap_or_default())?
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
        QueryMsg::Frozen {} => to_json_binary(&FROZEN.load(deps.storage)?)?,
        QueryMsg::Minter {} => to_json_binary(&MINTER.load(deps.storage)?)?,
        QueryMsg::RateOf { tier } => to_json_binary(&query_rate_of(tier)?)?,
    })
}

/// `rateOf(uint256 tier) external pure returns (uint256)`
fn query_rate_of(tier: Uint256) -> Result<Uint256, ContractError> {
    if tier >= Uint256::from_u128(3) {
        return Err(ContractError::NoSuchTier);
    }
    Ok(tier
        .checked_add(Uint256::one())?
        .checked_mul(Uint256::from_u128(100))?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
