#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Reply,
    Response, StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, IRewardPoolExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{CALLS, CREDIT, POOL, TOTAL};

const CONTRACT_NAME: &str = "crates.io:helper-claimer";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    msgs: Vec<SubMsg>,
}

/// `constructor(IRewardPool pool_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let pool = parse_address(deps.api, &msg.pool)?;
    // HelperClaimer
    TOTAL.save(deps.storage, &Uint256::zero())?;
    CALLS.save(deps.storage, &Uint256::zero())?;
    POOL.save(deps.storage, &pool)?;
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
        ExecuteMsg::ClaimIfAny { max } => execute_claim_if_any(deps, max),
        ExecuteMsg::Claim { max } => execute_claim(deps, info, max),
        ExecuteMsg::ClaimTwice { a, b } => execute_claim_twice(deps, a, b),
        ExecuteMsg::Sweep { max } => execute_sweep(deps, max),
    }
}

/// `claimIfAny(uint256 max) external returns (uint256)`
pub fn execute_claim_if_any(deps: DepsMut, max: Uint256) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let ret0 = if max == Uint256::zero() {
        Uint256::zero()
    } else {
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: POOL.load(deps.storage)?.to_string(),
                msg: to_json_binary(&IRewardPoolExecuteMsg::Claim { max })?,
                funds: vec![],
            },
            REPLY_CONTINUE_CLAIM_IF_ANY,
        ));
        push_continuation(deps.storage, Continuation::ClaimIfAny {})?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    };
    let got = ret0;
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&got.checked_add(Uint256::one())?)?))
}

/// `claim(uint256 max) external returns (uint256)`
pub fn execute_claim(
    deps: DepsMut,
    info: MessageInfo,
    max: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    let to = info.sender.clone();
    let fee = Uint256::one();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardPoolExecuteMsg::Claim { max })?,
            funds: vec![],
        },
        REPLY_CONTINUE_CLAIM,
    ));
    push_continuation(deps.storage, Continuation::Claim { to, fee })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `claimTwice(uint256 a, uint256 b) external returns (uint256)`
pub fn execute_claim_twice(
    deps: DepsMut,
    a: Uint256,
    b: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let fee = Uint256::zero();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardPoolExecuteMsg::Claim { max: a })?,
            funds: vec![],
        },
        REPLY_CONTINUE_CLAIM_TWICE,
    ));
    push_continuation(deps.storage, Continuation::ClaimTwice { b, fee })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `sweep(uint256 max) external`
pub fn execute_sweep(deps: DepsMut, max: Uint256) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    if max > Uint256::zero() {
        let fee = Uint256::zero();
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: POOL.load(deps.storage)?.to_string(),
                msg: to_json_binary(&IRewardPoolExecuteMsg::Claim { max })?,
                funds: vec![],
            },
            REPLY_CONTINUE_SWEEP,
        ));
        push_continuation(deps.storage, Continuation::Sweep { fee })?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    } else {
        let calls = CALLS
            .load(deps.storage)?
            .checked_add(Uint256::from_u128(10))?;
        CALLS.save(deps.storage, &calls)?;
    }
    let calls_2 = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls_2)?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `event Claimed(address indexed to, uint256 net)`
fn claimed_event(to: &Addr, net: Uint256) -> Event {
    Event::new("Claimed")
        .add_attribute("to", to.as_str())
        .add_attribute("net", net.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Pool {} => to_json_binary(&POOL.load(deps.storage)?)?,
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::Calls {} => to_json_binary(&CALLS.load(deps.storage)?)?,
        QueryMsg::Credit { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&CREDIT.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
    })
}

/// Reply id of `pool.claim(max)` (line 53), continued by `continue_claim_if_any`.
const REPLY_CONTINUE_CLAIM_IF_ANY: u64 = 1;

/// Reply id of `pool.claim(max)` (line 38), continued by `continue_claim`.
const REPLY_CONTINUE_CLAIM: u64 = 2;

/// Reply id of `pool.claim(max)` (line 38), continued by `continue_claim_twice`.
const REPLY_CONTINUE_CLAIM_TWICE: u64 = 3;

/// Reply id of `pool.claim(max)` (line 38), continued by `continue_claim_twice_2`.
const REPLY_CONTINUE_CLAIM_TWICE_2: u64 = 4;

