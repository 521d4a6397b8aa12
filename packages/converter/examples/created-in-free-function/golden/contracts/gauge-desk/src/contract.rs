#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, MessageInfo, Reply, Response,
    StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_instantiate_response_data};

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, GaugeInstantiateMsg, GaugeQueryMsg, InstantiateMsg, MigrateMsg, QueryMsg,
};
use crate::state::{CREATED_CONTRACTS, GAUGE_CODE_ID, MADE, TOTAL};

const CONTRACT_NAME: &str = "crates.io:gauge-desk";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    msgs: Vec<SubMsg>,
}

/// The implicit constructor.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    GAUGE_CODE_ID.save(deps.storage, &msg.gauge_code_id)?;
    // GaugeDesk
    TOTAL.save(deps.storage, &Uint256::zero())?;
    MADE.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Fresh {} => execute_fresh(deps, env),
        ExecuteMsg::FreshPlusOne {} => execute_fresh_plus_one(deps, env),
        ExecuteMsg::ReadTwo { a, b } => execute_read_two(deps, env, a, b),
        ExecuteMsg::Record { start } => execute_record(deps, env, start),
    }
}

/// `fresh() external returns (uint256)`
pub fn execute_fresh(deps: DepsMut, env: Env) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let code_id = GAUGE_CODE_ID.load(deps.storage)?;
    let nonce = CREATED_CONTRACTS
        .may_load(deps.storage)?
        .unwrap_or_default()
        + 1;
    CREATED_CONTRACTS.save(deps.storage, &nonce)?;
    let salt = nonce.to_be_bytes();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Instantiate2 {
            admin: Some(env.contract.address.to_string()),
            code_id,
            label: format!("Gauge {nonce}"),
            msg: to_json_binary(&GaugeInstantiateMsg {
                start: Uint256::from_u128(2),
            })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_FRESH,
    ));
    push_continuation(deps.storage, Continuation::Fresh {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `freshPlusOne() external returns (uint256)`
pub fn execute_fresh_plus_one(deps: DepsMut, env: Env) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let code_id = GAUGE_CODE_ID.load(deps.storage)?;
    let nonce = CREATED_CONTRACTS
        .may_load(deps.storage)?
        .unwrap_or_default()
        + 1;
    CREATED_CONTRACTS.save(deps.storage, &nonce)?;
    let salt = nonce.to_be_bytes();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Instantiate2 {
            admin: Some(env.contract.address.to_string()),
            code_id,
            label: format!("Gauge {nonce}"),
            msg: to_json_binary(&GaugeInstantiateMsg {
                start: Uint256::from_u128(2),
            })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_FRESH_PLUS_ONE,
    ));
    push_continuation(deps.storage, Continuation::FreshPlusOne {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `readTwo(uint256 a, uint256 b) external returns (uint256)`
pub fn execute_read_two(
    deps: DepsMut,
    env: Env,
    a: Uint256,
    b: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let factor = Uint256::from_u128(10);
    let code_id = GAUGE_CODE_ID.load(deps.storage)?;
    let nonce = CREATED_CONTRACTS
        .may_load(deps.storage)?
        .unwrap_or_default()
        + 1;
    CREATED_CONTRACTS.save(deps.storage, &nonce)?;
    let salt = nonce.to_be_bytes();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Instantiate2 {
            admin: Some(env.contract.address.to_string()),
            code_id,
            label: format!("Gauge {nonce}"),
            msg: to_json_binary(&GaugeInstantiateMsg { start: a })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_READ_TWO,
    ));
    push_continuation(deps.storage, Continuation::ReadTwo { b, factor })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `record(uint256 start) external`
pub fn execute_record(deps: DepsMut, env: Env, start: Uint256) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let factor = Uint256::from_u128(3);
    let code_id = GAUGE_CODE_ID.load(deps.storage)?;
    let nonce = CREATED_CONTRACTS
        .may_load(deps.storage)?
        .unwrap_or_default()
        + 1;
    CREATED_CONTRACTS.save(deps.storage, &nonce)?;
    let salt = nonce.to_be_bytes();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Instantiate2 {
            admin: Some(env.contract.address.to_string()),
            code_id,
            label: format!("Gauge {nonce}"),
            msg: to_json_binary(&GaugeInstantiateMsg { start })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_RECORD,
    ));
    push_continuation(deps.storage, Continuation::Record { factor })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `event Read(uint256 first, uint256 second)`
fn read_event(first: Uint256, second: Uint256) -> Event {
    Event::new("Read")
        .add_attribute("first", first.to_string())
        .add_attribute("second", second.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::Made {} => to_json_binary(&MADE.load(deps.storage)?)?,
    })
}

/// Reply id of `new Gauge(2)` (line 25), continued by `continue_fresh`.
const REPLY_CONTINUE_FRESH: u64 = 1;

/// Reply id of `new Gauge(2)` (line 25), continued by `continue_fresh_plus_one`.
const REPLY_CONTINUE_FRESH_PLUS_ONE: u64 = 2;

/// Reply id of `new Gauge(start)` (line 30), continued by `continue_read_two`.
const REPLY_CONTINUE_READ_TWO: u64 = 3;

/// Reply id of `new Gauge(start)` (line 30), continued by `continue_read_two_2`.
const REPLY_CONTINUE_READ_TWO_2: u64 = 4;

/// Reply id of `new Gauge(start)` (line 30), continued by `continue_record`.
const REPLY_CONTINUE_RECORD: u64 = 5;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_FRESH => continue_fresh(deps, msg),
        REPLY_CONTINUE_FRESH_PLUS_ONE => continue_fresh_plus_one(deps, msg),
        REPLY_CONTINUE_READ_TWO => continue_read_two(deps, env, msg),
        REPLY_CONTINUE_READ_TWO_2 => continue_read_two_2(deps, msg),
        REPLY_CONTINUE_RECORD => continue_record(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `fresh` after `new Gauge(2)` (line 25) returned.
fn continue_fresh(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Fresh {} = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_FRESH without its continuation").into(),
        );
    };
    Ok(
        Response::new().set_data(to_json_binary(&deps.querier.query_wasm_smart::<Uint256>(
            created_address(reply)?.to_string(),
            &GaugeQueryMsg::Level {},
        )?)?),
    )
}

