#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Reply, Response,
    StdError, StdResult, Storage, SubMsg, Uint256, Uint64, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, InstantiateMsg, MigrateMsg, OwnedQueryMsg, ProfileOfResponse, QueryMsg,
    RegistryExecuteMsg, RegistryQueryMsg, SummaryResponse,
};
use crate::state::{LAST_TOTAL, REGISTRY};

const CONTRACT_NAME: &str = "crates.io:dashboard";
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

/// `constructor(Registry r)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let r = parse_address(deps.api, &msg.r)?;
    // Dashboard
    LAST_TOTAL.save(deps.storage, &Uint256::zero())?;
    REGISTRY.save(deps.storage, &r)?;
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
        ExecuteMsg::CreditThrough { who, amount } => {
            let who = parse_address(deps.api, &who)?;
            execute_credit_through(deps, who, amount)
        }
    }
}

/// `creditThrough(address who, uint256 amount) external returns (uint256)`
pub fn execute_credit_through(
    deps: DepsMut,
    who: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: REGISTRY.load(deps.storage)?.to_string(),
            msg: to_json_binary(&RegistryExecuteMsg::Credit {
                who: who.to_string(),
                amount,
            })?,
            funds: vec![],
        },
        REPLY_CONTINUE_CREDIT_THROUGH,
    ));
    push_continuation(deps.storage, Continuation::CreditThrough {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Registry {} => to_json_binary(&REGISTRY.load(deps.storage)?)?,
        QueryMsg::LastTotal {} => to_json_binary(&LAST_TOTAL.load(deps.storage)?)?,
        QueryMsg::Summary {} => {
            let (total, admin, admin_is_owner) = query_summary(deps)?;
            to_json_binary(&SummaryResponse {
                total,
                admin,
                admin_is_owner,
            })?
        }
        QueryMsg::BalanceOf { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_balance_of(deps, who)?)?
        }
        QueryMsg::AllowanceOf { holder, spender } => {
            let holder = parse_address(deps.api, &holder)?;
            let spender = parse_address(deps.api, &spender)?;
            to_json_binary(&query_allowance_of(deps, holder, spender)?)?
        }
        QueryMsg::TagAt { index } => to_json_binary(&query_tag_at(deps, index)?)?,
        QueryMsg::ProfileOf { who } => {
            let who = parse_address(deps.api, &who)?;
            let (name, level, active) = query_profile_of(deps, who)?;
            to_json_binary(&ProfileOfResponse {
                name,
                level,
                active,
            })?
        }
        QueryMsg::LevelOf { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_level_of(deps, who)?)?
        }
        QueryMsg::TotalAt { at } => {
            let at = parse_address(deps.api, &at)?;
            to_json_binary(&query_total_at(deps, at)?)?
        }
        QueryMsg::Combined { other, who } => {
            let other = parse_address(deps.api, &other)?;
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_combined(deps, other, who)?)?
        }
    })
}

/// `summary() external view returns (uint256 total, address admin, bool adminIsOwner)`
fn query_summary(deps: Deps) -> Result<(Uint256, Addr, bool), ContractError> {
    let total = deps.querier.query_wasm_smart::<Uint256>(
        REGISTRY.load(deps.storage)?.to_string(),
        &RegistryQueryMsg::Total {},
    )?;
    let admin = deps.querier.query_wasm_smart::<Addr>(
        REGISTRY.load(deps.storage)?.to_string(),
        &OwnedQueryMsg::Owner {},
    )?;
    let admin_is_owner = deps.querier.query_wasm_smart::<bool>(
        REGISTRY.load(deps.storage)?.to_string(),
        &OwnedQueryMsg::IsOwner {
            who: admin.to_string(),
        },
    )?;
    Ok((total, admin, admin_is_owner))
}

