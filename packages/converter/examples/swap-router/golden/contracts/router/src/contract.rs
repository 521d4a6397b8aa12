#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, from_json, to_json_binary, Addr, Api, BankMsg, Binary, Deps, DepsMut, Env, Event,
    MessageInfo, Reply, Response, StdError, StdResult, Storage, SubMsg, Uint128, Uint256, WasmMsg,
};
use cw_utils::{may_pay, nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, IPoolExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{
    BALANCES, CALLBACKS, FAILED, FEES, IN_FLIGHT, LAST_KEPT, LOCKED, POOL, SEEN_IN_FLIGHT,
};

const CONTRACT_NAME: &str = "crates.io:router";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

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

    /// `to.transfer(amount)`: fails like Solidity when the balance is short; a zero amount sends
    /// nothing (the bank module rejects empty sends).
    fn transfer(
        &mut self,
        deps: Deps,
        env: &Env,
        to: &Addr,
        amount: Uint256,
    ) -> Result<(), ContractError> {
        if amount > self.self_balance(deps, env)? {
            return Err(ContractError::TransferFailed);
        }
        if !amount.is_zero() {
            let amount = Uint128::try_from(amount).map_err(|_| ContractError::TransferFailed)?;
            self.msgs.push(SubMsg::new(BankMsg::Send {
                to_address: to.to_string(),
                amount: coins(amount.u128(), NATIVE_DENOM),
            }));
            self.sent += Uint256::from(amount);
        }
        Ok(())
    }
}

/// `constructor(IPool pool_)`
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
    // Router
    IN_FLIGHT.save(deps.storage, &Uint256::zero())?;
    CALLBACKS.save(deps.storage, &Uint256::zero())?;
    SEEN_IN_FLIGHT.save(deps.storage, &Uint256::zero())?;
    FEES.save(deps.storage, &Uint256::zero())?;
    LAST_KEPT.save(deps.storage, &Uint256::zero())?;
    FAILED.save(deps.storage, &Uint256::zero())?;
    LOCKED.save(deps.storage, &false)?;
    POOL.save(deps.storage, &pool)?;
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
        ExecuteMsg::SwapExact { min_out } => execute_swap_exact(deps, env, info, min_out),
        ExecuteMsg::SwapTwice {} => execute_swap_twice(deps, env, info),
        ExecuteMsg::TrySwap {} => execute_try_swap(deps, env, info),
        ExecuteMsg::OnSwap { amount_out } => {
            nonpayable(&info)?;
            execute_on_swap(deps, info, amount_out)
        }
    }
}

/// `swapExact(uint256 minOut) external payable nonReentrant returns (uint256)`
pub fn execute_swap_exact(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    min_out: Uint256,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut payouts = Payouts::default();
    // modifier nonReentrant
    if LOCKED.load(deps.storage)? {
        return Err(ContractError::Reentrant);
    }
    LOCKED.save(deps.storage, &true)?;
    let amount_in = funds;
    let in_flight = IN_FLIGHT.load(deps.storage)?.checked_add(amount_in)?;
    IN_FLIGHT.save(deps.storage, &in_flight)?;
    if amount_in > payouts.self_balance(deps.as_ref(), &env)? {
        return Err(ContractError::TransferFailed);
    }
    payouts.sent += amount_in;
    let value = Uint128::try_from(amount_in).map_err(|_| ContractError::TransferFailed)?;
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IPoolExecuteMsg::Swap {
                to: info.sender.to_string(),
                amount_in,
            })?,
            funds: if value.is_zero() {
                vec![]
            } else {
                coins(value.u128(), NATIVE_DENOM)
            },
        },
        REPLY_CONTINUE_SWAP_EXACT,
    ));
    push_continuation(
        deps.storage,
        Continuation::SwapExact {
            min_out,
            amount_in,
            sender: info.sender,
        },
    )?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `swapTwice() external payable nonReentrant returns (uint256 total)`
