#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{ALLOWANCE, BALANCE_OF};

const CONTRACT_NAME: &str = "crates.io:soft-token";
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
    // SoftToken
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
        ExecuteMsg::Approve { spender, value } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_approve(deps, info, spender, value)
        }
        ExecuteMsg::Transfer { to, value } => {
            let to = parse_address(deps.api, &to)?;
            execute_transfer(deps, info, to, value)
        }
        ExecuteMsg::TransferFrom { from, to, value } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_transfer_from(deps, info, from, to, value)
        }
    }
}

/// `approve(address spender, uint256 value) external returns (bool)`
pub fn execute_approve(
    deps: DepsMut,
    info: MessageInfo,
    spender: Addr,
    value: Uint256,
) -> Result<Response, ContractError> {
    ALLOWANCE.save(deps.storage, (&info.sender, &spender), &value)?;
    Ok(Response::new().set_data(to_json_binary(&true)?))
}

/// `transfer(address to, uint256 value) external returns (bool)`
pub fn execute_transfer(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    value: Uint256,
) -> Result<Response, ContractError> {
    if BALANCE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        < value
    {
        return Ok(Response::new().set_data(to_json_binary(&false)?));
    }
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_sub(value)?;
    BALANCE_OF.save(deps.storage, &info.sender, &balance_of)?;
    let balance_of_2 = BALANCE_OF
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(value)?;
    BALANCE_OF.save(deps.storage, &to, &balance_of_2)?;
    Ok(Response::new().set_data(to_json_binary(&true)?))
}

/// `transferFrom(address from, address to, uint256 value) external returns (bool)`
pub fn execute_transfer_from(
    deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    value: Uint256,
) -> Result<Response, ContractError> {
    if ALLOWANCE
        .may_load(deps.storage, (&from, &info.sender))?
        .unwrap_or_default()
        < value
        || BALANCE_OF
            .may_load(deps.storage, &from)?
            .unwrap_or_default()
            < value
    {
        return Ok(Response::new().set_data(to_json_binary(&false)?));
    }
    let allowance = ALLOWANCE
        .may_load(deps.storage, (&from, &info.sender))?
        .unwrap_or_default()
        .checked_sub(value)?;
    ALLOWANCE.save(deps.storage, (&from, &info.sender), &allowance)?;
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &from)?
        .unwrap_or_default()
        .checked_sub(value)?;
    BALANCE_OF.save(deps.storage, &from, &balance_of)?;
    let balance_of_2 = BALANCE_OF
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(value)?;
    BALANCE_OF.save(deps.storage, &to, &balance_of_2)?;
    Ok(Response::new().set_data(to_json_binary(&true)?))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::BalanceOf { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &BALANCE_OF
                    .may_load(deps.storage, &arg0)?
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
