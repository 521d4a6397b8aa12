#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary,
    MessageInfo, Reply, Response, StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, Ierc1155ReceiverExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::BALANCE_OF;

const CONTRACT_NAME: &str = "crates.io:receiver-acceptance";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `addr.code.length > 0`: whether a contract is instantiated at `addr` (a contract-info query).
fn is_contract(deps: Deps, addr: &Addr) -> bool {
    deps.querier.query_wasm_contract_info(addr).is_ok()
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    msgs: Vec<SubMsg>,
}

/// `constructor()`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    _msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    // ReceiverAcceptance
    BALANCE_OF.save(
        deps.storage,
        (Uint256::one().to_be_bytes().as_slice(), &info.sender),
        &Uint256::from_u128(100),
    )?;
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
        ExecuteMsg::SafeTransferFrom {
            from,
            to,
            id,
            value,
            data,
        } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_safe_transfer_from(deps, info, from, to, id, value, data)
        }
    }
}

/// `safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data) external`
pub fn execute_safe_transfer_from(
    deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    id: Uint256,
    value: Uint256,
    data: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let balance = BALANCE_OF
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &from))?
        .unwrap_or_default();
    if from != info.sender || balance < value {
        return Err(ContractError::InsufficientBalance {
            from: from.clone(),
            id,
            balance,
        });
    }
    let balance_of = balance.checked_sub(value)?;
    BALANCE_OF.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &from),
        &balance_of,
    )?;
    let balance_of_2 = BALANCE_OF
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &to))?
        .unwrap_or_default()
        .checked_add(value)?;
    BALANCE_OF.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &to),
        &balance_of_2,
    )?;
    events.push(transfer_single_event(&info.sender, &from, &to, id, value));
    let data_2 = data.clone();
    if is_contract(deps.as_ref(), &to) {
        payouts.msgs.push(SubMsg::reply_always(
            WasmMsg::Execute {
                contract_addr: to.to_string(),
                msg: to_json_binary(&Ierc1155ReceiverExecuteMsg::OnErc1155Received {
                    operator: info.sender.to_string(),
                    from: from.to_string(),
                    id,
                    value,
                    data: data_2.clone(),
                })?,
                funds: vec![],
            },
            REPLY_CONTINUE_SAFE_TRANSFER_FROM,
        ));
        push_continuation(deps.storage, Continuation::SafeTransferFrom { to })?;
        return Ok(Response::new()
            .add_submessages(payouts.msgs)
            .add_events(events));
    }
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events))
}

/// `event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)`
fn transfer_single_event(
    operator: &Addr,
    from: &Addr,
    to: &Addr,
    id: Uint256,
    value: Uint256,
) -> Event {
    Event::new("TransferSingle")
        .add_attribute("operator", operator.as_str())
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("id", id.to_string())
        .add_attribute("value", value.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::BalanceOf { arg0, arg1 } => {
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &BALANCE_OF
                    .may_load(deps.storage, (arg0.to_be_bytes().as_slice(), &arg1))?
                    .unwrap_or_default(),
            )?
        }
    })
}

/// Reply id of `IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data)` (line 36), continued by `continue_safe_transfer_from`.
const REPLY_CONTINUE_SAFE_TRANSFER_FROM: u64 = 1;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_SAFE_TRANSFER_FROM => continue_safe_transfer_from(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `safeTransferFrom` after `IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data)` (line 36) returned.
fn continue_safe_transfer_from(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SafeTransferFrom { to } = pop_continuation(deps.storage)?;
    if reply.result.is_ok() {
        let response = from_json::<HexBinary>(returned_data(reply)?)?;
        if response != HexBinary::from_hex("f23a6e61")? {
            return Err(ContractError::InvalidReceiver {
                receiver: to.clone(),
            });
        }
    } else {
        return Err(ContractError::InvalidReceiver {
            receiver: to.clone(),
        });
    }
    Ok(Response::new())
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    SafeTransferFrom { to: Addr },
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