pub fn execute_swap_twice(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut payouts = Payouts::default();
    // modifier nonReentrant
    if LOCKED.load(deps.storage)? {
        return Err(ContractError::Reentrant);
    }
    LOCKED.save(deps.storage, &true)?;
    let half = funds.checked_div(Uint256::from_u128(2))?;
    if half > payouts.self_balance(deps.as_ref(), &env)? {
        return Err(ContractError::TransferFailed);
    }
    payouts.sent += half;
    let value = Uint128::try_from(half).map_err(|_| ContractError::TransferFailed)?;
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IPoolExecuteMsg::Swap {
                to: info.sender.to_string(),
                amount_in: half,
            })?,
            funds: if value.is_zero() {
                vec![]
            } else {
                coins(value.u128(), NATIVE_DENOM)
            },
        },
        REPLY_CONTINUE_SWAP_TWICE,
    ));
    push_continuation(
        deps.storage,
        Continuation::SwapTwice {
            half,
            funds,
            sender: info.sender,
        },
    )?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `trySwap() external payable nonReentrant returns (bool)`
pub fn execute_try_swap(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut payouts = Payouts::default();
    // modifier nonReentrant
    if LOCKED.load(deps.storage)? {
        return Err(ContractError::Reentrant);
    }
    LOCKED.save(deps.storage, &true)?;
    if funds > payouts.self_balance(deps.as_ref(), &env)? {
        return Err(ContractError::TransferFailed);
    }
    payouts.sent += funds;
    let value = Uint128::try_from(funds).map_err(|_| ContractError::TransferFailed)?;
    payouts.msgs.push(SubMsg::reply_always(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IPoolExecuteMsg::Swap {
                to: info.sender.to_string(),
                amount_in: funds,
            })?,
            funds: if value.is_zero() {
                vec![]
            } else {
                coins(value.u128(), NATIVE_DENOM)
            },
        },
        REPLY_CONTINUE_TRY_SWAP,
    ));
    push_continuation(
        deps.storage,
        Continuation::TrySwap {
            funds,
            sender: info.sender,
        },
    )?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `onSwap(uint256 amountOut) external`
