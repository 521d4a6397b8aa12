#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, MessageInfo, Reply,
    Response, StdError, StdResult, Storage, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{may_pay, nonpayable, parse_execute_response_data, parse_instantiate_response_data};

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, InstantiateMsg, MigrateMsg, PriceFeedExecuteMsg, PriceFeedInstantiateMsg,
    PriceFeedQueryMsg, QueryMsg, QuoteResponse,
};
use crate::state::{
    ADJUSTED_PRICE, ADMIN, BUMPED_PRICE, BUMPS, CREATED_CONTRACTS, FALLBACK_BUMPED, FALLBACK_FEED,
    OPENING_PRICE, PRICE_FEED_CODE_ID, PRIMARY, SCALE,
};

const CONTRACT_NAME: &str = "crates.io:feed-registry";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

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
}

/// `constructor(uint256 start)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    msg_value(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    PRICE_FEED_CODE_ID.save(deps.storage, &msg.price_feed_code_id)?;
    let mut payouts = Payouts::default();
    let start = msg.start;
    // FeedRegistry
    let fallback_feed = {
        let code_id = PRICE_FEED_CODE_ID.load(deps.storage)?;
        let nonce = CREATED_CONTRACTS
            .may_load(deps.storage)?
            .unwrap_or_default()
            + 1;
        CREATED_CONTRACTS.save(deps.storage, &nonce)?;
        let salt = nonce.to_be_bytes();
        let checksum = deps.querier.query_wasm_code_info(code_id)?.checksum;
        let creator = deps.api.addr_canonicalize(env.contract.address.as_str())?;
        let canonical = cosmwasm_std::instantiate2_address(checksum.as_slice(), &creator, &salt)
            .map_err(|err| StdError::generic_err(err.to_string()))?;
        let address = deps.api.addr_humanize(&canonical)?;
        payouts.msgs.push(SubMsg::new(WasmMsg::Instantiate2 {
            admin: Some(env.contract.address.to_string()),
            code_id,
            label: format!("PriceFeed {nonce}"),
            msg: to_json_binary(&PriceFeedInstantiateMsg {
                feed_decimals: Uint256::from_u128(8),
                initial_price: Uint256::from_u128(100),
            })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        }));
        address
    };
    FALLBACK_FEED.save(deps.storage, &fallback_feed)?;
    SCALE.save(deps.storage, &Uint256::zero())?;
    OPENING_PRICE.save(deps.storage, &Uint256::zero())?;
    ADJUSTED_PRICE.save(deps.storage, &Uint256::zero())?;
    BUMPED_PRICE.save(deps.storage, &Uint256::zero())?;
    BUMPS.save(deps.storage, &Uint256::zero())?;
    FALLBACK_BUMPED.save(deps.storage, &Uint256::zero())?;
    non_zero(start)?;
    ADMIN.save(deps.storage, &info.sender)?;
    let code_id = PRICE_FEED_CODE_ID.load(deps.storage)?;
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
            label: format!("PriceFeed {nonce}"),
            msg: to_json_binary(&PriceFeedInstantiateMsg {
                feed_decimals: Uint256::from_u128(18),
                initial_price: start,
            })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_CONSTRUCTOR,
    ));
    push_continuation(deps.storage, Continuation::Constructor { start })?;
    Ok(Response::new().add_submessages(payouts.msgs))
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
        ExecuteMsg::BumpBy { by } => execute_bump_by(deps, info, by),
        ExecuteMsg::Reprice { new_price } => execute_reprice(deps, info, new_price),
        ExecuteMsg::Quote { low, high } => execute_quote(deps, env, low, high),
    }
}

/// `modifier nonZero(uint256 value)`
fn non_zero(value: Uint256) -> Result<(), ContractError> {
    if value <= Uint256::zero() {
        return Err(ContractError::FeedRegistryZeroPrice);
    }
    Ok(())
}

