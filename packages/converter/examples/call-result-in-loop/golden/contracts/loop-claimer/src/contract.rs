#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Reply,
    Response, StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, IOwedPoolExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{POOLS, POOLS_LENGTH, ROUNDS, TOTAL};

const CONTRACT_NAME: &str = "crates.io:loop-claimer";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    msgs: Vec<SubMsg>,
}

/// `constructor(IOwedPool first, IOwedPool second)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let first = parse_address(deps.api, &msg.first)?;
    let second = parse_address(deps.api, &msg.second)?;
    // LoopClaimer
    TOTAL.save(deps.storage, &Uint256::zero())?;
    ROUNDS.save(deps.storage, &Uint256::zero())?;
    let pools_length = POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    POOLS.save(
        deps.storage,
        Uint256::from(pools_length).to_be_bytes().as_slice(),
        &first,
    )?;
    POOLS_LENGTH.save(deps.storage, &(pools_length + 1))?;
    let pools_length_2 = POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    POOLS.save(
        deps.storage,
        Uint256::from(pools_length_2).to_be_bytes().as_slice(),
        &second,
    )?;
    POOLS_LENGTH.save(deps.storage, &(pools_length_2 + 1))?;
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
        ExecuteMsg::ClaimAll { max } => execute_claim_all(deps, info, max),
        ExecuteMsg::SweepAll { max } => execute_sweep_all(deps, max),
        ExecuteMsg::Drain { max, times } => execute_drain(deps, max, times),
    }
}

/// `claimAll(uint256 max) external returns (uint256 sum)`
pub fn execute_claim_all(
    deps: DepsMut,
    info: MessageInfo,
    max: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let sum = Uint256::zero();
    let i = Uint256::zero();
    if i < Uint256::from(POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        let cap = max.checked_add(i)?;
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: POOLS
                    .may_load(
                        deps.storage,
                        element_index(i, POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                            .to_be_bytes()
                            .as_slice(),
                    )?
                    .unwrap_or_else(|| Addr::unchecked(""))
                    .to_string(),
                msg: to_json_binary(&IOwedPoolExecuteMsg::Claim { max: cap })?,
                funds: vec![],
            },
            REPLY_CONTINUE_CLAIM_ALL,
        ));
        push_continuation(
            deps.storage,
            Continuation::ClaimAll {
                max,
                sum,
                i,
                sender: info.sender,
            },
        )?;
        return Ok(Response::new()
            .add_submessages(payouts.msgs)
            .add_events(events));
    }
    let total = TOTAL.load(deps.storage)?.checked_add(sum)?;
    TOTAL.save(deps.storage, &total)?;
    events.push(harvested_event(&info.sender, sum));
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events)
        .set_data(to_json_binary(&sum)?))
}

/// `sweepAll(uint256 max) external returns (uint256 swept)`
pub fn execute_sweep_all(deps: DepsMut, max: Uint256) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let swept = Uint256::zero();
    let i = Uint256::zero();
    if i < Uint256::from(POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: POOLS
                    .may_load(
                        deps.storage,
                        element_index(i, POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                            .to_be_bytes()
                            .as_slice(),
                    )?
                    .unwrap_or_else(|| Addr::unchecked(""))
                    .to_string(),
                msg: to_json_binary(&IOwedPoolExecuteMsg::Claim { max })?,
                funds: vec![],
            },
            REPLY_CONTINUE_SWEEP_ALL,
        ));
        push_continuation(deps.storage, Continuation::SweepAll { max, swept, i })?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    }
    let total = TOTAL.load(deps.storage)?.checked_add(swept)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&swept)?))
}

/// `drain(uint256 max, uint256 times) external returns (uint256)`
pub fn execute_drain(
    deps: DepsMut,
    max: Uint256,
    times: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let got = Uint256::zero();
    let n = Uint256::zero();
    if n < times {
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: POOLS
                    .may_load(
                        deps.storage,
                        element_index(
                            Uint256::zero(),
                            POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                        )?
                        .to_be_bytes()
                        .as_slice(),
                    )?
                    .unwrap_or_else(|| Addr::unchecked(""))
                    .to_string(),
                msg: to_json_binary(&IOwedPoolExecuteMsg::Claim { max })?,
                funds: vec![],
            },
            REPLY_CONTINUE_DRAIN,
        ));
        push_continuation(deps.storage, Continuation::Drain { max, times, got, n })?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    }
    let total = TOTAL.load(deps.storage)?.checked_add(got)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&got)?))
}

/// `event Harvested(address indexed by, uint256 sum)`
fn harvested_event(by: &Addr, sum: Uint256) -> Event {
    Event::new("Harvested")
        .add_attribute("by", by.as_str())
        .add_attribute("sum", sum.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Pools { arg0 } => to_json_binary(
            &POOLS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_else(|| Addr::unchecked("")),
        )?,
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::Rounds {} => to_json_binary(&ROUNDS.load(deps.storage)?)?,
    })
}

/// Reply id of `pools[i].claim(cap)` (line 40), continued by `continue_claim_all`.
const REPLY_CONTINUE_CLAIM_ALL: u64 = 1;