pub fn execute_on_swap(
    deps: DepsMut,
    info: MessageInfo,
    amount_out: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    if info.sender != POOL.load(deps.storage)? {
        return Err(ContractError::NotPool);
    }
    let callbacks = CALLBACKS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLBACKS.save(deps.storage, &callbacks)?;
    let seen_in_flight = IN_FLIGHT.load(deps.storage)?;
    SEEN_IN_FLIGHT.save(deps.storage, &seen_in_flight)?;
    if !LOCKED.load(deps.storage)? {
        return Err(ContractError::NotInASwap);
    }
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IPoolExecuteMsg::Skim { amount: amount_out })?,
            funds: vec![],
        },
        REPLY_CONTINUE_ON_SWAP,
    ));
    push_continuation(deps.storage, Continuation::OnSwap {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `event Routed(address indexed user, uint256 amountIn, uint256 amountOut)`
fn routed_event(user: &Addr, amount_in: Uint256, amount_out: Uint256) -> Event {
    Event::new("Routed")
        .add_attribute("user", user.as_str())
        .add_attribute("amountIn", amount_in.to_string())
        .add_attribute("amountOut", amount_out.to_string())
}

/// `event Skimmed(uint256 kept, uint256 fee)`
fn skimmed_event(kept: Uint256, fee: Uint256) -> Event {
    Event::new("Skimmed")
        .add_attribute("kept", kept.to_string())
        .add_attribute("fee", fee.to_string())
}

/// `event Refunded(address indexed user, uint256 amount)`
fn refunded_event(user: &Addr, amount: Uint256) -> Event {
    Event::new("Refunded")
        .add_attribute("user", user.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Pool {} => to_json_binary(&POOL.load(deps.storage)?)?,
        QueryMsg::Balances { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&BALANCES.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::InFlight {} => to_json_binary(&IN_FLIGHT.load(deps.storage)?)?,
        QueryMsg::Callbacks {} => to_json_binary(&CALLBACKS.load(deps.storage)?)?,
        QueryMsg::SeenInFlight {} => to_json_binary(&SEEN_IN_FLIGHT.load(deps.storage)?)?,
        QueryMsg::Fees {} => to_json_binary(&FEES.load(deps.storage)?)?,
        QueryMsg::LastKept {} => to_json_binary(&LAST_KEPT.load(deps.storage)?)?,
        QueryMsg::Failed {} => to_json_binary(&FAILED.load(deps.storage)?)?,
        QueryMsg::Locked {} => to_json_binary(&LOCKED.load(deps.storage)?)?,
        QueryMsg::NativeBalance {} => {
            to_json_binary(&query_native_balance(deps, &env, &Payouts::default())?)?
        }
    })
}

/// `nativeBalance() external view returns (uint256)`
fn query_native_balance(
    deps: Deps,
    env: &Env,
    payouts: &Payouts,
) -> Result<Uint256, ContractError> {
    payouts.self_balance(deps, env)
}

/// Reply id of `pool.swap{value: amountIn}(msg.sender, amountIn)` (line 89), continued by `continue_swap_exact`.
const REPLY_CONTINUE_SWAP_EXACT: u64 = 1;

/// Reply id of `pool.swap{value: half}(msg.sender, half)` (line 100), continued by `continue_swap_twice`.
const REPLY_CONTINUE_SWAP_TWICE: u64 = 2;

/// Reply id of `pool.swap{value: msg.value - half}(msg.sender, msg.value - half)` (line 101), continued by `continue_swap_twice_2`.
const REPLY_CONTINUE_SWAP_TWICE_2: u64 = 3;

/// Reply id of `pool.swap{value: msg.value}(msg.sender, msg.value)` (line 108), continued by `continue_try_swap`.
const REPLY_CONTINUE_TRY_SWAP: u64 = 4;

/// Reply id of `pool.skim(amountOut)` (line 125), continued by `continue_on_swap`.
const REPLY_CONTINUE_ON_SWAP: u64 = 5;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_SWAP_EXACT => continue_swap_exact(deps, msg),
        REPLY_CONTINUE_SWAP_TWICE => continue_swap_twice(deps, env, msg),
        REPLY_CONTINUE_SWAP_TWICE_2 => continue_swap_twice_2(deps, msg),
        REPLY_CONTINUE_TRY_SWAP => continue_try_swap(deps, env, msg),
        REPLY_CONTINUE_ON_SWAP => continue_on_swap(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `swapExact` after `pool.swap{value: amountIn}(msg.sender, amountIn)` (line 89) returned.
fn continue_swap_exact(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SwapExact {
        sender,
        min_out,
        amount_in,
    } = pop_continuation(deps.storage)?
    else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_SWAP_EXACT without its continuation",
        )
        .into());
    };
    let mut events = vec![];
    let out = from_json::<Uint256>(returned_data(reply)?)?;
    if out < min_out {
        return Err(ContractError::Slippage);
    }
    let in_flight = IN_FLIGHT.load(deps.storage)?.checked_sub(amount_in)?;
    IN_FLIGHT.save(deps.storage, &in_flight)?;
    let balances = BALANCES
        .may_load(deps.storage, &sender)?
        .unwrap_or_default()
        .checked_add(out)?;
    BALANCES.save(deps.storage, &sender, &balances)?;
    events.push(routed_event(&sender, amount_in, out));
    {
        let ret = out;
        // modifier nonReentrant, after `_`
        LOCKED.save(deps.storage, &false)?;
        Ok(Response::new()
            .add_events(events)
            .set_data(to_json_binary(&ret)?))
    }
}

