#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, from_json, to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, MessageInfo, Reply,
    Response, StdError, StdResult, Storage, SubMsg, Uint128, Uint256, WasmMsg,
};
use cw_utils::{may_pay, nonpayable, parse_execute_response_data, parse_instantiate_response_data};

use crate::error::ContractError;
use crate::msg::{
    CounterExecuteMsg, CounterInstantiateMsg, CounterQueryMsg, ExecuteMsg, InstantiateMsg,
    MigrateMsg, QueryMsg,
};
use crate::state::{COUNTER_CODE_ID, CREATED_CONTRACTS, LAST, TOTAL};

const CONTRACT_NAME: &str = "crates.io:counter-factory";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `msg.value`: the amount of the native denom attached (any other denom is rejected).
fn msg_value(info: &MessageInfo) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(may_pay(info, NATIVE_DENOM)?))
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    sent: Uint256,
    msgs: Vec<SubMsg>,
}

impl Payouts {
    /// `address(this).balance`
    fn self_balance(&self, deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
        let bank = deps
            .querier
            .query_balance(&env.contract.address, NATIVE_DENOM)?;
        Ok(Uint256::from(bank.amount).checked_sub(self.sent)?)
    }
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
    COUNTER_CODE_ID.save(deps.storage, &msg.counter_code_id)?;
    // CounterFactory
    LAST.save(deps.storage, &Addr::unchecked(""))?;
    TOTAL.save(deps.storage, &Uint256::zero())?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {
        ExecuteMsg::CreateAndRead { start } => {
            nonpayable(&info)?;
            execute_create_and_read(deps, env, start)
        }
        ExecuteMsg::ReadFresh { start } => {
            nonpayable(&info)?;
            execute_read_fresh(deps, env, start)
        }
        ExecuteMsg::CreateSetGet { value } => {
            nonpayable(&info)?;
            execute_create_set_get(deps, env, value)
        }
        ExecuteMsg::CreateFunded { start } => execute_create_funded(deps, env, info, start),
        ExecuteMsg::AddFresh { start } => execute_add_fresh(deps, env, info, start),
        ExecuteMsg::ReadOrKeep { make, start } => {
            nonpayable(&info)?;
            execute_read_or_keep(deps, env, make, start)
        }
        ExecuteMsg::SumFresh { n } => {
            nonpayable(&info)?;
            execute_sum_fresh(deps, env, n)
        }
    }
}

