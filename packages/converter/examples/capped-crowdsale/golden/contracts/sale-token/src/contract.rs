#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{BALANCE_OF, MINTER, TOTAL_SUPPLY};

const CONTRACT_NAME: &str = "crates.io:sale-token";
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
    // SaleToken
    TOTAL_SUPPLY.save(deps.storage, &Uint256::zero())?;
    MINTER.save(deps.storage, &info.sender)?;
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
        ExecuteMsg::SetMinter { m } => {
            let m = parse_address(deps.api, &m)?;
            execute_set_minter(deps, info, m)
        }
        ExecuteMsg::Mint { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_mint(deps, info, to, amount)
        }
    }
}

/// `setMinter(address m) external`
pub fn execute_set_minter(
    deps: DepsMut,
    info: MessageInfo,
    m: Addr,
) -> Result<Response, ContractError> {
    if info.sender != MINTER.load(deps.storage)? {
        return Err(ContractError::NotMinter);
    }
    MINTER.save(deps.storage, &m)?;
    Ok(Response::new())
}

/// `mint(address to, uint256 amount) external`
pub fn execute_mint(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != MINTER.load(deps.storage)? {
        return Err(ContractError::NotMinter);
    }
    let total_supply = TOTAL_SUPPLY.load(deps.storage)?.checked_add(amount)?;
    TOTAL_SUPPLY.save(deps.storage, &total_supply)?;
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(amount)?;
    BALANCE_OF.save(deps.storage, &to, &balance_of)?;
    events.push(transfer_event(&zero_address(), &to, amount));
    Ok(Response::new().add_events(events))
}

/// `event Transfer(address indexed from, address indexed to, uint256 value)`
fn transfer_event(from: &Addr, to: &Addr, value: Uint256) -> Event {
    Event::new("Transfer")
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("value", value.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::BalanceOf { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&BALANCE_OF.may_load(deps.storage, &who)?.unwrap_or_default())?
        }
        QueryMsg::TotalSupply {} => to_json_binary(&TOTAL_SUPPLY.load(deps.storage)?)?,
        QueryMsg::Minter {} => to_json_binary(&MINTER.load(deps.storage)?)?,
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
