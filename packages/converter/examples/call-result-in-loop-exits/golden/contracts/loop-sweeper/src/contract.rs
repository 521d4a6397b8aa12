#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Reply, Response,
    StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, IOwedPoolExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{PAUSED, POOLS, POOLS_LENGTH, ROUNDS, TOTAL};

const CONTRACT_NAME: &str = "crates.io:loop-sweeper";
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

/// `constructor(IOwedPool first, IOwedPool second, IOwedPool third)`
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
    let third = parse_address(deps.api, &msg.third)?;
    // LoopSweeper
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
    let pools_length_3 = POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    POOLS.save(
        deps.storage,
        Uint256::from(pools_length_3).to_be_bytes().as_slice(),
        &third,
    )?;
    POOLS_LENGTH.save(deps.storage, &(pools_length_3 + 1))?;
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
        ExecuteMsg::SetPaused { index, value } => execute_set_paused(deps, index, value),
        ExecuteMsg::SweepUntilShort { max } => execute_sweep_until_short(deps, max),
        ExecuteMsg::ClaimUpTo { max, need } => execute_claim_up_to(deps, max, need),
        ExecuteMsg::ClaimIf { all, max, limit } => execute_claim_if(deps, all, max, limit),
    }
}

/// `setPaused(uint256 index, bool value) external`
pub fn execute_set_paused(
    deps: DepsMut,
    index: Uint256,
    value: bool,
) -> Result<Response, ContractError> {
    PAUSED.save(deps.storage, index.to_be_bytes().as_slice(), &value)?;
    Ok(Response::new())
}

/// `sweepUntilShort(uint256 max) external returns (uint256 swept)`
pub fn execute_sweep_until_short(deps: DepsMut, max: Uint256) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let swept = Uint256::zero();
    let mut i = Uint256::zero();
    while i < Uint256::from(POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        'body0: {
            if PAUSED
                .may_load(deps.storage, i.to_be_bytes().as_slice())?
                .unwrap_or_default()
            {
                break 'body0;
            }
            payouts.msgs.push(SubMsg::reply_on_success(
                WasmMsg::Execute {
                    contract_addr: POOLS
                        .may_load(
                            deps.storage,
                            element_index(
                                i,
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
                REPLY_CONTINUE_SWEEP_UNTIL_SHORT,
            ));
            push_continuation(
                deps.storage,
                Continuation::SweepUntilShort { max, swept, i },
            )?;
            return Ok(Response::new().add_submessages(payouts.msgs));
        }
        i = i.checked_add(Uint256::one())?;
    }
    let total = TOTAL.load(deps.storage)?.checked_add(swept)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&swept)?))
}

/// `claimUpTo(uint256 max, uint256 need) external returns (uint256)`
pub fn execute_claim_up_to(
    deps: DepsMut,
    max: Uint256,
    need: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let got = Uint256::zero();
    let mut i = Uint256::zero();
    while i < Uint256::from(POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        'body0: {
            i = i.checked_add(Uint256::one())?;
            if PAUSED
                .may_load(
                    deps.storage,
                    i.checked_sub(Uint256::one())?.to_be_bytes().as_slice(),
                )?
                .unwrap_or_default()
            {
                break 'body0;
            }
            payouts.msgs.push(SubMsg::reply_on_success(
                WasmMsg::Execute {
                    contract_addr: POOLS
                        .may_load(
                            deps.storage,
                            element_index(
                                i.checked_sub(Uint256::one())?,
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
                REPLY_CONTINUE_CLAIM_UP_TO,
            ));
            push_continuation(deps.storage, Continuation::ClaimUpTo { max, need, got, i })?;
            return Ok(Response::new().add_submessages(payouts.msgs));
        }
    }
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&got)?))
}

/// `claimIf(bool all, uint256 max, uint256 limit) external returns (uint256 sum)`
pub fn execute_claim_if(
    deps: DepsMut,
    all: bool,
    max: Uint256,
    limit: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let sum = Uint256::zero();
    if all {
        let mut i = Uint256::zero();
        while i < Uint256::from(POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
            'body0: {
                if PAUSED
                    .may_load(deps.storage, i.to_be_bytes().as_slice())?
                    .unwrap_or_default()
                {
                    break 'body0;
                }
                payouts.msgs.push(SubMsg::reply_on_success(
                    WasmMsg::Execute {
                        contract_addr: POOLS
                            .may_load(
                                deps.storage,
                                element_index(
                                    i,
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
                    REPLY_CONTINUE_CLAIM_IF,
                ));
                push_continuation(deps.storage, Continuation::ClaimIf { max, limit, sum, i })?;
                return Ok(Response::new().add_submessages(payouts.msgs));
            }
            i = i.checked_add(Uint256::one())?;
        }
        let total = TOTAL.load(deps.storage)?.checked_add(sum)?;
        TOTAL.save(deps.storage, &total)?;
    }
    let rounds = ROUNDS.load(deps.storage)?.checked_add(Uint256::one())?;
    ROUNDS.save(deps.storage, &rounds)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&sum)?))
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
        QueryMsg::Paused { arg0 } => to_json_binary(
            &PAUSED
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )?,
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::Rounds {} => to_json_binary(&ROUNDS.load(deps.storage)?)?,
    })
}