/// The rest of `freshPlusOne` after `new Gauge(2)` (line 25) returned.
fn continue_fresh_plus_one(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::FreshPlusOne {} = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_FRESH_PLUS_ONE without its continuation",
        )
        .into());
    };
    Ok(Response::new().set_data(to_json_binary(
        &deps
            .querier
            .query_wasm_smart::<Uint256>(
                created_address(reply)?.to_string(),
                &GaugeQueryMsg::Level {},
            )?
            .checked_add(Uint256::one())?,
    )?))
}

/// The rest of `readTwo` after `new Gauge(start)` (line 30) returned.
fn continue_read_two(deps: DepsMut, env: Env, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::ReadTwo { b, factor } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_READ_TWO without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let gauge = created_address(reply)?;
    let first = deps
        .querier
        .query_wasm_smart::<Uint256>(gauge.to_string(), &GaugeQueryMsg::Scaled { factor })?
        .checked_add(
            deps.querier
                .query_wasm_smart::<Uint256>(gauge.to_string(), &GaugeQueryMsg::Level {})?,
        )?;
    let factor_2 = Uint256::from_u128(100);
    let code_id = GAUGE_CODE_ID.load(deps.storage)?;
    let nonce = CREATED_CONTRACTS
        .may_load(deps.storage)?
        .unwrap_or_default()
        + 1;
    CREATED_CONTRACTS.save(deps.storage, &nonce)?;
    let salt = nonce.to_be_bytes();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Instantiate2 {
            admin: Some(env.contract.address.to_string()),
            code_id,
            label: format!("Gauge {nonce}"),
            msg: to_json_binary(&GaugeInstantiateMsg { start: b })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_READ_TWO_2,
    ));
    push_continuation(deps.storage, Continuation::ReadTwo2 { first, factor_2 })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// The rest of `readTwo` after `new Gauge(start)` (line 30) returned.