/// `bumpBy(uint256 by) external returns (uint256)`
pub fn execute_bump_by(
    deps: DepsMut,
    info: MessageInfo,
    by: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    if info.sender != ADMIN.load(deps.storage)? {
        return Err(ContractError::FeedRegistryNotTheAdmin);
    }
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: PRIMARY.load(deps.storage)?.to_string(),
            msg: to_json_binary(&PriceFeedExecuteMsg::Bump { by })?,
            funds: vec![],
        },
        REPLY_CONTINUE_BUMP_BY,
    ));
    push_continuation(deps.storage, Continuation::BumpBy {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `reprice(uint256 newPrice) external returns (uint256)`
pub fn execute_reprice(
    deps: DepsMut,
    info: MessageInfo,
    new_price: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    if info.sender != ADMIN.load(deps.storage)? {
        return Err(ContractError::FeedRegistryNotTheAdmin);
    }
    payouts.msgs.push(SubMsg::new(WasmMsg::Execute {
        contract_addr: PRIMARY.load(deps.storage)?.to_string(),
        msg: to_json_binary(&PriceFeedExecuteMsg::Update { new_price })?,
        funds: vec![],
    }));
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .set_data(to_json_binary(&new_price)?))
}

/// `quote(uint256 low, uint256 high) external returns (uint256, uint256, uint256)`
pub fn execute_quote(
    deps: DepsMut,
    env: Env,
    low: Uint256,
    high: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let code_id = PRICE_FEED_CODE_ID.load(deps.storage)?;
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
            label: format!("PriceFeed {nonce}"),
            msg: to_json_binary(&PriceFeedInstantiateMsg {
                feed_decimals: Uint256::from_u128(6),
                initial_price: low,
            })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_QUOTE,
    ));
    push_continuation(deps.storage, Continuation::Quote { low, high })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `event Listed(address feed, uint256 price)`
fn listed_event(feed: &Addr, price: Uint256) -> Event {
    Event::new("Listed")
        .add_attribute("feed", feed.as_str())
        .add_attribute("price", price.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::FallbackFeed {} => to_json_binary(&FALLBACK_FEED.load(deps.storage)?)?,
        QueryMsg::Primary {} => to_json_binary(&PRIMARY.load(deps.storage)?)?,
        QueryMsg::Scale {} => to_json_binary(&SCALE.load(deps.storage)?)?,
        QueryMsg::OpeningPrice {} => to_json_binary(&OPENING_PRICE.load(deps.storage)?)?,
        QueryMsg::AdjustedPrice {} => to_json_binary(&ADJUSTED_PRICE.load(deps.storage)?)?,
        QueryMsg::BumpedPrice {} => to_json_binary(&BUMPED_PRICE.load(deps.storage)?)?,
        QueryMsg::Bumps {} => to_json_binary(&BUMPS.load(deps.storage)?)?,
        QueryMsg::FallbackBumped {} => to_json_binary(&FALLBACK_BUMPED.load(deps.storage)?)?,
        QueryMsg::Admin {} => to_json_binary(&ADMIN.load(deps.storage)?)?,
        QueryMsg::Spread {} => to_json_binary(&query_spread(deps)?)?,
        QueryMsg::Funds {} => to_json_binary(&query_funds(deps, &env, &Payouts::default())?)?,
    })
}

/// `spread() external view returns (uint256)`
fn query_spread(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(deps
        .querier
        .query_wasm_smart::<Uint256>(
            PRIMARY.load(deps.storage)?.to_string(),
            &PriceFeedQueryMsg::Latest {},
        )?
        .checked_sub(deps.querier.query_wasm_smart::<Uint256>(
            FALLBACK_FEED.load(deps.storage)?.to_string(),
            &PriceFeedQueryMsg::Latest {},
        )?)?)
}

/// `funds() external view returns (uint256)`
fn query_funds(deps: Deps, env: &Env, payouts: &Payouts) -> Result<Uint256, ContractError> {
    payouts.self_balance(deps, env)
}

/// Reply id of `new PriceFeed(18, start)` (line 57), continued by `continue_constructor`.
const REPLY_CONTINUE_CONSTRUCTOR: u64 = 1;

/// Reply id of `new PriceFeed(6, 1)` (line 61), continued by `continue_constructor_2`.
const REPLY_CONTINUE_CONSTRUCTOR_2: u64 = 2;

/// Reply id of `primary.bump(by)` (line 72), continued by `continue_constructor_3`.
const REPLY_CONTINUE_CONSTRUCTOR_3: u64 = 3;