/// Reply id of `pools[index].claim(max)` (line 48), continued by `continue_sweep_all`.
const REPLY_CONTINUE_SWEEP_ALL: u64 = 2;

/// Reply id of `pools[0].claim(max)` (line 62), continued by `continue_drain`.
const REPLY_CONTINUE_DRAIN: u64 = 3;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_CLAIM_ALL => continue_claim_all(deps, msg),
        REPLY_CONTINUE_SWEEP_ALL => continue_sweep_all(deps, msg),
        REPLY_CONTINUE_DRAIN => continue_drain(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `claimAll` after `pools[i].claim(cap)` (line 40) returned.
fn continue_claim_all(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::ClaimAll {
        sender,
        max,
        mut sum,
        mut i,
    } = pop_continuation(deps.storage)?
    else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CLAIM_ALL without its continuation",
        )
        .into());
    };
    let mut events = vec![];
    let mut payouts = Payouts::default();
    sum = sum.checked_add(from_json::<Uint256>(returned_data(reply)?)?)?;
    let rounds = ROUNDS.load(deps.storage)?.checked_add(Uint256::one())?;
    ROUNDS.save(deps.storage, &rounds)?;
    i = i.checked_add(Uint256::one())?;
    if i < Uint256::from(POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        let cap_2 = max.checked_add(i)?;
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: POOLS
                    .may_load(
                        deps.storage,
                        element_index(i, POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                            .to_be_bytes()
                            .as_slice(),
                    )?
                    .unwrap_or_else(|| Addr::unchecked(""))
                    .to_string(),
                msg: to_json_binary(&IOwedPoolExecuteMsg::Claim { max: cap_2 })?,
                funds: vec![],
            },
            REPLY_CONTINUE_CLAIM_ALL,
        ));
        push_continuation(
            deps.storage,
            Continuation::ClaimAll {
                max,
                sum,
                i,
                sender,
            },
        )?;
        return Ok(Response::new()
            .add_submessages(payouts.msgs)
            .add_events(events));
    }
    let total = TOTAL.load(deps.storage)?.checked_add(sum)?;
    TOTAL.save(deps.storage, &total)?;
    events.push(harvested_event(&sender, sum));
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events)
        .set_data(to_json_binary(&sum)?))
}

/// The rest of `sweepAll` after `pools[index].claim(max)` (line 48) returned.
fn continue_sweep_all(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SweepAll {
        max,
        mut swept,
        mut i,
    } = pop_continuation(deps.storage)?
    else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_SWEEP_ALL without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let got = from_json::<Uint256>(returned_data(reply)?)?;
    let rounds = ROUNDS.load(deps.storage)?.checked_add(Uint256::one())?;
    ROUNDS.save(deps.storage, &rounds)?;
    swept = swept.checked_add(got)?;
    i = i.checked_add(Uint256::one())?;
    if i < Uint256::from(POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: POOLS
                    .may_load(
                        deps.storage,
                        element_index(i, POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                            .to_be_bytes()
                            .as_slice(),
                    )?
                    .unwrap_or_else(|| Addr::unchecked(""))
                    .to_string(),
                msg: to_json_binary(&IOwedPoolExecuteMsg::Claim { max })?,
                funds: vec![],
            },
            REPLY_CONTINUE_SWEEP_ALL,
        ));
        push_continuation(deps.storage, Continuation::SweepAll { max, swept, i })?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    }
    let total = TOTAL.load(deps.storage)?.checked_add(swept)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&swept)?))
}

/// The rest of `drain` after `pools[0].claim(max)` (line 62) returned.
fn continue_drain(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Drain {
        max,
        times,
        mut got,
        mut n,
    } = pop_continuation(deps.storage)?
    else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_DRAIN without its continuation").into(),
        );
    };
    let mut payouts = Payouts::default();
    let one = from_json::<Uint256>(returned_data(reply)?)?;
    got = got.checked_add(one.checked_mul(Uint256::from_u128(2))?)?;
    n = n.checked_add(Uint256::one())?;
    if n < times {
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: POOLS
                    .may_load(
                        deps.storage,
                        element_index(
                            Uint256::zero(),
                            POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                        )?
                        .to_be_bytes()
                        .as_slice(),
                    )?
                    .unwrap_or_else(|| Addr::unchecked(""))
                    .to_string(),
                msg: to_json_binary(&IOwedPoolExecuteMsg::Claim { max })?,
                funds: vec![],
            },
            REPLY_CONTINUE_DRAIN,
        ));
        push_continuation(deps.storage, Continuation::Drain { max, times, got, n })?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    }
    let total = TOTAL.load(deps.storage)?.checked_add(got)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&got)?))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    ClaimAll {
        sender: Addr,
        max: Uint256,
        sum: Uint256,
        i: Uint256,
    },
    SweepAll {
        max: Uint256,
        swept: Uint256,
        i: Uint256,
    },
    Drain {
        max: Uint256,
        times: Uint256,
        got: Uint256,
        n: Uint256,
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

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