/// `createAndRead(uint256 start) external returns (uint256)`
pub fn execute_create_and_read(
    deps: DepsMut,
    env: Env,
    start: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let code_id = COUNTER_CODE_ID.load(deps.storage)?;
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
            label: format!("Counter {nonce}"),
            msg: to_json_binary(&CounterInstantiateMsg { start })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_CREATE_AND_READ,
    ));
    push_continuation(deps.storage, Continuation::CreateAndRead {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `readFresh(uint256 start) external returns (uint256)`
pub fn execute_read_fresh(
    deps: DepsMut,
    env: Env,
    start: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let code_id = COUNTER_CODE_ID.load(deps.storage)?;
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
            label: format!("Counter {nonce}"),
            msg: to_json_binary(&CounterInstantiateMsg { start })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_READ_FRESH,
    ));
    push_continuation(deps.storage, Continuation::ReadFresh {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `createSetGet(uint256 value) external returns (uint256 seen)`
pub fn execute_create_set_get(
    deps: DepsMut,
    env: Env,
    value: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let code_id = COUNTER_CODE_ID.load(deps.storage)?;
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
            label: format!("Counter {nonce}"),
            msg: to_json_binary(&CounterInstantiateMsg {
                start: Uint256::zero(),
            })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_CREATE_SET_GET,
    ));
    push_continuation(deps.storage, Continuation::CreateSetGet { value })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `createFunded(uint256 start) external payable returns (uint256)`
pub fn execute_create_funded(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    start: Uint256,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut payouts = Payouts::default();
    let amount: Uint256 = funds;
    if amount > payouts.self_balance(deps.as_ref(), &env)? {
        return Err(ContractError::TransferFailed);
    }
    payouts.sent += amount;
    let amount = Uint128::try_from(amount).map_err(|_| ContractError::TransferFailed)?;
    let code_id = COUNTER_CODE_ID.load(deps.storage)?;
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
            label: format!("Counter {nonce}"),
            msg: to_json_binary(&CounterInstantiateMsg { start })?,
            funds: if amount.is_zero() {
                vec![]
            } else {
                coins(amount.u128(), NATIVE_DENOM)
            },
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_CREATE_FUNDED,
    ));
    push_continuation(deps.storage, Continuation::CreateFunded { funds })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `addFresh(uint256 start) external payable returns (uint256)`
pub fn execute_add_fresh(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    start: Uint256,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut payouts = Payouts::default();
    let contract = {
        let amount: Uint256 = funds;
        if amount > payouts.self_balance(deps.as_ref(), &env)? {
            return Err(ContractError::TransferFailed);
        }
        payouts.sent += amount;
        let amount = Uint128::try_from(amount).map_err(|_| ContractError::TransferFailed)?;
        let code_id = COUNTER_CODE_ID.load(deps.storage)?;
        let nonce = CREATED_CONTRACTS
            .may_load(deps.storage)?
            .unwrap_or_default()
            + 1;
        CREATED_CONTRACTS.save(deps.storage, &nonce)?;
        let salt = nonce.to_be_bytes();
        let checksum = deps.querier.query_wasm_code_info(code_id)?.checksum;
        let creator = deps.api.addr_canonicalize(env.contract.address.as_str())?;
        let canonical = cosmwasm_std::instantiate2_address(checksum.as_slice(), &creator, &salt)
            .map_err(|err| StdError::generic_err(err.to_string()))?;
        let address = deps.api.addr_humanize(&canonical)?;
        payouts.msgs.push(SubMsg::new(WasmMsg::Instantiate2 {
            admin: Some(env.contract.address.to_string()),
            code_id,
            label: format!("Counter {nonce}"),
            msg: to_json_binary(&CounterInstantiateMsg { start })?,
            funds: if amount.is_zero() {
                vec![]
            } else {
                coins(amount.u128(), NATIVE_DENOM)
            },
            salt: salt.to_vec().into(),
        }));
        address
    }
    .to_string();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: contract,
            msg: to_json_binary(&CounterExecuteMsg::Add {
                amount: Uint256::from_u128(2),
            })?,
            funds: vec![],
        },
        REPLY_CONTINUE_ADD_FRESH,
    ));
    push_continuation(deps.storage, Continuation::AddFresh {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `readOrKeep(bool make, uint256 start) external returns (uint256)`
pub fn execute_read_or_keep(
    deps: DepsMut,
    env: Env,
    make: bool,
    start: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    if make {
        let code_id = COUNTER_CODE_ID.load(deps.storage)?;
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
                label: format!("Counter {nonce}"),
                msg: to_json_binary(&CounterInstantiateMsg { start })?,
                funds: vec![],
                salt: salt.to_vec().into(),
            },
            REPLY_CONTINUE_READ_OR_KEEP,
        ));
        push_continuation(deps.storage, Continuation::ReadOrKeep {})?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    } else {
        TOTAL.save(deps.storage, &Uint256::one())?;
    }
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(
            &TOTAL.load(deps.storage)?.checked_add(Uint256::one())?,
        )?))
}

/// `sumFresh(uint256 n) external returns (uint256 sum)`
pub fn execute_sum_fresh(deps: DepsMut, env: Env, n: Uint256) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let sum = Uint256::zero();
    let i = Uint256::one();
    if i <= n {
        let code_id = COUNTER_CODE_ID.load(deps.storage)?;
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
                label: format!("Counter {nonce}"),
                msg: to_json_binary(&CounterInstantiateMsg {
                    start: i.checked_mul(Uint256::from_u128(10))?,
                })?,
                funds: vec![],
                salt: salt.to_vec().into(),
            },
            REPLY_CONTINUE_SUM_FRESH,
        ));
        push_continuation(deps.storage, Continuation::SumFresh { n, sum, i })?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    }
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&sum)?))
}

/// `event Created(address counter, uint256 value)`
fn created_event(counter: &Addr, value: Uint256) -> Event {
    Event::new("Created")
        .add_attribute("counter", counter.as_str())
        .add_attribute("value", value.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Last {} => to_json_binary(&LAST.load(deps.storage)?)?,
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::LastValue {} => to_json_binary(&query_last_value(deps)?)?,
    })
}

/// `lastValue() external view returns (uint256)`
fn query_last_value(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(deps.querier.query_wasm_smart::<Uint256>(
        LAST.load(deps.storage)?.to_string(),
        &CounterQueryMsg::Get {},
    )?)
}

/// Reply id of `new Counter(start)` (line 44), continued by `continue_create_and_read`.
const REPLY_CONTINUE_CREATE_AND_READ: u64 = 1;