/// Reply id of `pool.claim(max)` (line 38), continued by `continue_sweep`.
const REPLY_CONTINUE_SWEEP: u64 = 5;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_CLAIM_IF_ANY => continue_claim_if_any(deps, msg),
        REPLY_CONTINUE_CLAIM => continue_claim(deps, msg),
        REPLY_CONTINUE_CLAIM_TWICE => continue_claim_twice(deps, msg),
        REPLY_CONTINUE_CLAIM_TWICE_2 => continue_claim_twice_2(deps, msg),
        REPLY_CONTINUE_SWEEP => continue_sweep(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `claimIfAny` after `pool.claim(max)` (line 53) returned.
fn continue_claim_if_any(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::ClaimIfAny {} = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CLAIM_IF_ANY without its continuation",
        )
        .into());
    };
    let got = from_json::<Uint256>(returned_data(reply)?)?;
    let total = TOTAL.load(deps.storage)?.checked_add(got)?;
    TOTAL.save(deps.storage, &total)?;
    let ret0 = got;
    let got_2 = ret0;
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    Ok(Response::new().set_data(to_json_binary(&got_2.checked_add(Uint256::one())?)?))
}

/// The rest of `claim` after `pool.claim(max)` (line 38) returned.
fn continue_claim(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Claim { to, fee } = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_CLAIM without its continuation").into(),
        );
    };
    let mut events = vec![];
    let mut got = from_json::<Uint256>(returned_data(reply)?)?;
    if got <= fee {
        return Err(ContractError::TooLittle);
    }
    got = got.checked_sub(fee)?;
    let total = TOTAL.load(deps.storage)?.checked_add(got)?;
    TOTAL.save(deps.storage, &total)?;
    let net = got;
    let credit = CREDIT
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(net)?;
    CREDIT.save(deps.storage, &to, &credit)?;
    events.push(claimed_event(&to, net));
    let got_2 = net;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&got_2.checked_mul(Uint256::from_u128(2))?)?))
}

/// The rest of `claimTwice` after `pool.claim(max)` (line 38) returned.
fn continue_claim_twice(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::ClaimTwice { b, fee } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CLAIM_TWICE without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let mut got = from_json::<Uint256>(returned_data(reply)?)?;
    if got <= fee {
        return Err(ContractError::TooLittle);
    }
    got = got.checked_sub(fee)?;
    let total = TOTAL.load(deps.storage)?.checked_add(got)?;
    TOTAL.save(deps.storage, &total)?;
    let first = got;
    let fee_2 = Uint256::zero();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardPoolExecuteMsg::Claim { max: b })?,
            funds: vec![],
        },
        REPLY_CONTINUE_CLAIM_TWICE_2,
    ));
    push_continuation(deps.storage, Continuation::ClaimTwice2 { first, fee_2 })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// The rest of `claimTwice` after `pool.claim(max)` (line 38) returned.
fn continue_claim_twice_2(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::ClaimTwice2 { first, fee_2 } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CLAIM_TWICE_2 without its continuation",
        )
        .into());
    };
    let mut got = from_json::<Uint256>(returned_data(reply)?)?;
    if got <= fee_2 {
        return Err(ContractError::TooLittle);
    }
    got = got.checked_sub(fee_2)?;
    let total = TOTAL.load(deps.storage)?.checked_add(got)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new().set_data(to_json_binary(&first.checked_add(got)?)?))
}

/// The rest of `sweep` after `pool.claim(max)` (line 38) returned.
fn continue_sweep(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Sweep { fee } = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_SWEEP without its continuation").into(),
        );
    };
    let mut got = from_json::<Uint256>(returned_data(reply)?)?;
    if got <= fee {
        return Err(ContractError::TooLittle);
    }
    got = got.checked_sub(fee)?;
    let total = TOTAL.load(deps.storage)?.checked_add(got)?;
    TOTAL.save(deps.storage, &total)?;
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    Ok(Response::new())
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    ClaimIfAny {},
    Claim { to: Addr, fee: Uint256 },
    ClaimTwice { b: Uint256, fee: Uint256 },
    ClaimTwice2 { first: Uint256, fee_2: Uint256 },
    Sweep { fee: Uint256 },
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
