#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Reply,
    Response, StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, IFeeVaultExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{CALLS, SKIPPED, TOTAL, VAULT};

const CONTRACT_NAME: &str = "crates.io:branch-puller";
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

/// `constructor(IFeeVault vault_)`
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
    // BranchPuller
    TOTAL.save(deps.storage, &Uint256::zero())?;
    SKIPPED.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Pull { amount, min } => execute_pull(deps, info, amount, min),
        ExecuteMsg::PullDouble { amount, twice } => execute_pull_double(deps, amount, twice),
    }
}

/// `pull(uint256 amount, uint256 min) external returns (uint256)`
pub fn execute_pull(
    deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
    min: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    if amount > Uint256::zero() {
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: VAULT.load(deps.storage)?.to_string(),
                msg: to_json_binary(&IFeeVaultExecuteMsg::Withdraw { amount })?,
                funds: vec![],
            },
            REPLY_CONTINUE_PULL,
        ));
        push_continuation(
            deps.storage,
            Continuation::Pull {
                min,
                sender: info.sender,
            },
        )?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    } else {
        let skipped = SKIPPED.load(deps.storage)?.checked_add(Uint256::one())?;
        SKIPPED.save(deps.storage, &skipped)?;
    }
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&TOTAL.load(deps.storage)?)?))
}

/// `pullDouble(uint256 amount, bool twice) external returns (uint256 credited)`
pub fn execute_pull_double(
    deps: DepsMut,
    amount: Uint256,
    twice: bool,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let credited = if !twice {
        amount
    } else if amount > Uint256::from_u128(10) {
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: VAULT.load(deps.storage)?.to_string(),
                msg: to_json_binary(&IFeeVaultExecuteMsg::Withdraw { amount })?,
                funds: vec![],
            },
            REPLY_CONTINUE_PULL_DOUBLE,
        ));
        push_continuation(deps.storage, Continuation::PullDouble {})?;
        return Ok(Response::new().add_submessages(payouts.msgs));
    } else {
        return Ok(Response::new()
            .add_submessages(payouts.msgs)
            .set_data(to_json_binary(&Uint256::zero())?));
    };
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&credited)?))
}

/// `event Pulled(address indexed by, uint256 got)`
fn pulled_event(by: &Addr, got: Uint256) -> Event {
    Event::new("Pulled")
        .add_attribute("by", by.as_str())
        .add_attribute("got", got.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Vault {} => to_json_binary(&VAULT.load(deps.storage)?)?,
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::Skipped {} => to_json_binary(&SKIPPED.load(deps.storage)?)?,
        QueryMsg::Calls {} => to_json_binary(&CALLS.load(deps.storage)?)?,
    })
}

/// Reply id of `vault.withdraw(amount)` (line 39), continued by `continue_pull`.
const REPLY_CONTINUE_PULL: u64 = 1;

/// Reply id of `vault.withdraw(amount)` (line 53), continued by `continue_pull_double`.
const REPLY_CONTINUE_PULL_DOUBLE: u64 = 2;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_PULL => continue_pull(deps, msg),
        REPLY_CONTINUE_PULL_DOUBLE => continue_pull_double(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `pull` after `vault.withdraw(amount)` (line 39) returned.
fn continue_pull(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Pull { sender, min } = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_PULL without its continuation").into(),
        );
    };
    let mut events = vec![];
    let got = from_json::<Uint256>(returned_data(reply)?)?;
    if got < min {
        return Err(ContractError::Short);
    }
    let total = TOTAL.load(deps.storage)?.checked_add(got)?;
    TOTAL.save(deps.storage, &total)?;
    events.push(pulled_event(&sender, got));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&TOTAL.load(deps.storage)?)?))
}

/// The rest of `pullDouble` after `vault.withdraw(amount)` (line 53) returned.
fn continue_pull_double(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::PullDouble {} = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_PULL_DOUBLE without its continuation",
        )
        .into());
    };
    let credited =
        from_json::<Uint256>(returned_data(reply)?)?.checked_mul(Uint256::from_u128(2))?;
    let total = TOTAL.load(deps.storage)?.checked_add(credited)?;
    TOTAL.save(deps.storage, &total)?;
    let calls = CALLS.load(deps.storage)?.checked_add(Uint256::one())?;
    CALLS.save(deps.storage, &calls)?;
    Ok(Response::new().set_data(to_json_binary(&credited)?))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    Pull { sender: Addr, min: Uint256 },
    PullDouble {},
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
