#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Reply,
    Response, StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, IRewardPoolExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{BIG, POOL, SWAPS, TOTAL};

const CONTRACT_NAME: &str = "crates.io:harvester";
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
    // Harvester
    TOTAL.save(deps.storage, &Uint256::zero())?;
    SWAPS.save(deps.storage, &Uint256::zero())?;
    BIG.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::HarvestWithBonus { bonus } => execute_harvest_with_bonus(deps, info, bonus),
        ExecuteMsg::SwapAtLeast { amount_in, min_out } => {
            execute_swap_at_least(deps, amount_in, min_out)
        }
        ExecuteMsg::SwapCountingBig {
            amount_in,
            threshold,
        } => execute_swap_counting_big(deps, amount_in, threshold),
        ExecuteMsg::Doubled {} => execute_doubled(deps),
        ExecuteMsg::Quote { amount_in } => execute_quote(deps, amount_in),
        ExecuteMsg::LogClaim { shown } => execute_log_claim(deps, info, shown),
    }
}

/// `harvestWithBonus(uint256 bonus) external returns (uint256)`
pub fn execute_harvest_with_bonus(
    deps: DepsMut,
    info: MessageInfo,
    bonus: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardPoolExecuteMsg::Claim {})?,
            funds: vec![],
        },
        REPLY_CONTINUE_HARVEST_WITH_BONUS,
    ));
    push_continuation(
        deps.storage,
        Continuation::HarvestWithBonus {
            bonus,
            sender: info.sender,
        },
    )?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `swapAtLeast(uint256 amountIn, uint256 minOut) external`
pub fn execute_swap_at_least(
    deps: DepsMut,
    amount_in: Uint256,
    min_out: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardPoolExecuteMsg::Swap { amount_in })?,
            funds: vec![],
        },
        REPLY_CONTINUE_SWAP_AT_LEAST,
    ));
    push_continuation(deps.storage, Continuation::SwapAtLeast { min_out })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `swapCountingBig(uint256 amountIn, uint256 threshold) external returns (bool)`
pub fn execute_swap_counting_big(
    deps: DepsMut,
    amount_in: Uint256,
    threshold: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardPoolExecuteMsg::Swap { amount_in })?,
            funds: vec![],
        },
        REPLY_CONTINUE_SWAP_COUNTING_BIG,
    ));
    push_continuation(deps.storage, Continuation::SwapCountingBig { threshold })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `doubled() external returns (uint256 twice)`
pub fn execute_doubled(deps: DepsMut) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let before = TOTAL.load(deps.storage)?;
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardPoolExecuteMsg::Claim {})?,
            funds: vec![],
        },
        REPLY_CONTINUE_DOUBLED,
    ));
    push_continuation(deps.storage, Continuation::Doubled { before })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `quote(uint256 amountIn) external returns (uint256)`
pub fn execute_quote(deps: DepsMut, amount_in: Uint256) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardPoolExecuteMsg::Swap { amount_in })?,
            funds: vec![],
        },
        REPLY_CONTINUE_QUOTE,
    ));
    push_continuation(deps.storage, Continuation::Quote { amount_in })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `logClaim(uint256 shown) external`
pub fn execute_log_claim(
    deps: DepsMut,
    info: MessageInfo,
    shown: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardPoolExecuteMsg::Claim {})?,
            funds: vec![],
        },
        REPLY_CONTINUE_LOG_CLAIM,
    ));
    push_continuation(
        deps.storage,
        Continuation::LogClaim {
            shown,
            sender: info.sender,
        },
    )?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `event Harvested(address indexed by, uint256 amount, uint256 total)`
fn harvested_event(by: &Addr, amount: Uint256, total: Uint256) -> Event {
    Event::new("Harvested")
        .add_attribute("by", by.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("total", total.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Pool {} => to_json_binary(&POOL.load(deps.storage)?)?,
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::Swaps {} => to_json_binary(&SWAPS.load(deps.storage)?)?,
        QueryMsg::Big {} => to_json_binary(&BIG.load(deps.storage)?)?,
    })
}

/// Reply id of `pool.claim()` (line 43), continued by `continue_harvest_with_bonus`.
const REPLY_CONTINUE_HARVEST_WITH_BONUS: u64 = 1;

/// Reply id of `pool.swap(amountIn)` (line 49), continued by `continue_swap_at_least`.
const REPLY_CONTINUE_SWAP_AT_LEAST: u64 = 2;

/// Reply id of `pool.swap(amountIn)` (line 54), continued by `continue_swap_counting_big`.
const REPLY_CONTINUE_SWAP_COUNTING_BIG: u64 = 3;