/// `balanceOf(address who) external view returns (uint256)`
fn query_balance_of(deps: Deps, who: Addr) -> Result<Uint256, ContractError> {
    Ok(deps.querier.query_wasm_smart::<Uint256>(
        REGISTRY.load(deps.storage)?.to_string(),
        &RegistryQueryMsg::Balances {
            arg0: who.to_string(),
        },
    )?)
}

/// `allowanceOf(address holder, address spender) external view returns (uint256)`
fn query_allowance_of(deps: Deps, holder: Addr, spender: Addr) -> Result<Uint256, ContractError> {
    Ok(deps.querier.query_wasm_smart::<Uint256>(
        REGISTRY.load(deps.storage)?.to_string(),
        &RegistryQueryMsg::Allowances {
            arg0: holder.to_string(),
            arg1: spender.to_string(),
        },
    )?)
}

/// `tagAt(uint256 index) external view returns (uint256)`
fn query_tag_at(deps: Deps, index: Uint256) -> Result<Uint256, ContractError> {
    Ok(deps
        .querier
        .query_wasm_smart::<Uint256>(
            REGISTRY.load(deps.storage)?.to_string(),
            &RegistryQueryMsg::Tags { arg0: index },
        )?
        .checked_mul(Uint256::from_u128(10))?)
}

/// `profileOf(address who) external view returns (string name, uint64 level, bool active)`
fn query_profile_of(deps: Deps, who: Addr) -> Result<(String, Uint64, bool), ContractError> {
    let (t0, t1, t2) = deps
        .querier
        .query_wasm_smart::<crate::msg::RegistryProfilesResponse>(
            REGISTRY.load(deps.storage)?.to_string(),
            &RegistryQueryMsg::Profiles {
                arg0: who.to_string(),
            },
        )
        .map(|r| (r.name, r.level, r.active))?;
    let name = t0;
    let level = t1;
    let active = t2;
    Ok((name, level, active))
}

/// `levelOf(address who) external view returns (uint64)`
fn query_level_of(deps: Deps, who: Addr) -> Result<Uint64, ContractError> {
    let (_, level, _) = deps
        .querier
        .query_wasm_smart::<crate::msg::RegistryProfilesResponse>(
            REGISTRY.load(deps.storage)?.to_string(),
            &RegistryQueryMsg::Profiles {
                arg0: who.to_string(),
            },
        )
        .map(|r| (r.name, r.level, r.active))?;
    Ok(level)
}

/// `totalAt(address at) external view returns (uint256)`
fn query_total_at(deps: Deps, at_value: Addr) -> Result<Uint256, ContractError> {
    Ok(deps
        .querier
        .query_wasm_smart::<Uint256>(at_value.to_string(), &RegistryQueryMsg::Total {})?)
}

/// `combined(Registry other, address who) external view returns (uint256)`
fn query_combined(deps: Deps, other: Addr, who: Addr) -> Result<Uint256, ContractError> {
    let mine = REGISTRY.load(deps.storage)?;
    Ok(deps
        .querier
        .query_wasm_smart::<Uint256>(
            mine.to_string(),
            &RegistryQueryMsg::Balances {
                arg0: who.to_string(),
            },
        )?
        .checked_add(deps.querier.query_wasm_smart::<Uint256>(
            other.to_string(),
            &RegistryQueryMsg::Balances {
                arg0: who.to_string(),
            },
        )?)?)
}

/// Reply id of `registry.credit(who, amount)` (line 53), continued by `continue_credit_through`.
const REPLY_CONTINUE_CREDIT_THROUGH: u64 = 1;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_CREDIT_THROUGH => continue_credit_through(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `creditThrough` after `registry.credit(who, amount)` (line 53) returned.
fn continue_credit_through(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::CreditThrough {} = pop_continuation(deps.storage)?;
    let last_total = from_json::<Uint256>(returned_data(reply)?)?;
    LAST_TOTAL.save(deps.storage, &last_total)?;
    Ok(Response::new().set_data(to_json_binary(&LAST_TOTAL.load(deps.storage)?)?))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    CreditThrough {},
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