/// Reply id of `fallbackFeed.bump(1)` (line 63), continued by `continue_constructor_4`.
const REPLY_CONTINUE_CONSTRUCTOR_4: u64 = 4;

/// Reply id of `primary.bump(by)` (line 72), continued by `continue_bump_by`.
const REPLY_CONTINUE_BUMP_BY: u64 = 5;

/// Reply id of `new PriceFeed(6, low)` (line 94), continued by `continue_quote`.
const REPLY_CONTINUE_QUOTE: u64 = 6;

/// Reply id of `new PriceFeed(6, high)` (line 94), continued by `continue_quote_2`.
const REPLY_CONTINUE_QUOTE_2: u64 = 7;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_CONSTRUCTOR => continue_constructor(deps, env, msg),
        REPLY_CONTINUE_CONSTRUCTOR_2 => continue_constructor_2(deps, msg),
        REPLY_CONTINUE_CONSTRUCTOR_3 => continue_constructor_3(deps, msg),
        REPLY_CONTINUE_CONSTRUCTOR_4 => continue_constructor_4(deps, msg),
        REPLY_CONTINUE_BUMP_BY => continue_bump_by(deps, msg),
        REPLY_CONTINUE_QUOTE => continue_quote(deps, env, msg),
        REPLY_CONTINUE_QUOTE_2 => continue_quote_2(deps, msg),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `constructor` after `new PriceFeed(18, start)` (line 57) returned.
fn continue_constructor(deps: DepsMut, env: Env, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Constructor { start } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CONSTRUCTOR without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let primary = created_address(reply)?;
    PRIMARY.save(deps.storage, &primary)?;
    let scale = deps.querier.query_wasm_smart::<Uint256>(
        PRIMARY.load(deps.storage)?.to_string(),
        &PriceFeedQueryMsg::Decimals {},
    )?;
    SCALE.save(deps.storage, &scale)?;
    let opening_price = deps.querier.query_wasm_smart::<Uint256>(
        PRIMARY.load(deps.storage)?.to_string(),
        &PriceFeedQueryMsg::Latest {},
    )?;
    OPENING_PRICE.save(deps.storage, &opening_price)?;
    payouts.msgs.push(SubMsg::new(WasmMsg::Execute {
        contract_addr: PRIMARY.load(deps.storage)?.to_string(),
        msg: to_json_binary(&PriceFeedExecuteMsg::Update {
            new_price: start.checked_mul(Uint256::from_u128(2))?,
        })?,
        funds: vec![],
    }));
    let code_id = PRICE_FEED_CODE_ID.load(deps.storage)?;
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
            label: format!("PriceFeed {nonce}"),
            msg: to_json_binary(&PriceFeedInstantiateMsg {
                feed_decimals: Uint256::from_u128(6),
                initial_price: Uint256::one(),
            })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_CONSTRUCTOR_2,
    ));
    push_continuation(deps.storage, Continuation::Constructor2 { start })?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// The rest of `constructor` after `new PriceFeed(6, 1)` (line 61) returned.
fn continue_constructor_2(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Constructor2 { start } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CONSTRUCTOR_2 without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let adjusted_price = deps
        .querier
        .query_wasm_smart::<Uint256>(
            created_address(reply)?.to_string(),
            &PriceFeedQueryMsg::Latest {},
        )?
        .checked_add(start.checked_mul(Uint256::from_u128(2))?)?;
    ADJUSTED_PRICE.save(deps.storage, &adjusted_price)?;
    let by = Uint256::from_u128(3);
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: PRIMARY.load(deps.storage)?.to_string(),
            msg: to_json_binary(&PriceFeedExecuteMsg::Bump { by })?,
            funds: vec![],
        },
        REPLY_CONTINUE_CONSTRUCTOR_3,
    ));
    push_continuation(deps.storage, Continuation::Constructor3 {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// The rest of `constructor` after `primary.bump(by)` (line 72) returned.
fn continue_constructor_3(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Constructor3 {} = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CONSTRUCTOR_3 without its continuation",
        )
        .into());
    };
    let mut payouts = Payouts::default();
    let price = from_json::<Uint256>(returned_data(reply)?)?;
    let bumps = BUMPS.load(deps.storage)?.checked_add(Uint256::one())?;
    BUMPS.save(deps.storage, &bumps)?;
    BUMPED_PRICE.save(deps.storage, &price)?;
    payouts.msgs.push(SubMsg::reply_always(
        WasmMsg::Execute {
            contract_addr: FALLBACK_FEED.load(deps.storage)?.to_string(),
            msg: to_json_binary(&PriceFeedExecuteMsg::Bump { by: Uint256::one() })?,
            funds: vec![],
        },
        REPLY_CONTINUE_CONSTRUCTOR_4,
    ));
    push_continuation(deps.storage, Continuation::Constructor4 {})?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// The rest of `constructor` after `fallbackFeed.bump(1)` (line 63) returned.
