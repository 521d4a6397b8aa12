#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Reply,
    Response, StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, IVaultExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{CALLS, CREDITS, FORWARDED, KEPT, REFUSED, VAULT};

const CONTRACT_NAME: &str = "crates.io:branch-relay";
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

/// `constructor(IVault vault_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let vault = parse_address(deps.api, &msg.vault)?;
    // BranchRelay
    FORWARDED.save(deps.storage, &Uint256::zero())?;
    KEPT.save(deps.storage, &Uint256::zero())?;
    REFUSED.save(deps.storage, &Uint256::zero())?;
    CALLS.save(deps.storage, &Uint256::zero())?;
    VAULT.save(deps.storage, &vault)?;
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
        ExecuteMsg::Deposit { amount } => execute_deposit(deps, info, amount),
        ExecuteMsg::Settle { amount, local } => execute_settle(deps, info, amount, local),
        ExecuteMsg::Route { amount, mode } => execute_route(deps, info, amount, mode),
    }
}

/// `deposit(uint256 amount) external returns (uint256 credited)`
pub fn execute_deposit(
    deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    let credited = if amount >= Uint256::from_u128(100) {
        let share = amount.checked_div(Uint256::from_u128(10))?;
        let kept = KEPT.load(deps.storage)?.checked_add(share)?;
        KEPT.save(deps.storage, &kept)?;
        payouts.msgs.push(SubMsg::reply_always(
            WasmMsg::Execute {
                contract_addr: VAULT.load(deps.storage)?.to_string(),
                msg: to_json_binary(&IVaultExecuteMsg::Take {
                    from: info.sender.to_string(),
                    amount: amount.checked_sub(share)?,
                })?,
                funds: vec![],
            },
            REPLY_CONTINUE_DEPOSIT,
        ));
        push_continuation(
            deps.storage,
            Continuation::Deposit {
                amount,
                share,
                sender: info.sender,
            },
        )?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    } else {
        let kept_2 = KEPT.load(deps.storage)?.checked_add(amount)?;
        KEPT.save(deps.storage, &kept_2)?;
        amount
    };
    let credits = CREDITS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_add(credited)?;
    CREDITS.save(deps.storage, &info.sender, &credits)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&credited)?))
}

/// `settle(uint256 amount, bool local) external returns (bool ok)`
pub fn execute_settle(
    deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
    local: bool,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    if local {
        let kept = KEPT.load(deps.storage)?.checked_add(amount)?;
        KEPT.save(deps.storage, &kept)?;
    } else {
        payouts.msgs.push(SubMsg::reply_always(
            WasmMsg::Execute {
                contract_addr: VAULT.load(deps.storage)?.to_string(),
                msg: to_json_binary(&IVaultExecuteMsg::Take {
                    from: info.sender.to_string(),
                    amount,
                })?,
                funds: vec![],
            },
            REPLY_CONTINUE_SETTLE,
        ));
        push_continuation(deps.storage, Continuation::Settle {})?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    }
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    let ok = true;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&ok)?))
}

/// `route(uint256 amount, uint8 mode) external returns (uint256 got)`
pub fn execute_route(
    deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
    mode: u8,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let got = Uint256::zero();
    if mode == 0u8 {
        let kept = KEPT.load(deps.storage)?.checked_add(amount)?;
        KEPT.save(deps.storage, &kept)?;
    } else if mode == 1u8 {
        if amount > Uint256::zero() {
            payouts.msgs.push(SubMsg::reply_always(
                WasmMsg::Execute {
                    contract_addr: VAULT.load(deps.storage)?.to_string(),
                    msg: to_json_binary(&IVaultExecuteMsg::Take {
                        from: info.sender.to_string(),
                        amount,
                    })?,
                    funds: vec![],
                },
                REPLY_CONTINUE_ROUTE,
            ));
            push_continuation(deps.storage, Continuation::Route { got })?;
            return Ok(Response::new().add_submessages(payouts.msgs));
        }
        let forwarded = FORWARDED.load(deps.storage)?.checked_add(got)?;
        FORWARDED.save(deps.storage, &forwarded)?;
    } else {
        return Err(ContractError::BadMode);
    }
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&got)?))
}

