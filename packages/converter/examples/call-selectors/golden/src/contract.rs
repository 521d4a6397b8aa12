#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary, MessageInfo, Response,
    StdResult, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{ALLOWED, CALLS, DEPLOYED_WITH, LAST_SELECTOR, OWNER, TOTAL};

const CONTRACT_NAME: &str = "crates.io:selector-guard";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `msg.value`: the amount of the native denom attached (any other denom is rejected).
fn msg_value(info: &MessageInfo) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(may_pay(info, NATIVE_DENOM)?))
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
    // SelectorGuard
    LAST_SELECTOR.save(deps.storage, &HexBinary::from(vec![0u8; 4]))?;
    TOTAL.save(deps.storage, &Uint256::zero())?;
    OWNER.save(deps.storage, &info.sender)?;
    let deployed_with = HexBinary::from_hex("00000000")?;
    DEPLOYED_WITH.save(deps.storage, &deployed_with)?;
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
        ExecuteMsg::Grant { selector, who } => {
            nonpayable(&info)?;
            if selector.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            let who = parse_address(deps.api, &who)?;
            execute_grant(deps, info, selector, who)
        }
        ExecuteMsg::Deposit { amount } => {
            nonpayable(&info)?;
            execute_deposit(deps, info, amount)
        }
        ExecuteMsg::Withdraw { amount } => {
            nonpayable(&info)?;
            execute_withdraw(deps, info, amount)
        }
        ExecuteMsg::TopUp { amount } => {
            nonpayable(&info)?;
            execute_top_up(deps, info, amount)
        }
        ExecuteMsg::Receive {} => execute_receive(deps, info),
    }
}

/// `modifier auth`
fn auth(deps: Deps, sender: &Addr, msg_sig: &HexBinary) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)?
        && !ALLOWED
            .may_load(deps.storage, ((*msg_sig).as_slice(), sender))?
            .unwrap_or_default()
    {
        return Err(ContractError::NotAllowed {
            selector: msg_sig.clone(),
            caller: sender.clone(),
        });
    }
    Ok(())
}

/// `grant(bytes4 selector, address who) external auth`
pub fn execute_grant(
    deps: DepsMut,
    info: MessageInfo,
    selector: HexBinary,
    who: Addr,
) -> Result<Response, ContractError> {
    auth(
        deps.as_ref(),
        &info.sender,
        &HexBinary::from_hex("a157a10d")?,
    )?;
    ALLOWED.save(deps.storage, (selector.as_slice(), &who), &true)?;
    Ok(Response::new())
}

/// `deposit(uint256 amount) public auth`
pub fn execute_deposit(
    mut deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    auth(
        deps.as_ref(),
        &info.sender,
        &HexBinary::from_hex("b6b55f25")?,
    )?;
    let total = TOTAL.load(deps.storage)?.checked_add(amount)?;
    TOTAL.save(deps.storage, &total)?;
    record(
        deps.branch(),
        &info.sender,
        &HexBinary::from_hex("b6b55f25")?,
        &mut events,
    )?;
    Ok(Response::new().add_events(events))
}

/// `withdraw(uint256 amount) external auth`
pub fn execute_withdraw(
    mut deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    auth(
        deps.as_ref(),
        &info.sender,
        &HexBinary::from_hex("2e1a7d4d")?,
    )?;
    let total = TOTAL.load(deps.storage)?.checked_sub(amount)?;
    TOTAL.save(deps.storage, &total)?;
    record(
        deps.branch(),
        &info.sender,
        &HexBinary::from_hex("2e1a7d4d")?,
        &mut events,
    )?;
    Ok(Response::new().add_events(events))
}

/// `topUp(uint256 amount) external auth`
pub fn execute_top_up(
    mut deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    auth(
        deps.as_ref(),
        &info.sender,
        &HexBinary::from_hex("50017f3e")?,
    )?;
    deposit(
        deps.branch(),
        &info.sender,
        &HexBinary::from_hex("50017f3e")?,
        &mut events,
        amount,
    )?;
    deposit(
        deps.branch(),
        &info.sender,
        &HexBinary::from_hex("50017f3e")?,
        &mut events,
        amount,
    )?;
    Ok(Response::new().add_events(events))
}