fn continue_constructor_4(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Constructor4 {} = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_CONSTRUCTOR_4 without its continuation",
        )
        .into());
    };
    let mut events = vec![];
    if reply.result.is_ok() {
        let price = from_json::<Uint256>(returned_data(reply)?)?;
        FALLBACK_BUMPED.save(deps.storage, &price)?;
    } else {
        FALLBACK_BUMPED.save(deps.storage, &Uint256::zero())?;
    }
    events.push(listed_event(
        &PRIMARY.load(deps.storage)?,
        OPENING_PRICE.load(deps.storage)?,
    ));
    Ok(Response::new().add_events(events))
}

/// The rest of `bumpBy` after `primary.bump(by)` (line 72) returned.
fn continue_bump_by(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::BumpBy {} = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_BUMP_BY without its continuation").into(),
        );
    };
    let price = from_json::<Uint256>(returned_data(reply)?)?;
    let bumps = BUMPS.load(deps.storage)?.checked_add(Uint256::one())?;
    BUMPS.save(deps.storage, &bumps)?;
    Ok(Response::new().set_data(to_json_binary(&price)?))
}

/// The rest of `quote` after `new PriceFeed(6, low)` (line 94) returned.
fn continue_quote(deps: DepsMut, env: Env, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Quote { low, high } = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_QUOTE without its continuation").into(),
        );
    };
    let mut payouts = Payouts::default();
    let new_price_feed = created_address(reply)?;
    let code_id = PRICE_FEED_CODE_ID.load(deps.storage)?;
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
            label: format!("PriceFeed {nonce}"),
            msg: to_json_binary(&PriceFeedInstantiateMsg {
                feed_decimals: Uint256::from_u128(6),
                initial_price: high,
            })?,
            funds: vec![],
            salt: salt.to_vec().into(),
        },
        REPLY_CONTINUE_QUOTE_2,
    ));
    push_continuation(
        deps.storage,
        Continuation::Quote2 {
            low,
            high,
            new_price_feed,
        },
    )?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// The rest of `quote` after `new PriceFeed(6, high)` (line 94) returned.
fn continue_quote_2(deps: DepsMut, reply: Reply) -> Result<Response, ContractError> {
    let Continuation::Quote2 {
        low,
        high,
        new_price_feed,
    } = pop_continuation(deps.storage)?
    else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_QUOTE_2 without its continuation").into(),
        );
    };
    let new_price_feed_2 = created_address(reply)?;
    Ok(Response::new().set_data(to_json_binary(&QuoteResponse {
        ret0: high.checked_sub(low)?,
        ret1: deps.querier.query_wasm_smart::<Uint256>(
            new_price_feed.to_string(),
            &PriceFeedQueryMsg::Latest {},
        )?,
        ret2: deps
            .querier
            .query_wasm_smart::<Uint256>(
                new_price_feed_2.to_string(),
                &PriceFeedQueryMsg::Latest {},
            )?
            .checked_add(Uint256::one())?,
    })?))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    Constructor {
        start: Uint256,
    },
    Constructor2 {
        start: Uint256,
    },
    Constructor3 {},
    Constructor4 {},
    BumpBy {},
    Quote {
        low: Uint256,
        high: Uint256,
    },
    Quote2 {
        low: Uint256,
        high: Uint256,
        new_price_feed: Addr,
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