/// The rest of `swapTwice` after `pool.swap{value: half}(msg.sender, half)` (line 100) returned.
fn continue_swap_twice(deps: DepsMut, env: Env, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SwapTwice {
        sender,
        funds,
        half,
    } = pop_continuation(deps.storage)?
    else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_SWAP_TWICE without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let total = from_json::<Uint256>(returned_data(reply)?)?;
    let value: Uint256 = funds.checked_sub(half)?;
    if value > payouts.self_balance(deps.as_ref(), &env)? {
        return Err(ContractError::TransferFailed);
    }
    payouts.sent += value;
    let value = Uint128::try_from(value).map_err(|_| ContractError::TransferFailed)?;
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: POOL.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IPoolExecuteMsg::Swap {
                to: sender.to_string(),
                amount_in: funds.checked_sub(half)?,
            })?,
            funds: if value.is_zero() {
                vec![]
            } else {
                coins(value.u128(), NATIVE_DENOM)
            },
        },
        REPLY_CONTINUE_SWAP_TWICE_2,
    ));
    push_continuation(deps.storage, Continuation::SwapTwice2 { total, sender })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// The rest of `swapTwice` after `pool.swap{value: msg.value - half}(msg.sender, msg.value - half)` (line 101) returned.
fn continue_swap_twice_2(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SwapTwice2 { sender, mut total } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_SWAP_TWICE_2 without its continuation",
        )
        .into());
    };
    let second = from_json::<Uint256>(returned_data(reply)?)?;
    total = total.checked_add(second)?;
    let balances = BALANCES
        .may_load(deps.storage, &sender)?
        .unwrap_or_default()
        .checked_add(total)?;
    BALANCES.save(deps.storage, &sender, &balances)?;
    {
        let ret = total;
        // modifier nonReentrant, after `_`
        LOCKED.save(deps.storage, &false)?;
        Ok(Response::new().set_data(to_json_binary(&ret)?))
    }
}

/// The rest of `trySwap` after `pool.swap{value: msg.value}(msg.sender, msg.value)` (line 108) returned.
fn continue_try_swap(deps: DepsMut, env: Env, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::TrySwap { sender, funds } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_TRY_SWAP without its continuation",
        )
        .into());
    };
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if reply.result.is_ok() {
        let out = from_json::<Uint256>(returned_data(reply)?)?;
        let balances = BALANCES
            .may_load(deps.storage, &sender)?
            .unwrap_or_default()
            .checked_add(out)?;
        BALANCES.save(deps.storage, &sender, &balances)?;
        {
            let ret = true;
            // modifier nonReentrant, after `_`
            LOCKED.save(deps.storage, &false)?;
            Ok(Response::new()
                .add_submessages(payouts.msgs)
                .add_events(events)
                .set_data(to_json_binary(&ret)?))
        }
    } else {
        let failed = FAILED.load(deps.storage)?.checked_add(Uint256::one())?;
        FAILED.save(deps.storage, &failed)?;
        payouts.transfer(deps.as_ref(), &env, &sender, funds)?;
        events.push(refunded_event(&sender, funds));
        {
            let ret_2 = false;
            // modifier nonReentrant, after `_`
            LOCKED.save(deps.storage, &false)?;
            Ok(Response::new()
                .add_submessages(payouts.msgs)
                .add_events(events)
                .set_data(to_json_binary(&ret_2)?))
        }
    }
}

/// The rest of `onSwap` after `pool.skim(amountOut)` (line 125) returned.
fn continue_on_swap(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::OnSwap {} = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_ON_SWAP without its continuation").into(),
        );
    };
    let mut events = vec![];
    let (kept, fee) = from_json::<crate::msg::IPoolSkimResponse>(returned_data(reply)?)
        .map(|r| (r.kept, r.fee))?;
    let fees = FEES.load(deps.storage)?.checked_add(fee)?;
    FEES.save(deps.storage, &fees)?;
    LAST_KEPT.save(deps.storage, &kept)?;
    events.push(skimmed_event(kept, fee));
    Ok(Response::new().add_events(events))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    SwapExact {
        sender: Addr,
        min_out: Uint256,
        amount_in: Uint256,
    },
    SwapTwice {
        sender: Addr,
        funds: Uint256,
        half: Uint256,
    },
    SwapTwice2 {
        sender: Addr,
        total: Uint256,
    },
    TrySwap {
        sender: Addr,
        funds: Uint256,
    },
    OnSwap {},
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
