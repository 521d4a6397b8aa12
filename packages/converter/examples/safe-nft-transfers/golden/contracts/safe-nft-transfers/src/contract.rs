#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary,
    MessageInfo, Reply, Response, StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, Ierc721ReceiverExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{BALANCE_OF, OWNER_OF};

const CONTRACT_NAME: &str = "crates.io:safe-nft-transfers";
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
    // SafeNftTransfers
    let mut id = Uint256::one();
    while id <= Uint256::from_u128(3) {
        OWNER_OF.save(deps.storage, id.to_be_bytes().as_slice(), &info.sender)?;
        id = id.checked_add(Uint256::one())?;
    }
    BALANCE_OF.save(deps.storage, &info.sender, &Uint256::from_u128(3))?;
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
        ExecuteMsg::SafeTransferFrom { from, to, token_id } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_safe_transfer_from(deps, info, from, to, token_id)
        }
        ExecuteMsg::SafeTransferFrom2 {
            from,
            to,
            token_id,
            data,
        } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_safe_transfer_from_2(deps, info, from, to, token_id, data)
        }
    }
}

/// `safeTransferFrom(address from, address to, uint256 tokenId) external`
pub fn execute_safe_transfer_from(
    deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    token_id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let from_2 = from.clone();
    let to_2 = to.clone();
    let token_id_2 = token_id;
    let data = HexBinary::default();
    if OWNER_OF
        .may_load(deps.storage, token_id_2.to_be_bytes().as_slice())?
        .unwrap_or_else(|| Addr::unchecked(""))
        != from_2
        || info.sender != from_2
    {
        return Err(ContractError::NotOwner {
            caller: info.sender.clone(),
            token_id: token_id_2,
        });
    }
    OWNER_OF.save(deps.storage, token_id_2.to_be_bytes().as_slice(), &to_2)?;
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &from_2)?
        .unwrap_or_default()
        .checked_sub(Uint256::one())?;
    BALANCE_OF.save(deps.storage, &from_2, &balance_of)?;
    let balance_of_2 = BALANCE_OF
        .may_load(deps.storage, &to_2)?
        .unwrap_or_default()
        .checked_add(Uint256::one())?;
    BALANCE_OF.save(deps.storage, &to_2, &balance_of_2)?;
    events.push(transfer_event(&from_2, &to_2, token_id_2));
    let data_2 = data.clone();
    if is_contract(deps.as_ref(), &to_2) {
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: to_2.to_string(),
                msg: to_json_binary(&Ierc721ReceiverExecuteMsg::OnErc721Received {
                    operator: info.sender.to_string(),
                    from: from_2.to_string(),
                    token_id: token_id_2,
                    data: data_2.clone(),
                })?,
                funds: vec![],
            },
            REPLY_CONTINUE_SAFE_TRANSFER_FROM,
        ));
        push_continuation(deps.storage, Continuation::SafeTransferFrom { to_2 })?;
        return Ok(Response::new()
            .add_submessages(payouts.msgs)
            .add_events(events));
    }
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events))
}

/// `safeTransferFrom(address from, address to, uint256 tokenId, bytes data) public`
pub fn execute_safe_transfer_from_2(
    deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    token_id: Uint256,
    data: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if OWNER_OF
        .may_load(deps.storage, token_id.to_be_bytes().as_slice())?
        .unwrap_or_else(|| Addr::unchecked(""))
        != from
        || info.sender != from
    {
        return Err(ContractError::NotOwner {
            caller: info.sender.clone(),
            token_id,
        });
    }
    OWNER_OF.save(deps.storage, token_id.to_be_bytes().as_slice(), &to)?;
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &from)?
        .unwrap_or_default()
        .checked_sub(Uint256::one())?;
    BALANCE_OF.save(deps.storage, &from, &balance_of)?;
    let balance_of_2 = BALANCE_OF
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(Uint256::one())?;
    BALANCE_OF.save(deps.storage, &to, &balance_of_2)?;
    events.push(transfer_event(&from, &to, token_id));
    let data_2 = data.clone();
    if is_contract(deps.as_ref(), &to) {
        payouts.msgs.push(SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: to.to_string(),
                msg: to_json_binary(&Ierc721ReceiverExecuteMsg::OnErc721Received {
                    operator: info.sender.to_string(),
                    from: from.to_string(),
                    token_id,
                    data: data_2.clone(),
                })?,
                funds: vec![],
            },
            REPLY_CONTINUE_SAFE_TRANSFER_FROM_2,
        ));
        push_continuation(deps.storage, Continuation::SafeTransferFrom2 { to })?;
        return Ok(Response::new()
            .add_submessages(payouts.msgs)
            .add_events(events));
    }
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events))
}

/// `event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)`
fn transfer_event(from: &Addr, to: &Addr, token_id: Uint256) -> Event {
    Event::new("Transfer")
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("tokenId", token_id.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::OwnerOf { arg0 } => to_json_binary(
            &OWNER_OF
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_else(|| Addr::unchecked("")),
        )?,
        QueryMsg::BalanceOf { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &BALANCE_OF
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
    })
}

/// Reply id of `IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data)` (line 43), continued by `continue_safe_transfer_from`.
const REPLY_CONTINUE_SAFE_TRANSFER_FROM: u64 = 1;

/// Reply id of `IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data)` (line 43), continued by `continue_safe_transfer_from_2`.
const REPLY_CONTINUE_SAFE_TRANSFER_FROM_2: u64 = 2;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_SAFE_TRANSFER_FROM => continue_safe_transfer_from(deps, msg),
        REPLY_CONTINUE_SAFE_TRANSFER_FROM_2 => continue_safe_transfer_from_2(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `safeTransferFrom` after `IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data)` (line 43) returned.
fn continue_safe_transfer_from(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SafeTransferFrom { to_2 } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_SAFE_TRANSFER_FROM without its continuation",
        )
        .into());
    };
    let retval = from_json::<HexBinary>(returned_data(reply)?)?;
    if retval != HexBinary::from_hex("150b7a02")? {
        return Err(ContractError::InvalidReceiver {
            receiver: to_2.clone(),
        });
    }
    Ok(Response::new())
}

/// The rest of `safeTransferFrom` after `IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data)` (line 43) returned.
fn continue_safe_transfer_from_2(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::SafeTransferFrom2 { to } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_SAFE_TRANSFER_FROM_2 without its continuation",
        )
        .into());
    };
    let retval = from_json::<HexBinary>(returned_data(reply)?)?;
    if retval != HexBinary::from_hex("150b7a02")? {
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
    SafeTransferFrom { to_2: Addr },
    SafeTransferFrom2 { to: Addr },
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
