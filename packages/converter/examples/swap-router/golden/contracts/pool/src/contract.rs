#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    SubMsg, Uint256, WasmMsg,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, ISwapCallbackExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, SkimResponse,
};
use crate::state::{ADMIN, PAUSED, RESERVE, SWAPS};

const CONTRACT_NAME: &str = "crates.io:pool";
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
    msgs: Vec<SubMsg>,
}

/// `constructor(uint256 reserve_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let reserve = msg.reserve;
    // Pool
    SWAPS.save(deps.storage, &Uint256::zero())?;
    PAUSED.save(deps.storage, &false)?;
    RESERVE.save(deps.storage, &reserve)?;
    ADMIN.save(deps.storage, &info.sender)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {
        ExecuteMsg::SetPaused { value } => {
            nonpayable(&info)?;
            execute_set_paused(deps, info, value)
        }
        ExecuteMsg::Swap { to, amount_in } => {
            let to = parse_address(deps.api, &to)?;
            execute_swap(deps, info, to, amount_in)
        }
        ExecuteMsg::Skim { amount } => {
            nonpayable(&info)?;
            execute_skim(deps, amount)
        }
    }
}

/// `setPaused(bool value) external`
pub fn execute_set_paused(
    deps: DepsMut,
    info: MessageInfo,
    value: bool,
) -> Result<Response, ContractError> {
    if info.sender != ADMIN.load(deps.storage)? {
        return Err(ContractError::NotAdmin);
    }
    PAUSED.save(deps.storage, &value)?;
    Ok(Response::new())
}

/// `swap(address to, uint256 amountIn) external payable returns (uint256 amountOut)`
pub fn execute_swap(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount_in: Uint256,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if PAUSED.load(deps.storage)? {
        return Err(ContractError::Paused);
    }
    if funds != amount_in {
        return Err(ContractError::ValueMismatch);
    }
    let amount_out = query_quote(deps.as_ref(), amount_in)?;
    let reserve = RESERVE.load(deps.storage)?.checked_sub(amount_out)?;
    RESERVE.save(deps.storage, &reserve)?;
    let swaps = SWAPS.load(deps.storage)?.checked_add(Uint256::one())?;
    SWAPS.save(deps.storage, &swaps)?;
    events.push(swapped_event(&to, amount_in, amount_out));
    payouts.msgs.push(SubMsg::new(WasmMsg::Execute {
        contract_addr: info.sender.to_string(),
        msg: to_json_binary(&ISwapCallbackExecuteMsg::OnSwap { amount_out })?,
        funds: vec![],
    }));
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events)
        .set_data(to_json_binary(&amount_out)?))
}

/// `skim(uint256 amount) external returns (uint256 kept, uint256 fee)`
pub fn execute_skim(deps: DepsMut, amount: Uint256) -> Result<Response, ContractError> {
    let fee = amount.checked_div(Uint256::from_u128(100))?;
    let kept = amount.checked_sub(fee)?;
    let reserve = RESERVE.load(deps.storage)?.checked_add(fee)?;
    RESERVE.save(deps.storage, &reserve)?;
    Ok(Response::new().set_data(to_json_binary(&SkimResponse { kept, fee })?))
}

/// `event Swapped(address indexed to, uint256 amountIn, uint256 amountOut)`
fn swapped_event(to: &Addr, amount_in: Uint256, amount_out: Uint256) -> Event {
    Event::new("Swapped")
        .add_attribute("to", to.as_str())
        .add_attribute("amountIn", amount_in.to_string())
        .add_attribute("amountOut", amount_out.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Reserve {} => to_json_binary(&RESERVE.load(deps.storage)?)?,
        QueryMsg::Swaps {} => to_json_binary(&SWAPS.load(deps.storage)?)?,
        QueryMsg::Paused {} => to_json_binary(&PAUSED.load(deps.storage)?)?,
        QueryMsg::Admin {} => to_json_binary(&ADMIN.load(deps.storage)?)?,
        QueryMsg::Quote { amount_in } => to_json_binary(&query_quote(deps, amount_in)?)?,
    })
}

/// `quote(uint256 amountIn) public view returns (uint256)`
fn query_quote(deps: Deps, amount_in: Uint256) -> Result<Uint256, ContractError> {
    Ok(amount_in
        .checked_mul(RESERVE.load(deps.storage)?)?
        .checked_div(RESERVE.load(deps.storage)?.checked_add(amount_in)?)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
