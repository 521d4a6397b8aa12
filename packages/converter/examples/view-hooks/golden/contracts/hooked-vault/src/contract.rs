#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary,
    MessageInfo, Reply, Response, StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, IDepositHookExecuteMsg, IPricingExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg,
};
use crate::state::{PRICING, SHARES};

const CONTRACT_NAME: &str = "crates.io:hooked-vault";
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

/// `constructor(IPricing pricing_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let pricing = parse_address(deps.api, &msg.pricing)?;
    // HookedVault
    PRICING.save(deps.storage, &pricing)?;
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
        ExecuteMsg::Deposit { amount, hook } => {
            let hook = parse_address(deps.api, &hook)?;
            execute_deposit(deps, info, amount, hook)
        }
        ExecuteMsg::PricingRate {} => execute_pricing_rate(deps),
    }
}

/// `deposit(uint256 amount, IDepositHook hook) external returns (uint256)`
pub fn execute_deposit(
    deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
    hook: Addr,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: hook.to_string(),
            msg: to_json_binary(&IDepositHookExecuteMsg::OnDeposit {
                from: info.sender.to_string(),
                amount,
            })?,
            funds: vec![],
        },
        REPLY_CONTINUE_DEPOSIT,
    ));
    push_continuation(
        deps.storage,
        Continuation::Deposit {
            amount,
            hook,
            sender: info.sender,
        },
    )?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `pricingRate() external returns (uint256)`
pub fn execute_pricing_rate(deps: DepsMut) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: PRICING.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IPricingExecuteMsg::Rate {})?,
            funds: vec![],
        },
        REPLY_CONTINUE_PRICING_RATE,
    ));
    push_continuation(deps.storage, Continuation::PricingRate {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `event Deposited(address indexed from, uint256 amount, uint256 shares)`
fn deposited_event(from: &Addr, amount: Uint256, shares: Uint256) -> Event {
    Event::new("Deposited")
        .add_attribute("from", from.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("shares", shares.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Pricing {} => to_json_binary(&PRICING.load(deps.storage)?)?,
        QueryMsg::Shares { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&SHARES.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
    })
}

/// Reply id of `hook.onDeposit(msg.sender, amount)` (line 29), continued by `continue_deposit`.
const REPLY_CONTINUE_DEPOSIT: u64 = 1;

/// Reply id of `pricing.sharesFor(amount)` (line 31), continued by `continue_deposit_2`.
const REPLY_CONTINUE_DEPOSIT_2: u64 = 2;

/// Reply id of `pricing.rate()` (line 38), continued by `continue_pricing_rate`.
const REPLY_CONTINUE_PRICING_RATE: u64 = 3;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_DEPOSIT => continue_deposit(deps, msg),
        REPLY_CONTINUE_DEPOSIT_2 => continue_deposit_2(deps, msg),
        REPLY_CONTINUE_PRICING_RATE => continue_pricing_rate(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `deposit` after `hook.onDeposit(msg.sender, amount)` (line 29) returned.
fn continue_deposit(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Deposit {
        sender,
        amount,
        hook,
    } = pop_continuation(deps.storage)?
    else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_DEPOSIT without its continuation").into(),
        );
    };
    let mut payouts = Payouts::default();
    let answer = from_json::<HexBinary>(returned_data(reply)?)?;
    if answer != HexBinary::from_hex("2bf9518c")? {
        return Err(ContractError::HookRejected { hook: hook.clone() });
    }
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: PRICING.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IPricingExecuteMsg::SharesFor { amount })?,
            funds: vec![],
        },
        REPLY_CONTINUE_DEPOSIT_2,
    ));
    push_continuation(deps.storage, Continuation::Deposit2 { amount, sender })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// The rest of `deposit` after `pricing.sharesFor(amount)` (line 31) returned.
fn continue_deposit_2(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Deposit2 { sender, amount } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_DEPOSIT_2 without its continuation",
        )
        .into());
    };
    let mut events = vec![];
    let bought = from_json::<Uint256>(returned_data(reply)?)?;
    let shares = SHARES
        .may_load(deps.storage, &sender)?
        .unwrap_or_default()
        .checked_add(bought)?;
    SHARES.save(deps.storage, &sender, &shares)?;
    events.push(deposited_event(&sender, amount, bought));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&bought)?))
}

/// The rest of `pricingRate` after `pricing.rate()` (line 38) returned.
fn continue_pricing_rate(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::PricingRate {} = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_PRICING_RATE without its continuation",
        )
        .into());
    };
    Ok(
        Response::new().set_data(to_json_binary(&from_json::<Uint256>(returned_data(
            reply,
        )?)?)?),
    )
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    Deposit {
        sender: Addr,
        amount: Uint256,
        hook: Addr,
    },
    Deposit2 {
        sender: Addr,
        amount: Uint256,
    },
    PricingRate {},
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