/// Reply id of `new Counter(start)` (line 50), continued by `continue_read_fresh`.
const REPLY_CONTINUE_READ_FRESH: u64 = 2;

/// Reply id of `new Counter(0)` (line 54), continued by `continue_create_set_get`.
const REPLY_CONTINUE_CREATE_SET_GET: u64 = 3;

/// Reply id of `d.set(value)` (line 55), continued by `continue_create_set_get_2`.
const REPLY_CONTINUE_CREATE_SET_GET_2: u64 = 4;

/// Reply id of `new Counter{value: msg.value}(start)` (line 61), continued by `continue_create_funded`.
const REPLY_CONTINUE_CREATE_FUNDED: u64 = 5;

/// Reply id of `last.add(5)` (line 62), continued by `continue_create_funded_2`.
const REPLY_CONTINUE_CREATE_FUNDED_2: u64 = 6;

/// Reply id of `new Counter{value: msg.value}(start).add(2)` (line 69), continued by `continue_add_fresh`.
const REPLY_CONTINUE_ADD_FRESH: u64 = 7;

/// Reply id of `new Counter(start)` (line 74), continued by `continue_read_or_keep`.
const REPLY_CONTINUE_READ_OR_KEEP: u64 = 8;

/// Reply id of `new Counter(i * 10)` (line 84), continued by `continue_sum_fresh`.
const REPLY_CONTINUE_SUM_FRESH: u64 = 9;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_CREATE_AND_READ => continue_create_and_read(deps, msg),
        REPLY_CONTINUE_READ_FRESH => continue_read_fresh(deps, msg),
        REPLY_CONTINUE_CREATE_SET_GET => continue_create_set_get(deps, msg),
        REPLY_CONTINUE_CREATE_SET_GET_2 => continue_create_set_get_2(deps),
        REPLY_CONTINUE_CREATE_FUNDED => continue_create_funded(deps, msg),
        REPLY_CONTINUE_CREATE_FUNDED_2 => continue_create_funded_2(deps, msg),
        REPLY_CONTINUE_ADD_FRESH => continue_add_fresh(deps, msg),
        REPLY_CONTINUE_READ_OR_KEEP => continue_read_or_keep(deps, msg),
        REPLY_CONTINUE_SUM_FRESH => continue_sum_fresh(deps, env, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `createAndRead` after `new Counter(start)` (line 44) returned.
fn continue_create_and_read(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::CreateAndRead {} = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CREATE_AND_READ without its continuation",
        )
        .into());
    };
    let mut events = vec![];
    let c = created_address(reply)?;
    events.push(created_event(
        &c,
        deps.querier
            .query_wasm_smart::<Uint256>(c.to_string(), &CounterQueryMsg::Get {})?,
    ));
    Ok(Response::new().add_events(events).set_data(to_json_binary(
        &deps
            .querier
            .query_wasm_smart::<Uint256>(c.to_string(), &CounterQueryMsg::Get {})?,
    )?))
}

/// The rest of `readFresh` after `new Counter(start)` (line 50) returned.
fn continue_read_fresh(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::ReadFresh {} = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_READ_FRESH without its continuation",
        )
        .into());
    };
    Ok(Response::new().set_data(to_json_binary(
        &deps
            .querier
            .query_wasm_smart::<Uint256>(
                created_address(reply)?.to_string(),
                &CounterQueryMsg::Get {},
            )?
            .checked_add(Uint256::one())?,
    )?))
}

/// The rest of `createSetGet` after `new Counter(0)` (line 54) returned.
fn continue_create_set_get(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::CreateSetGet { value } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CREATE_SET_GET without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let d = created_address(reply)?;
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: d.to_string(),
            msg: to_json_binary(&CounterExecuteMsg::Set { value })?,
            funds: vec![],
        },
        REPLY_CONTINUE_CREATE_SET_GET_2,
    ));
    push_continuation(deps.storage, Continuation::CreateSetGet2 { d })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// The rest of `createSetGet` after `d.set(value)` (line 55) returned.
fn continue_create_set_get_2(deps: DepsMut) -> Result<Response, ContractError> {
    let Continuation::CreateSetGet2 { d } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CREATE_SET_GET_2 without its continuation",
        )
        .into());
    };
    let seen = deps
        .querier
        .query_wasm_smart::<Uint256>(d.to_string(), &CounterQueryMsg::Get {})?;
    let total = TOTAL.load(deps.storage)?.checked_add(seen)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new().set_data(to_json_binary(&seen)?))
}

