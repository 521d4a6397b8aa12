#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::DEPOSITS;

const CONTRACT_NAME: &str = "crates.io:vault";
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
    match msg {
        ExecuteMsg::Deposit { beneficiary } => {
            let beneficiary = parse_address(deps.api, &beneficiary)?;
            execute_deposit(deps, info, beneficiary)
        }
    }
}

/// `deposit(address beneficiary) external payable`
pub fn execute_deposit(
    deps: DepsMut,
    info: MessageInfo,
    beneficiary: Addr,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if funds <= Uint256::zero() {
        return Err(ContractError::EmptyDeposit);
    }
    let deposits = DEPOSITS
        .may_load(deps.storage, &beneficiary)?
        .unwrap_or_default()
        .checked_add(funds)?;
    DEPOSITS.save(deps.storage, &beneficiary, &deposits)?;
    events.push(deposited_event(&beneficiary, &info.sender, funds));
    Ok(Response::new().add_events(events))
}

/// `event Deposited(address indexed beneficiary, address from, uint256 amount)`
fn deposited_event(beneficiary: &Addr, from: &Addr, amount: Uint256) -> Event {
    Event::new("Deposited")
        .add_attribute("beneficiary", beneficiary.as_str())
        .add_attribute("from", from.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Deposits { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&DEPOSITS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