/// `receive()`
pub fn execute_receive(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    msg_value(&info)?;
    let last_selector = HexBinary::from_hex("00000000")?;
    LAST_SELECTOR.save(deps.storage, &last_selector)?;
    let key = HexBinary::from_hex("00000000")?;
    let calls = CALLS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default()
        .checked_add(Uint256::one())?;
    CALLS.save(deps.storage, key.as_slice(), &calls)?;
    Ok(Response::new())
}

/// `_record() internal`
fn record(
    deps: DepsMut,
    sender: &Addr,
    msg_sig: &HexBinary,
    events: &mut Vec<Event>,
) -> Result<(), ContractError> {
    let calls = CALLS
        .may_load(deps.storage, (*msg_sig).as_slice())?
        .unwrap_or_default()
        .checked_add(Uint256::one())?;
    CALLS.save(deps.storage, (*msg_sig).as_slice(), &calls)?;
    LAST_SELECTOR.save(deps.storage, &msg_sig)?;
    events.push(called_event(msg_sig, sender, TOTAL.load(deps.storage)?));
    Ok(())
}

/// `deposit(uint256 amount) public auth`
fn deposit(
    mut deps: DepsMut,
    sender: &Addr,
    msg_sig: &HexBinary,
    events: &mut Vec<Event>,
    amount: Uint256,
) -> Result<(), ContractError> {
    auth(deps.as_ref(), sender, msg_sig)?;
    let total = TOTAL.load(deps.storage)?.checked_add(amount)?;
    TOTAL.save(deps.storage, &total)?;
    record(deps.branch(), sender, msg_sig, events)?;
    Ok(())
}

/// `event Called(bytes4 indexed selector, address indexed by, uint256 total)`
fn called_event(selector: &HexBinary, by: &Addr, total: Uint256) -> Event {
    Event::new("Called")
        .add_attribute("selector", selector.to_hex())
        .add_attribute("by", by.as_str())
        .add_attribute("total", total.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::DeployedWith {} => to_json_binary(&DEPLOYED_WITH.load(deps.storage)?)?,
        QueryMsg::LastSelector {} => to_json_binary(&LAST_SELECTOR.load(deps.storage)?)?,
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::Allowed { arg0, arg1 } => {
            if arg0.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &ALLOWED
                    .may_load(deps.storage, (arg0.as_slice(), &arg1))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Calls { arg0 } => {
            if arg0.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            to_json_binary(
                &CALLS
                    .may_load(deps.storage, arg0.as_slice())?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::CurrentSelector {} => {
            to_json_binary(&query_current_selector(&HexBinary::from_hex("16f65fc0")?)?)?
        }
        QueryMsg::SelectorThroughThis {} => to_json_binary(&query_selector_through_this(&env)?)?,
        QueryMsg::SelectorThroughCall {} => to_json_binary(&query_selector_through_call(
            &HexBinary::from_hex("c44c412a")?,
        )?)?,
        QueryMsg::IsCurrent { selector } => {
            if selector.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            to_json_binary(&query_is_current(
                &HexBinary::from_hex("68d03890")?,
                selector,
            )?)?
        }
    })
}

/// `currentSelector() public view returns (bytes4)`
fn query_current_selector(msg_sig: &HexBinary) -> Result<HexBinary, ContractError> {
    Ok(msg_sig.clone())
}

/// `selectorThroughThis() external view returns (bytes4)`
fn query_selector_through_this(_env: &Env) -> Result<HexBinary, ContractError> {
    query_current_selector(&HexBinary::from_hex("16f65fc0")?)
}

/// `selectorThroughCall() external view returns (bytes4)`
fn query_selector_through_call(msg_sig: &HexBinary) -> Result<HexBinary, ContractError> {
    query_current_selector(msg_sig)
}

/// `isCurrent(bytes4 selector) external view returns (bool)`
fn query_is_current(msg_sig: &HexBinary, selector: HexBinary) -> Result<bool, ContractError> {
    Ok(*msg_sig == selector)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
