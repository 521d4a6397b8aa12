#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, CosmosMsg, Deps, DepsMut, Env, Event, MessageInfo, Response,
    StdResult, Uint256, WasmMsg,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, SelfCallExecuteMsg};
use crate::state::{OWNER, POINTS, SELF_CREDITS, TOTAL};

const CONTRACT_NAME: &str = "crates.io:self-call";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    msgs: Vec<CosmosMsg>,
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
    // SelfCall
    TOTAL.save(deps.storage, &Uint256::zero())?;
    SELF_CREDITS.save(deps.storage, &Uint256::zero())?;
    OWNER.save(deps.storage, &info.sender)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    match msg {
        ExecuteMsg::Credit { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_credit(deps, env, info, to, amount)
        }
        ExecuteMsg::Check { who } => {
            let who = parse_address(deps.api, &who)?;
            execute_check(deps, env, who)
        }
        ExecuteMsg::Bonus { amount } => execute_bonus(deps, env, info, amount),
    }
}

/// `credit(address to, uint256 amount) public`
pub fn execute_credit(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != OWNER.load(deps.storage)? && info.sender != env.contract.address {
        return Err(ContractError::NotOwner {
            caller: info.sender.clone(),
        });
    }
    let points = POINTS
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(amount)?;
    POINTS.save(deps.storage, &to, &points)?;
    let total = TOTAL.load(deps.storage)?.checked_add(amount)?;
    TOTAL.save(deps.storage, &total)?;
    if info.sender == env.contract.address {
        let self_credits = SELF_CREDITS
            .load(deps.storage)?
            .checked_add(Uint256::one())?;
        SELF_CREDITS.save(deps.storage, &self_credits)?;
    }
    events.push(credited_event(&to, amount, &info.sender));
    Ok(Response::new().add_events(events))
}

/// `check(address who) external`
pub fn execute_check(deps: DepsMut, env: Env, who: Addr) -> Result<Response, ContractError> {
    let mut events = vec![];
    let balance = query_points_of(deps.as_ref(), who.clone())?;
    events.push(checked_event(
        &who,
        &query_caller_seen(&env.contract.address)?,
        balance,
    ));
    Ok(Response::new().add_events(events))
}

/// `bonus(uint256 amount) external`
pub fn execute_bonus(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    if query_points_of(deps.as_ref(), info.sender.clone())? <= Uint256::zero() {
        return Err(ContractError::NoPoints);
    }
    payouts.msgs.push(
        WasmMsg::Execute {
            contract_addr: env.contract.address.to_string(),
            msg: to_json_binary(&SelfCallExecuteMsg::Credit {
                to: info.sender.to_string(),
                amount,
            })?,
            funds: vec![],
        }
        .into(),
    );
    Ok(Response::new().add_messages(payouts.msgs))
}

/// `event Credited(address indexed to, uint256 amount, address by)`
fn credited_event(to: &Addr, amount: Uint256, by: &Addr) -> Event {
    Event::new("Credited")
        .add_attribute("to", to.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("by", by.as_str())
}

/// `event Checked(address indexed who, address caller, uint256 balance)`
fn checked_event(who: &Addr, caller: &Addr, balance: Uint256) -> Event {
    Event::new("Checked")
        .add_attribute("who", who.as_str())
        .add_attribute("caller", caller.as_str())
        .add_attribute("balance", balance.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Points { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&POINTS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::SelfCredits {} => to_json_binary(&SELF_CREDITS.load(deps.storage)?)?,
        QueryMsg::PointsOf { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_points_of(deps, who)?)?
        }
        QueryMsg::CallerSeen { sender } => {
            let sender = parse_address(deps.api, &sender)?;
            to_json_binary(&query_caller_seen(&sender)?)?
        }
        QueryMsg::IsSelf {} => to_json_binary(&query_is_self(&env)?)?,
        QueryMsg::Doubled { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_doubled(deps, &env, who)?)?
        }
    })
}

/// `pointsOf(address who) external view returns (uint256)`
fn query_points_of(deps: Deps, who: Addr) -> Result<Uint256, ContractError> {
    Ok(POINTS.may_load(deps.storage, &who)?.unwrap_or_default())
}

/// `callerSeen() public view returns (address)`
fn query_caller_seen(sender: &Addr) -> Result<Addr, ContractError> {
    Ok(sender.clone())
}

/// `isSelf() external view returns (bool)`
fn query_is_self(env: &Env) -> Result<bool, ContractError> {
    Ok(query_caller_seen(&env.contract.address)? == env.contract.address)
}

/// `doubled(address who) external view returns (uint256)`
fn query_doubled(deps: Deps, _env: &Env, who: Addr) -> Result<Uint256, ContractError> {
    Ok(query_points_of(deps, who.clone())?.checked_mul(Uint256::from_u128(2))?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