/// Reply id of `pool.claim()` (line 65), continued by `continue_doubled`.
const REPLY_CONTINUE_DOUBLED: u64 = 4;

/// Reply id of `pool.swap(amountIn)` (line 70), continued by `continue_quote`.
const REPLY_CONTINUE_QUOTE: u64 = 5;

/// Reply id of `pool.claim()` (line 74), continued by `continue_log_claim`.
const REPLY_CONTINUE_LOG_CLAIM: u64 = 6;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_HARVEST_WITH_BONUS => continue_harvest_with_bonus(deps, msg),
        REPLY_CONTINUE_SWAP_AT_LEAST => continue_swap_at_least(deps, msg),
        REPLY_CONTINUE_SWAP_COUNTING_BIG => continue_swap_counting_big(deps, msg),
        REPLY_CONTINUE_DOUBLED => continue_doubled(deps, msg),
        REPLY_CONTINUE_QUOTE => continue_quote(deps, msg),
        REPLY_CONTINUE_LOG_CLAIM => continue_log_claim(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `harvestWithBonus` after `pool.claim()` (line 43) returned.
fn continue_harvest_with_bonus(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::HarvestWithBonus { sender, bonus } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_HARVEST_WITH_BONUS without its continuation",
        )
        .into());
    };
    let mut events = vec![];
    let total = from_json::<Uint256>(returned_data(reply)?)?.checked_add(bonus)?;
    TOTAL.save(deps.storage, &total)?;
    events.push(harvested_event(
        &sender,
        TOTAL.load(deps.storage)?,
        TOTAL.load(deps.storage)?,
    ));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&TOTAL.load(deps.storage)?)?))
}

/// The rest of `swapAtLeast` after `pool.swap(amountIn)` (line 49) returned.
fn continue_swap_at_least(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SwapAtLeast { min_out } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_SWAP_AT_LEAST without its continuation",
        )
        .into());
    };
    if from_json::<Uint256>(returned_data(reply)?)? < min_out {
        return Err(ContractError::Slippage);
    }
    let swaps = SWAPS.load(deps.storage)?.checked_add(Uint256::one())?;
    SWAPS.save(deps.storage, &swaps)?;
    Ok(Response::new())
}

/// The rest of `swapCountingBig` after `pool.swap(amountIn)` (line 54) returned.
fn continue_swap_counting_big(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SwapCountingBig { threshold } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_SWAP_COUNTING_BIG without its continuation",
        )
        .into());
    };
    if from_json::<Uint256>(returned_data(reply)?)? > threshold {
        let big = BIG.load(deps.storage)?.checked_add(Uint256::one())?;
        BIG.save(deps.storage, &big)?;
        return Ok(Response::new().set_data(to_json_binary(&true)?));
    } else {
        let swaps = SWAPS.load(deps.storage)?.checked_add(Uint256::one())?;
        SWAPS.save(deps.storage, &swaps)?;
    }
    Ok(Response::new().set_data(to_json_binary(&false)?))
}

/// The rest of `doubled` after `pool.claim()` (line 65) returned.
fn continue_doubled(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Doubled { before } = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_DOUBLED without its continuation").into(),
        );
    };
    let twice = Uint256::from_u128(2).checked_mul(from_json::<Uint256>(returned_data(reply)?)?)?;
    let total = before.checked_add(twice)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new().set_data(to_json_binary(&twice)?))
}

/// The rest of `quote` after `pool.swap(amountIn)` (line 70) returned.
fn continue_quote(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Quote { amount_in } = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_QUOTE without its continuation").into(),
        );
    };
    Ok(Response::new().set_data(to_json_binary(
        &from_json::<Uint256>(returned_data(reply)?)?
            .checked_div(Uint256::from_u128(2))?
            .checked_add(amount_in)?,
    )?))
}

/// The rest of `logClaim` after `pool.claim()` (line 74) returned.
fn continue_log_claim(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::LogClaim { sender, shown } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_LOG_CLAIM without its continuation",
        )
        .into());
    };
    let events = vec![harvested_event(
        &sender,
        from_json::<Uint256>(returned_data(reply)?)?.checked_mul(Uint256::from_u128(3))?,
        shown,
    )];
    Ok(Response::new().add_events(events))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    HarvestWithBonus { sender: Addr, bonus: Uint256 },
    SwapAtLeast { min_out: Uint256 },
    SwapCountingBig { threshold: Uint256 },
    Doubled { before: Uint256 },
    Quote { amount_in: Uint256 },
    LogClaim { sender: Addr, shown: Uint256 },
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
