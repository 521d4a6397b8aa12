#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, HexBinary, MessageInfo, Response,
    Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{COMPLETED, FEE_BPS, PRICING, STAGES};

const CONTRACT_NAME: &str = "crates.io:function-values";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// An array index as `usize`, if it can be one.
fn index(i: Uint256) -> Option<usize> {
    Uint128::try_from(i)
        .ok()
        .and_then(|i| usize::try_from(i.u128()).ok())
}

/// `v[i]`: an index past the end fails with `Panic(0x32)`, as in Solidity.
fn at<T: Clone>(v: &[T], i: Uint256) -> Result<T, ContractError> {
    index(i)
        .and_then(|i| v.get(i))
        .cloned()
        .ok_or(ContractError::Panic { code: 0x32 })
}

/// `v[i]` as an assignment target: an index past the end fails with `Panic(0x32)`.
fn at_mut<T>(v: &mut [T], i: Uint256) -> Result<&mut T, ContractError> {
    index(i)
        .and_then(|i| v.get_mut(i))
        .ok_or(ContractError::Panic { code: 0x32 })
}

/// The length of a new memory array.
fn to_usize(n: Uint256) -> Result<usize, ContractError> {
    index(n).ok_or(ContractError::Panic { code: 0x41 })
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
    // FunctionValues
    FEE_BPS.save(deps.storage, &Uint256::from_u128(250))?;
    COMPLETED.save(deps.storage, &Uint256::zero())?;
    PRICING.save(deps.storage, &1u32)?;
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
        ExecuteMsg::SetProportional { on } => execute_set_proportional(deps, on),
        ExecuteMsg::ClearPricing {} => execute_clear_pricing(deps),
        ExecuteMsg::Start {} => execute_start(deps, info),
        ExecuteMsg::Advance {} => execute_advance(deps, info),
    }
}

/// `setProportional(bool on) external`
pub fn execute_set_proportional(deps: DepsMut, on: bool) -> Result<Response, ContractError> {
    PRICING.save(deps.storage, &(if on { 7u32 } else { 1u32 }))?;
    Ok(Response::new())
}

/// `clearPricing() external`
pub fn execute_clear_pricing(deps: DepsMut) -> Result<Response, ContractError> {
    PRICING.save(deps.storage, &0u32)?;
    Ok(Response::new())
}

/// `start() external`
pub fn execute_start(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    STAGES.save(deps.storage, &info.sender, &8u32)?;
    Ok(Response::new())
}

/// `advance() external`
pub fn execute_advance(mut deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let mut events = vec![];
    let function_id = STAGES
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    call_function(deps.branch(), &info.sender, &mut events, function_id)?;
    Ok(Response::new().add_events(events))
}

