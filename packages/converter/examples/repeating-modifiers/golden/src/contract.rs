#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{COUNTER, OWNER, SKIPPED, VALUE};

const CONTRACT_NAME: &str = "crates.io:repeating-modifiers";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

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
    // RepeatingModifiers
    COUNTER.save(deps.storage, &Uint256::zero())?;
    VALUE.save(deps.storage, &Uint256::zero())?;
    SKIPPED.save(deps.storage, &Uint256::zero())?;
    OWNER.save(deps.storage, &info.sender)?;
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
        ExecuteMsg::Tick { n } => execute_tick(deps, info, n),
        ExecuteMsg::MaybeSet { c, v } => execute_maybe_set(deps, c, v),
        ExecuteMsg::Double {} => execute_double(deps),
        ExecuteMsg::StepTo { n } => execute_step_to(deps, n),
        ExecuteMsg::Capped { n, limit } => execute_capped(deps, n, limit),
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner {
            who: sender.clone(),
        });
    }
    Ok(())
}

/// `tick(uint256 n) external onlyOwner times(n) returns (uint256)`
pub fn execute_tick(
    deps: DepsMut,
    info: MessageInfo,
    n: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    // modifier times
    let n_2 = n;
    let mut ret = Uint256::zero();
    if n_2 > Uint256::from_u128(5) {
        return Err(ContractError::TooMany);
    }
    let mut i = Uint256::zero();
    while i < n_2 {
        ret = (|| -> Result<Uint256, ContractError> {
            let counter = COUNTER.load(deps.storage)?.checked_add(Uint256::one())?;
            COUNTER.save(deps.storage, &counter)?;
            events.push(ticked_event(COUNTER.load(deps.storage)?));
            Ok(COUNTER.load(deps.storage)?)
        })()?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&ret)?))
}

/// `maybeSet(bool c, uint256 v) external onlyIf(c)`
pub fn execute_maybe_set(deps: DepsMut, c: bool, v: Uint256) -> Result<Response, ContractError> {
    // modifier onlyIf
    let c_2 = c;
    if c_2 {
        (|| -> Result<(), ContractError> {
            VALUE.save(deps.storage, &v)?;
            Ok(())
        })()?;
    } else {
        let skipped = SKIPPED.load(deps.storage)?.checked_add(Uint256::one())?;
        SKIPPED.save(deps.storage, &skipped)?;
    }
    Ok(Response::new())
}

/// `double() external twice returns (uint256)`
pub fn execute_double(deps: DepsMut) -> Result<Response, ContractError> {
    // modifier twice
    (|| -> Result<Uint256, ContractError> {
        let value = VALUE
            .load(deps.storage)?
            .checked_mul(Uint256::from_u128(2))?;
        VALUE.save(deps.storage, &value)?;
        Ok(VALUE.load(deps.storage)?)
    })()?;
    let ret = (|| -> Result<Uint256, ContractError> {
        let value_2 = VALUE
            .load(deps.storage)?
            .checked_mul(Uint256::from_u128(2))?;
        VALUE.save(deps.storage, &value_2)?;
        Ok(VALUE.load(deps.storage)?)
    })()?;
    Ok(Response::new().set_data(to_json_binary(&ret)?))
}

/// `stepTo(uint256 n) external upTo(n) returns (uint256)`
pub fn execute_step_to(deps: DepsMut, n: Uint256) -> Result<Response, ContractError> {
    // modifier upTo
    let n_2 = n;
    let mut ret = Uint256::zero();
    let mut i = Uint256::zero();
    while i < Uint256::from_u128(10) {
        if i == n_2 {
            return Ok(Response::new().set_data(to_json_binary(&ret)?));
        }
        ret = (|| -> Result<Uint256, ContractError> {
            let counter = COUNTER.load(deps.storage)?.checked_add(Uint256::one())?;
            COUNTER.save(deps.storage, &counter)?;
            Ok(COUNTER.load(deps.storage)?)
        })()?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(Response::new().set_data(to_json_binary(&ret)?))
}

/// `capped(uint256 n, uint256 limit) external times(n)`
pub fn execute_capped(
    deps: DepsMut,
    n: Uint256,
    limit: Uint256,
) -> Result<Response, ContractError> {
    // modifier times
    let n_2 = n;
    if n_2 > Uint256::from_u128(5) {
        return Err(ContractError::TooMany);
    }
    let mut i = Uint256::zero();
    while i < n_2 {
        (|| -> Result<(), ContractError> {
            let counter = COUNTER.load(deps.storage)?.checked_add(Uint256::one())?;
            COUNTER.save(deps.storage, &counter)?;
            if COUNTER.load(deps.storage)? > limit {
                return Err(ContractError::OverLimit);
            }
            Ok(())
        })()?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(Response::new())
}

/// `event Ticked(uint256 counter)`
fn ticked_event(counter: Uint256) -> Event {
    Event::new("Ticked").add_attribute("counter", counter.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Counter {} => to_json_binary(&COUNTER.load(deps.storage)?)?,
        QueryMsg::Value {} => to_json_binary(&VALUE.load(deps.storage)?)?,
        QueryMsg::Skipped {} => to_json_binary(&SKIPPED.load(deps.storage)?)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
