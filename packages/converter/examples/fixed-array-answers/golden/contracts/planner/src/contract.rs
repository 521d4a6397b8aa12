#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Reply, Response, StdError,
    StdResult, Storage, SubMsg, Uint128, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_instantiate_response_data};

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, GridInstantiateMsg, GridQueryMsg, InstantiateMsg, MigrateMsg, QueryMsg,
    RowsResponse, SplitResponse,
};
use crate::state::{CREATED_CONTRACTS, GRID, GRID_CODE_ID, LAST_ROW};

const CONTRACT_NAME: &str = "crates.io:planner";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// An array index as `usize`, if it can be one.
fn index(i: Uint256) -> Option<usize> {
    Uint128::try_from(i)
        .ok()
        .and_then(|i| usize::try_from(i.u128()).ok())
}

/// `v[i]`: an index past the end fails with `Panic(0x32)`, as in Solidity.
fn at<T: Clone>(v: &[T], i: Uint256) -> Result<T, ContractError> {
    index(i)
        .and_then(|i| v.get(i))
        .cloned()
        .ok_or(ContractError::Panic { code: 0x32 })
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    msgs: Vec<SubMsg>,
}

/// `constructor(Grid g)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    GRID_CODE_ID.save(deps.storage, &msg.grid_code_id)?;
    let g = parse_address(deps.api, &msg.g)?;
    // Planner
    LAST_ROW.save(deps.storage, &vec![0u16; 5])?;
    GRID.save(deps.storage, &g)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    match msg {
        ExecuteMsg::FreshRow { start } => execute_fresh_row(deps, env, start),
    }
}

/// `freshRow(uint16 start) external returns (uint16[5] row)`
pub fn execute_fresh_row(deps: DepsMut, env: Env, start: u16) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let code_id = GRID_CODE_ID.load(deps.storage)?;
    let nonce = CREATED_CONTRACTS
        .may_load(deps.storage)?
        .unwrap_or_default()
        + 1;
    CREATED_CONTRACTS.save(deps.storage, &nonce)?;
    let salt = nonce.to_be_bytes();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Instantiate2 {
            admin: Some(env.contract.address.to_string()),
            code_id,
            label: format!("Grid {nonce}"),
            msg: to_json_binary(&GridInstantiateMsg { s: Uint256::zero() })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_FRESH_ROW,
    ));
    push_continuation(deps.storage, Continuation::FreshRow { start })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Grid {} => to_json_binary(&GRID.load(deps.storage)?)?,
        QueryMsg::LastRow { arg0 } => to_json_binary(&at(&LAST_ROW.load(deps.storage)?, arg0)?)?,
        QueryMsg::Corners {} => to_json_binary(&query_corners(deps)?)?,
        QueryMsg::CornerSum {} => to_json_binary(&query_corner_sum(deps)?)?,
        QueryMsg::Rows { start } => {
            let (a, b) = query_rows(deps, start)?;
            to_json_binary(&RowsResponse { a, b })?
        }
        QueryMsg::Split {} => {
            let (total, last) = query_split(deps)?;
            to_json_binary(&SplitResponse { total, last })?
        }
    })
}

/// `corners() external view returns (uint256[3])`
fn query_corners(deps: Deps) -> Result<Vec<Uint256>, ContractError> {
    Ok(deps.querier.query_wasm_smart::<Vec<Uint256>>(
        GRID.load(deps.storage)?.to_string(),
        &GridQueryMsg::Corners {},
    )?)
}

/// `cornerSum() external view returns (uint256 sum)`
fn query_corner_sum(deps: Deps) -> Result<Uint256, ContractError> {
    let mut sum = Uint256::zero();
    let c = deps.querier.query_wasm_smart::<Vec<Uint256>>(
        GRID.load(deps.storage)?.to_string(),
        &GridQueryMsg::Corners {},
    )?;
    let mut i = Uint256::zero();
    while i < Uint256::from_u128(3) {
        sum = sum.checked_add(at(&c, i)?)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(sum)
}

/// `rows(uint16 start) external view returns (uint16[5] a, uint16[5] b)`
fn query_rows(deps: Deps, start: u16) -> Result<(Vec<u16>, Vec<u16>), ContractError> {
    let a = deps.querier.query_wasm_smart::<Vec<u16>>(
        GRID.load(deps.storage)?.to_string(),
        &GridQueryMsg::Row { start },
    )?;
    let b = deps.querier.query_wasm_smart::<Vec<u16>>(
        GRID.load(deps.storage)?.to_string(),
        &GridQueryMsg::Row {
            start: start
                .checked_add(100u16)
                .ok_or(ContractError::Panic { code: 0x11 })?,
        },
    )?;
    Ok((a, b))
}

/// `split() external view returns (uint256 total, uint8 last)`
fn query_split(deps: Deps) -> Result<(Uint256, u8), ContractError> {
    let (sizes, marks) = deps
        .querier
        .query_wasm_smart::<crate::msg::GridPairResponse>(
            GRID.load(deps.storage)?.to_string(),
            &GridQueryMsg::Pair {},
        )
        .map(|r| (r.sizes, r.marks))?;
    Ok((
        at(&sizes, Uint256::zero())?.checked_add(at(&sizes, Uint256::one())?)?,
        at(&marks, Uint256::one())?,
    ))
}

/// Reply id of `new Grid(0)` (line 35), continued by `continue_fresh_row`.
const REPLY_CONTINUE_FRESH_ROW: u64 = 1;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_FRESH_ROW => continue_fresh_row(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `freshRow` after `new Grid(0)` (line 35) returned.
fn continue_fresh_row(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::FreshRow { start } = pop_continuation(deps.storage)?;
    let fresh = created_address(reply)?;
    let row = deps
        .querier
        .query_wasm_smart::<Vec<u16>>(fresh.to_string(), &GridQueryMsg::Row { start })?;
    LAST_ROW.save(deps.storage, &row)?;
    Ok(Response::new().set_data(to_json_binary(&row)?))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    FreshRow { start: u16 },
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

/// The address of a contract `new` created: the `MsgInstantiateContract2Response` its
/// instantiation answered.
fn created_address(reply: Reply) -> Result<Addr, ContractError> {
    let response = reply.result.into_result().map_err(StdError::generic_err)?;
    #[allow(deprecated)]
    let raw = match response.msg_responses.first() {
        Some(first) => first.value.clone(),
        None => response.data.unwrap_or_default(),
    };
    let created = parse_instantiate_response_data(&raw)
        .map_err(|err| StdError::generic_err(err.to_string()))?;
    Ok(Addr::unchecked(created.contract_address))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