/// Reply id of `pools[i].claim(max)` (line 45), continued by `continue_sweep_until_short`.
const REPLY_CONTINUE_SWEEP_UNTIL_SHORT: u64 = 1;

/// Reply id of `pools[i - 1].claim(max)` (line 59), continued by `continue_claim_up_to`.
const REPLY_CONTINUE_CLAIM_UP_TO: u64 = 2;

/// Reply id of `pools[i].claim(max)` (line 70), continued by `continue_claim_if`.
const REPLY_CONTINUE_CLAIM_IF: u64 = 3;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_SWEEP_UNTIL_SHORT => continue_sweep_until_short(deps, msg),
        REPLY_CONTINUE_CLAIM_UP_TO => continue_claim_up_to(deps, msg),
        REPLY_CONTINUE_CLAIM_IF => continue_claim_if(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `sweepUntilShort` after `pools[i].claim(max)` (line 45) returned.
fn continue_sweep_until_short(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SweepUntilShort {
        max,
        mut swept,
        mut i,
    } = pop_continuation(deps.storage)?
    else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_SWEEP_UNTIL_SHORT without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let got = from_json::<Uint256>(returned_data(reply)?)?;
    if got >= max {
        swept = swept.checked_add(got)?;
        i = i.checked_add(Uint256::one())?;
        while i < Uint256::from(POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
            'body0: {
                if PAUSED
                    .may_load(deps.storage, i.to_be_bytes().as_slice())?
                    .unwrap_or_default()
                {
                    break 'body0;
                }
                payouts.msgs.push(SubMsg::reply_on_success(
                    WasmMsg::Execute {
                        contract_addr: POOLS
                            .may_load(
                                deps.storage,
                                element_index(
                                    i,
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
                    REPLY_CONTINUE_SWEEP_UNTIL_SHORT,
                ));
                push_continuation(
                    deps.storage,
                    Continuation::SweepUntilShort { max, swept, i },
                )?;
                return Ok(Response::new().add_submessages(payouts.msgs));
            }
            i = i.checked_add(Uint256::one())?;
        }
    }
    let total = TOTAL.load(deps.storage)?.checked_add(swept)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&swept)?))
}

/// The rest of `claimUpTo` after `pools[i - 1].claim(max)` (line 59) returned.
fn continue_claim_up_to(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::ClaimUpTo {
        max,
        need,
        mut got,
        mut i,
    } = pop_continuation(deps.storage)?
    else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CLAIM_UP_TO without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    got = got.checked_add(from_json::<Uint256>(returned_data(reply)?)?)?;
    if got >= need {
        return Ok(Response::new()
            .add_submessages(payouts.msgs)
            .set_data(to_json_binary(&got)?));
    }
    while i < Uint256::from(POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        'body0: {
            i = i.checked_add(Uint256::one())?;
            if PAUSED
                .may_load(
                    deps.storage,
                    i.checked_sub(Uint256::one())?.to_be_bytes().as_slice(),
                )?
                .unwrap_or_default()
            {
                break 'body0;
            }
            payouts.msgs.push(SubMsg::reply_on_success(
                WasmMsg::Execute {
                    contract_addr: POOLS
                        .may_load(
                            deps.storage,
                            element_index(
                                i.checked_sub(Uint256::one())?,
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
                REPLY_CONTINUE_CLAIM_UP_TO,
            ));
            push_continuation(deps.storage, Continuation::ClaimUpTo { max, need, got, i })?;
            return Ok(Response::new().add_submessages(payouts.msgs));
        }
    }
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&got)?))
}

/// The rest of `claimIf` after `pools[i].claim(max)` (line 70) returned.
fn continue_claim_if(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::ClaimIf {
        max,
        limit,
        mut sum,
        mut i,
    } = pop_continuation(deps.storage)?
    else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CLAIM_IF without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let one = from_json::<Uint256>(returned_data(reply)?)?;
    if one <= limit {
        sum = sum.checked_add(one)?;
    }
    i = i.checked_add(Uint256::one())?;
    while i < Uint256::from(POOLS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        'body0: {
            if PAUSED
                .may_load(deps.storage, i.to_be_bytes().as_slice())?
                .unwrap_or_default()
            {
                break 'body0;
            }
            payouts.msgs.push(SubMsg::reply_on_success(
                WasmMsg::Execute {
                    contract_addr: POOLS
                        .may_load(
                            deps.storage,
                            element_index(
                                i,
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
                REPLY_CONTINUE_CLAIM_IF,
            ));
            push_continuation(deps.storage, Continuation::ClaimIf { max, limit, sum, i })?;
            return Ok(Response::new().add_submessages(payouts.msgs));
        }
        i = i.checked_add(Uint256::one())?;
    }
    let total = TOTAL.load(deps.storage)?.checked_add(sum)?;
    TOTAL.save(deps.storage, &total)?;
    let rounds = ROUNDS.load(deps.storage)?.checked_add(Uint256::one())?;
    ROUNDS.save(deps.storage, &rounds)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&sum)?))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    SweepUntilShort {
        max: Uint256,
        swept: Uint256,
        i: Uint256,
    },
    ClaimUpTo {
        max: Uint256,
        need: Uint256,
        got: Uint256,
        i: Uint256,
    },
    ClaimIf {
        max: Uint256,
        limit: Uint256,
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

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
