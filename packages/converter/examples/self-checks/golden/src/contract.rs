#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary, MessageInfo, Response,
    StdResult, Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, OrderData, QueryMsg};
use crate::state::{ACCEPTED, MAX_TOTAL, OWNER, REJECTED};

const CONTRACT_NAME: &str = "crates.io:order-desk";
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

/// `constructor(uint256 limit)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let limit = msg.limit;
    // OrderDesk
    ACCEPTED.save(deps.storage, &Uint256::zero())?;
    REJECTED.save(deps.storage, &Uint256::zero())?;
    MAX_TOTAL.save(deps.storage, &limit)?;
    OWNER.save(deps.storage, &info.sender)?;
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
        ExecuteMsg::Submit {
            quantities,
            price,
            sku,
        } => execute_submit(deps, quantities, price, sku),
        ExecuteMsg::QuickCheck { amount } => execute_quick_check(deps, amount),
        ExecuteMsg::DeskSeesItself {} => execute_desk_sees_itself(deps, env),
    }
}

/// `submit(uint256[] quantities, uint256 price, string sku) external returns (bool)`
pub fn execute_submit(
    deps: DepsMut,
    quantities: Vec<Uint256>,
    price: Uint256,
    sku: String,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let order = OrderData {
        quantities: quantities.clone(),
        price,
        sku: sku.clone(),
    };
    let (ok, _) = (
        query_validate(order.clone(), MAX_TOTAL.load(deps.storage)?).is_ok(),
        HexBinary::default(),
    );
    if ok {
        let accepted = ACCEPTED.load(deps.storage)?.checked_add(Uint256::one())?;
        ACCEPTED.save(deps.storage, &accepted)?;
    } else {
        let rejected = REJECTED.load(deps.storage)?.checked_add(Uint256::one())?;
        REJECTED.save(deps.storage, &rejected)?;
    }
    events.push(checked_event(&sku, ok));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&ok)?))
}

/// `quickCheck(uint256 amount) external returns (bool ok)`
pub fn execute_quick_check(deps: DepsMut, amount: Uint256) -> Result<Response, ContractError> {
    let (t0, _) = (
        query_within_limit(deps.as_ref(), amount).is_ok(),
        HexBinary::default(),
    );
    let ok = t0;
    if !ok {
        let rejected = REJECTED.load(deps.storage)?.checked_add(Uint256::one())?;
        REJECTED.save(deps.storage, &rejected)?;
    }
    Ok(Response::new().set_data(to_json_binary(&ok)?))
}

/// `deskSeesItself() external returns (bool)`
pub fn execute_desk_sees_itself(_deps: DepsMut, env: Env) -> Result<Response, ContractError> {
    let (ok, _) = (
        query_from_desk(&env, &env.contract.address).is_ok(),
        HexBinary::default(),
    );
    Ok(Response::new().set_data(to_json_binary(&ok)?))
}

/// `event Checked(string sku, bool valid)`
fn checked_event(sku: &str, valid: bool) -> Event {
    Event::new("Checked")
        .add_attribute("sku", sku)
        .add_attribute("valid", valid.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::MaxTotal {} => to_json_binary(&MAX_TOTAL.load(deps.storage)?)?,
        QueryMsg::Accepted {} => to_json_binary(&ACCEPTED.load(deps.storage)?)?,
        QueryMsg::Rejected {} => to_json_binary(&REJECTED.load(deps.storage)?)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Validate { order, limit } => to_json_binary(&query_validate(order, limit)?)?,
        QueryMsg::FromDesk { sender } => {
            let sender = parse_address(deps.api, &sender)?;
            to_json_binary(&query_from_desk(&env, &sender)?)?
        }
        QueryMsg::WithinLimit { amount } => to_json_binary(&query_within_limit(deps, amount)?)?,
    })
}

/// `validate(Order order, uint256 limit) external pure returns (uint256 total)`
fn query_validate(order: OrderData, limit: Uint256) -> Result<Uint256, ContractError> {
    let mut total = Uint256::zero();
    if Uint256::from(order.quantities.len() as u64) <= Uint256::zero() {
        return Err(ContractError::EmptyOrder);
    }
    let mut i = Uint256::zero();
    while i < Uint256::from(order.quantities.len() as u64) {
        total = total.checked_add(at(&order.quantities, i)?.checked_mul(order.price)?)?;
        i = i.checked_add(Uint256::one())?;
    }
    if total > limit {
        return Err(ContractError::OverLimit);
    }
    if Uint256::from(order.sku.len() as u64) != Uint256::from_u128(6) {
        return Err(ContractError::BadSku);
    }
    Ok(total)
}

/// `withinLimit(uint256 amount) external view returns (bool)`
fn query_within_limit(deps: Deps, amount: Uint256) -> Result<bool, ContractError> {
    if amount > MAX_TOTAL.load(deps.storage)? {
        return Err(ContractError::OverLimit);
    }
    Ok(true)
}

/// `fromDesk() external view returns (bool)`
fn query_from_desk(env: &Env, sender: &Addr) -> Result<bool, ContractError> {
    if *sender != env.contract.address {
        return Err(ContractError::DeskOnly);
    }
    Ok(true)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