/// `applyTo(uint256[] values, function (uint256) pure returns (uint256) f) internal pure returns (uint256[] out)`
fn apply_to(values: Vec<Uint256>, f: u32) -> Result<Vec<Uint256>, ContractError> {
    let mut out = vec![Uint256::zero(); to_usize(Uint256::from(values.len() as u64))?];
    let mut i = Uint256::zero();
    while i < Uint256::from(values.len() as u64) {
        *at_mut(&mut out, i)? = call_function_2(f, at(&values, i)?)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(out)
}

/// `pick(uint8 kind) internal pure returns (function (uint256) pure returns (uint256))`
fn pick(kind: u8) -> Result<u32, ContractError> {
    if kind == 0u8 {
        return Ok(2u32);
    }
    if kind == 1u8 {
        return Ok(3u32);
    }
    if kind == 2u8 {
        return Ok(4u32);
    }
    let none = 0u32;
    Ok(none)
}

/// `fold(uint256[] values, function (uint256,uint256) pure returns (uint256) step, uint256 init) internal pure returns (uint256)`
fn reduce_fold(
    values: Vec<Uint256>,
    step: u32,
    mut init: Uint256,
) -> Result<Uint256, ContractError> {
    let mut i = Uint256::zero();
    while i < Uint256::from(values.len() as u64) {
        init = call_function_4(step, init, at(&values, i)?)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(init)
}

/// `twice(function (uint256) pure returns (uint256) f, uint256 x) internal pure returns (uint256)`
fn reduce_twice(f: u32, x: Uint256) -> Result<Uint256, ContractError> {
    call_function_2(f, call_function_2(f, x)?)
}

/// `first() internal`
fn first(deps: DepsMut, sender: &Addr, events: &mut Vec<Event>) -> Result<(), ContractError> {
    events.push(stage_event(sender, Uint256::one()));
    STAGES.save(deps.storage, sender, &9u32)?;
    Ok(())
}

/// `second() internal`
fn second(deps: DepsMut, sender: &Addr, events: &mut Vec<Event>) -> Result<(), ContractError> {
    events.push(stage_event(sender, Uint256::from_u128(2)));
    let completed = COMPLETED.load(deps.storage)?.checked_add(Uint256::one())?;
    COMPLETED.save(deps.storage, &completed)?;
    STAGES.remove(deps.storage, sender);
    Ok(())
}

/// `double(uint256 x) internal pure returns (uint256)`
fn double(x: Uint256) -> Result<Uint256, ContractError> {
    Ok(Uint256::from_u128(2).checked_mul(x)?)
}

/// `increment(uint256 x) internal pure returns (uint256)`
fn increment(x: Uint256) -> Result<Uint256, ContractError> {
    Ok(x.checked_add(Uint256::one())?)
}

/// `freeFunction(uint256 x) pure returns (uint256)`
fn square(x: Uint256) -> Result<Uint256, ContractError> {
    Ok(x.checked_mul(x)?)
}

/// `flatFee(uint256 amount) internal view returns (uint256)`
fn flat_fee(deps: Deps, amount: Uint256) -> Result<Uint256, ContractError> {
    Ok(amount.checked_add(FEE_BPS.load(deps.storage)?)?)
}

/// `proportionalFee(uint256 amount) internal view returns (uint256)`
fn proportional_fee(deps: Deps, amount: Uint256) -> Result<Uint256, ContractError> {
    Ok(amount.checked_add(
        amount
            .checked_mul(FEE_BPS.load(deps.storage)?)?
            .checked_div(Uint256::from_u128(10000))?,
    )?)
}

/// `sum(uint256 a, uint256 b) internal pure returns (uint256)`
fn reduce_sum(a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    Ok(a.checked_add(b)?)
}

/// `max(uint256 a, uint256 b) internal pure returns (uint256)`
fn reduce_max(a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    Ok(if a > b { a } else { b })
}

/// Calls the function a `function ()` value names (by its id)
fn call_function(
    mut deps: DepsMut,
    sender: &Addr,
    events: &mut Vec<Event>,
    id: u32,
) -> Result<(), ContractError> {
    match id {
        8 => first(deps.branch(), sender, events),
        9 => second(deps.branch(), sender, events),
        _ => Err(ContractError::Panic { code: 0x51 }),
    }
}

/// Calls the function a `function (uint256) pure returns (uint256)` value names (by its id)
fn call_function_2(id: u32, arg0: Uint256) -> Result<Uint256, ContractError> {
    match id {
        2 => double(arg0),
        3 => increment(arg0),
        4 => square(arg0),
        _ => Err(ContractError::Panic { code: 0x51 }),
    }
}

/// Calls the function a `function (uint256) view returns (uint256)` value names (by its id)
fn call_function_3(deps: Deps, id: u32, arg0: Uint256) -> Result<Uint256, ContractError> {
    match id {
        1 => flat_fee(deps, arg0),
        2 => double(arg0),
        3 => increment(arg0),
        4 => square(arg0),
        7 => proportional_fee(deps, arg0),
        _ => Err(ContractError::Panic { code: 0x51 }),
    }
}

/// Calls the function a `function (uint256,uint256) pure returns (uint256)` value names (by its id)
fn call_function_4(id: u32, arg0: Uint256, arg1: Uint256) -> Result<Uint256, ContractError> {
    match id {
        5 => reduce_sum(arg0, arg1),
        6 => reduce_max(arg0, arg1),
        _ => Err(ContractError::Panic { code: 0x51 }),
    }
}

/// `event Stage(address who, uint256 number)`
fn stage_event(who: &Addr, number: Uint256) -> Event {
    Event::new("Stage")
        .add_attribute("who", who.as_str())
        .add_attribute("number", number.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::FeeBps {} => to_json_binary(&FEE_BPS.load(deps.storage)?)?,
        QueryMsg::Completed {} => to_json_binary(&COMPLETED.load(deps.storage)?)?,
        QueryMsg::MapValues { values, kind } => to_json_binary(&query_map_values(values, kind)?)?,
        QueryMsg::Total { values } => to_json_binary(&query_total(values)?)?,
        QueryMsg::Largest { values } => to_json_binary(&query_largest(values)?)?,
        QueryMsg::Quadruple { x } => to_json_binary(&query_quadruple(x)?)?,
        QueryMsg::Either { first, x } => to_json_binary(&query_either(first, x)?)?,
        QueryMsg::Chain { x } => to_json_binary(&query_chain(x)?)?,
        QueryMsg::StageSelector { starting } => {
            to_json_binary(&query_stage_selector(&env, starting)?)?
        }
        QueryMsg::IsProportional {} => to_json_binary(&query_is_proportional(deps)?)?,
        QueryMsg::Price { amount } => to_json_binary(&query_price(deps, amount)?)?,
    })
}

/// `mapValues(uint256[] values, uint8 kind) external pure returns (uint256[])`
fn query_map_values(values: Vec<Uint256>, kind: u8) -> Result<Vec<Uint256>, ContractError> {
    apply_to(values.clone(), pick(kind)?)
}

/// `total(uint256[] values) external pure returns (uint256)`
fn query_total(values: Vec<Uint256>) -> Result<Uint256, ContractError> {
    reduce_fold(apply_to(values.clone(), 4u32)?, 5u32, Uint256::zero())
}

/// `largest(uint256[] values) external pure returns (uint256)`
fn query_largest(values: Vec<Uint256>) -> Result<Uint256, ContractError> {
    reduce_fold(values.clone(), 6u32, Uint256::zero())
}

/// `quadruple(uint256 x) external pure returns (uint256)`
fn query_quadruple(x: Uint256) -> Result<Uint256, ContractError> {
    reduce_twice(2u32, x)
}

/// `either(bool first, uint256 x) external pure returns (uint256)`
fn query_either(first: bool, x: Uint256) -> Result<Uint256, ContractError> {
    call_function_2(if first { 2u32 } else { 3u32 }, x)
}

/// `chain(uint256 x) external pure returns (uint256)`
fn query_chain(mut x: Uint256) -> Result<Uint256, ContractError> {
    let steps = vec![2u32, 3u32, 4u32];
    let mut i = Uint256::zero();
    while i < Uint256::from(steps.len() as u64) {
        x = call_function_2(at(&steps, i)?, x)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(x)
}

/// `stageSelector(bool starting) external view returns (bytes4)`
fn query_stage_selector(_env: &Env, starting: bool) -> Result<HexBinary, ContractError> {
    Ok(HexBinary::from_hex(if starting {
        "be9a6555"
    } else {
        "ea105ac7"
    })?)
}

/// `isProportional() external view returns (bool)`
fn query_is_proportional(deps: Deps) -> Result<bool, ContractError> {
    Ok(PRICING.load(deps.storage)? == 7u32 && PRICING.load(deps.storage)? != 1u32)
}

/// `price(uint256 amount) external view returns (uint256)`
fn query_price(deps: Deps, amount: Uint256) -> Result<Uint256, ContractError> {
    call_function_3(deps, PRICING.load(deps.storage)?, amount)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