/// `event Forwarded(address indexed user, uint256 amount, uint256 credited)`
fn forwarded_event(user: &Addr, amount: Uint256, credited: Uint256) -> Event {
    Event::new("Forwarded")
        .add_attribute("user", user.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("credited", credited.to_string())
}

/// `event Refused(address indexed user, uint256 amount)`
fn refused_event(user: &Addr, amount: Uint256) -> Event {
    Event::new("Refused")
        .add_attribute("user", user.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Vault {} => to_json_binary(&VAULT.load(deps.storage)?)?,
        QueryMsg::Forwarded {} => to_json_binary(&FORWARDED.load(deps.storage)?)?,
        QueryMsg::Kept {} => to_json_binary(&KEPT.load(deps.storage)?)?,
        QueryMsg::Refused {} => to_json_binary(&REFUSED.load(deps.storage)?)?,
        QueryMsg::Calls {} => to_json_binary(&CALLS.load(deps.storage)?)?,
        QueryMsg::Credits { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&CREDITS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
    })
}

/// Reply id of `vault.take(msg.sender, amount - share)` (line 51), continued by `continue_deposit`.
const REPLY_CONTINUE_DEPOSIT: u64 = 1;

/// Reply id of `vault.take(msg.sender, amount)` (line 73), continued by `continue_settle`.
const REPLY_CONTINUE_SETTLE: u64 = 2;

/// Reply id of `vault.take(msg.sender, amount)` (line 91), continued by `continue_route`.
const REPLY_CONTINUE_ROUTE: u64 = 3;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_DEPOSIT => continue_deposit(deps, msg),
        REPLY_CONTINUE_SETTLE => continue_settle(deps, msg),
        REPLY_CONTINUE_ROUTE => continue_route(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `deposit` after `vault.take(msg.sender, amount - share)` (line 51) returned.
fn continue_deposit(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Deposit {
        sender,
        amount,
        share,
    } = pop_continuation(deps.storage)?
    else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_DEPOSIT without its continuation").into(),
        );
    };
    let mut events = vec![];
    let mut credited: Uint256;
    if reply.result.is_ok() {
        let got = from_json::<Uint256>(returned_data(reply)?)?;
        credited = got.checked_add(share)?;
        let forwarded = FORWARDED
            .load(deps.storage)?
            .checked_add(amount.checked_sub(share)?)?;
        FORWARDED.save(deps.storage, &forwarded)?;
        events.push(forwarded_event(&sender, amount.checked_sub(share)?, got));
    } else {
        credited = share;
        let refused = REFUSED.load(deps.storage)?.checked_add(Uint256::one())?;
        REFUSED.save(deps.storage, &refused)?;
        events.push(refused_event(&sender, amount.checked_sub(share)?));
    }
    credited = credited.checked_add(Uint256::zero())?;
    let credits = CREDITS
        .may_load(deps.storage, &sender)?
        .unwrap_or_default()
        .checked_add(credited)?;
    CREDITS.save(deps.storage, &sender, &credits)?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&credited)?))
}

/// The rest of `settle` after `vault.take(msg.sender, amount)` (line 73) returned.
fn continue_settle(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Settle {} = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_SETTLE without its continuation").into(),
        );
    };
    if reply.result.is_ok() {
        Ok(Response::new().set_data(to_json_binary(&true)?))
    } else {
        let refused = REFUSED.load(deps.storage)?.checked_add(Uint256::one())?;
        REFUSED.save(deps.storage, &refused)?;
        Ok(Response::new().set_data(to_json_binary(&false)?))
    }
}

/// The rest of `route` after `vault.take(msg.sender, amount)` (line 91) returned.
fn continue_route(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Route { mut got } = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_ROUTE without its continuation").into(),
        );
    };
    if reply.result.is_ok() {
        let g = from_json::<Uint256>(returned_data(reply)?)?;
        got = g.checked_add(Uint256::one())?;
    } else {
        let refused = REFUSED.load(deps.storage)?.checked_add(Uint256::one())?;
        REFUSED.save(deps.storage, &refused)?;
    }
    got = got.checked_add(Uint256::one())?;
    let forwarded = FORWARDED.load(deps.storage)?.checked_add(got)?;
    FORWARDED.save(deps.storage, &forwarded)?;
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    Ok(Response::new().set_data(to_json_binary(&got)?))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    Deposit {
        sender: Addr,
        amount: Uint256,
        share: Uint256,
    },
    Settle {},
    Route {
        got: Uint256,
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