fn continue_read_two_2(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::ReadTwo2 { first, factor_2 } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_READ_TWO_2 without its continuation",
        )
        .into());
    };
    let mut events = vec![];
    let gauge = created_address(reply)?;
    let second = deps
        .querier
        .query_wasm_smart::<Uint256>(
            gauge.to_string(),
            &GaugeQueryMsg::Scaled { factor: factor_2 },
        )?
        .checked_add(
            deps.querier
                .query_wasm_smart::<Uint256>(gauge.to_string(), &GaugeQueryMsg::Level {})?,
        )?;
    let total = TOTAL
        .load(deps.storage)?
        .checked_add(first.checked_add(second)?)?;
    TOTAL.save(deps.storage, &total)?;
    let made = MADE
        .load(deps.storage)?
        .checked_add(Uint256::from_u128(2))?;
    MADE.save(deps.storage, &made)?;
    events.push(read_event(first, second));
    Ok(Response::new().add_events(events).set_data(to_json_binary(
        &first
            .checked_mul(Uint256::from_u128(1000))?
            .checked_add(second)?,
    )?))
}

/// The rest of `record` after `new Gauge(start)` (line 30) returned.
fn continue_record(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Record { factor } = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_RECORD without its continuation").into(),
        );
    };
    let gauge = created_address(reply)?;
    let total = deps
        .querier
        .query_wasm_smart::<Uint256>(gauge.to_string(), &GaugeQueryMsg::Scaled { factor })?
        .checked_add(
            deps.querier
                .query_wasm_smart::<Uint256>(gauge.to_string(), &GaugeQueryMsg::Level {})?,
        )?;
    TOTAL.save(deps.storage, &total)?;
    let made = MADE.load(deps.storage)?.checked_add(Uint256::one())?;
    MADE.save(deps.storage, &made)?;
    Ok(Response::new())
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    Fresh {},
    FreshPlusOne {},
    ReadTwo { b: Uint256, factor: Uint256 },
    ReadTwo2 { first: Uint256, factor_2: Uint256 },
    Record { factor: Uint256 },
}

/// Pending continuations, innermost last: the called contract may call back into this one and
/// start another before the first one's reply.
const CONTINUATIONS: cw_storage_plus::Item<Vec<Continuation>> =
    cw_storage_plus::Item::new("continuations");

fn push_continuation(storage: &mut dyn Storage, next: Continuation) -> StdResult<()> {
    let mut stack = CONTINUATIONS.may_load(storage)?.unwrap_or_default();
    stack.push(next);
    CONTINUATIONS.save(storage, &stack)
}

fn pop_continuation(storage: &mut dyn Storage) -> StdResult<Continuation> {
    let mut stack = CONTINUATIONS.may_load(storage)?.unwrap_or_default();
    let next = stack
        .pop()
        .ok_or_else(|| StdError::generic_err("reply without a pending continuation"))?;
    CONTINUATIONS.save(storage, &stack)?;
    Ok(next)
}

/// The address of a contract `new` created: the `MsgInstantiateContract2Response` its
/// instantiation answered.
fn created_address(reply: Reply) -> Result<Addr, ContractError> {
    let response = reply.result.into_result().map_err(StdError::generic_err)?;
    #[allow(deprecated)]
    let raw = match response.msg_responses.first() {
        Some(first) => first.value.clone(),
        None => response.data.unwrap_or_default(),
    };
    let created = parse_instantiate_response_data(&raw)
        .map_err(|err| StdError::generic_err(err.to_string()))?;
    Ok(Addr::unchecked(created.contract_address))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