/// The rest of `createFunded` after `new Counter{value: msg.value}(start)` (line 61) returned.
fn continue_create_funded(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::CreateFunded { funds } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CREATE_FUNDED without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let last = created_address(reply)?;
    LAST.save(deps.storage, &last)?;
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: LAST.load(deps.storage)?.to_string(),
            msg: to_json_binary(&CounterExecuteMsg::Add {
                amount: Uint256::from_u128(5),
            })?,
            funds: vec![],
        },
        REPLY_CONTINUE_CREATE_FUNDED_2,
    ));
    push_continuation(deps.storage, Continuation::CreateFunded2 { funds })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// The rest of `createFunded` after `last.add(5)` (line 62) returned.
fn continue_create_funded_2(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::CreateFunded2 { funds } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CREATE_FUNDED_2 without its continuation",
        )
        .into());
    };
    let next = from_json::<Uint256>(returned_data(reply)?)?;
    if deps.querier.query_wasm_smart::<Uint256>(
        LAST.load(deps.storage)?.to_string(),
        &CounterQueryMsg::Funds {},
    )? != funds
    {
        return Err(ContractError::CounterFactoryFundsNotPassedOn);
    }
    let total = TOTAL.load(deps.storage)?.checked_add(next)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new().set_data(to_json_binary(&next.checked_add(
        deps.querier.query_wasm_smart::<Uint256>(
            LAST.load(deps.storage)?.to_string(),
            &CounterQueryMsg::Get {},
        )?,
    )?)?))
}

/// The rest of `addFresh` after `new Counter{value: msg.value}(start).add(2)` (line 69) returned.
fn continue_add_fresh(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::AddFresh {} = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_ADD_FRESH without its continuation",
        )
        .into());
    };
    Ok(
        Response::new().set_data(to_json_binary(&from_json::<Uint256>(returned_data(
            reply,
        )?)?)?),
    )
}

/// The rest of `readOrKeep` after `new Counter(start)` (line 74) returned.
fn continue_read_or_keep(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::ReadOrKeep {} = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_READ_OR_KEEP without its continuation",
        )
        .into());
    };
    let c = created_address(reply)?;
    let total = deps
        .querier
        .query_wasm_smart::<Uint256>(c.to_string(), &CounterQueryMsg::Get {})?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new().set_data(to_json_binary(
        &TOTAL.load(deps.storage)?.checked_add(Uint256::one())?,
    )?))
}

/// The rest of `sumFresh` after `new Counter(i * 10)` (line 84) returned.
fn continue_sum_fresh(deps: DepsMut, env: Env, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SumFresh { n, mut sum, mut i } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_SUM_FRESH without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let c = created_address(reply)?;
    sum = sum.checked_add(
        deps.querier
            .query_wasm_smart::<Uint256>(c.to_string(), &CounterQueryMsg::Get {})?,
    )?;
    i = i.checked_add(Uint256::one())?;
    if i <= n {
        let code_id = COUNTER_CODE_ID.load(deps.storage)?;
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
                label: format!("Counter {nonce}"),
                msg: to_json_binary(&CounterInstantiateMsg {
                    start: i.checked_mul(Uint256::from_u128(10))?,
                })?,
                funds: vec![],
                salt: salt.to_vec().into(),
            },
            REPLY_CONTINUE_SUM_FRESH,
        ));
        push_continuation(deps.storage, Continuation::SumFresh { n, sum, i })?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    }
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&sum)?))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    CreateAndRead {},
    ReadFresh {},
    CreateSetGet {
        value: Uint256,
    },
    CreateSetGet2 {
        d: Addr,
    },
    CreateFunded {
        funds: Uint256,
    },
    CreateFunded2 {
        funds: Uint256,
    },
    AddFresh {},
    ReadOrKeep {},
    SumFresh {
        n: Uint256,
        sum: Uint256,
        i: Uint256,
    },
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

/// The JSON of the values a called contract returned: the data of its execute response (a
/// `MsgExecuteContractResponse`). No data fails like the EVM's decoding of an empty result.
fn returned_data(reply: Reply) -> Result<Binary, ContractError> {
    let response = reply.result.into_result().map_err(StdError::generic_err)?;
    #[allow(deprecated)]
    let raw = match response.msg_responses.first() {
        Some(first) => first.value.clone(),
        None => response.data.unwrap_or_default(),
    };
    parse_execute_response_data(&raw)
        .map_err(|err| StdError::generic_err(err.to_string()))?
        .data
        .ok_or(ContractError::Reverted)
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
