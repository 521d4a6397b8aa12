#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InfoResponse, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{BUYER, DURATION, FLOOR_PRICE, LOT, SELLER, SOLD_FOR, START_AT, START_PRICE};

const CONTRACT_NAME: &str = "crates.io:dutch-auction";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

fn is_zero_address(addr: &Addr) -> bool {
    addr.as_str().is_empty()
}

/// `msg.value`: the amount of the native denom attached (any other denom is rejected).
fn msg_value(info: &MessageInfo) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(may_pay(info, NATIVE_DENOM)?))
}

/// `block.timestamp`
fn block_timestamp(env: &Env) -> Uint256 {
    Uint256::from(env.block.time.seconds())
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    sent: Uint256,
    msgs: Vec<CosmosMsg>,
}

impl Payouts {
    /// `address(this).balance`
    fn self_balance(&self, deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
        let bank = deps
            .querier
            .query_balance(&env.contract.address, NATIVE_DENOM)?;
        Ok(Uint256::from(bank.amount).checked_sub(self.sent)?)
    }

    /// `to.transfer(amount)`: fails like Solidity when the balance is short; a zero amount sends
    /// nothing (the bank module rejects empty sends).
    fn transfer(
        &mut self,
        deps: Deps,
        env: &Env,
        to: &Addr,
        amount: Uint256,
    ) -> Result<(), ContractError> {
        if amount > self.self_balance(deps, env)? {
            return Err(ContractError::TransferFailed);
        }
        if !amount.is_zero() {
            let amount = Uint128::try_from(amount).map_err(|_| ContractError::TransferFailed)?;
            self.msgs.push(
                BankMsg::Send {
                    to_address: to.to_string(),
                    amount: coins(amount.u128(), NATIVE_DENOM),
                }
                .into(),
            );
            self.sent += Uint256::from(amount);
        }
        Ok(())
    }
}

/// `constructor(string lot_, uint256 startPrice_, uint256 floorPrice_, uint256 duration_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let lot = msg.lot;
    let start_price = msg.start_price;
    let floor_price = msg.floor_price;
    let duration = msg.duration;
    // DutchAuction
    BUYER.save(deps.storage, &Addr::unchecked(""))?;
    SOLD_FOR.save(deps.storage, &Uint256::zero())?;
    if start_price < floor_price {
        return Err(ContractError::StartBelowFloor);
    }
    if duration <= Uint256::zero() {
        return Err(ContractError::ZeroDuration);
    }
    SELLER.save(deps.storage, &info.sender)?;
    LOT.save(deps.storage, &lot)?;
    START_PRICE.save(deps.storage, &start_price)?;
    FLOOR_PRICE.save(deps.storage, &floor_price)?;
    DURATION.save(deps.storage, &duration)?;
    START_AT.save(deps.storage, &block_timestamp(&env))?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {
        ExecuteMsg::Buy {} => execute_buy(deps, env, info),
        ExecuteMsg::Cancel { reason } => {
            nonpayable(&info)?;
            execute_cancel(deps, info, reason)
        }
    }
}

/// `buy() external payable`
pub fn execute_buy(deps: DepsMut, env: Env, info: MessageInfo) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if !is_zero_address(&BUYER.load(deps.storage)?) {
        return Err(ContractError::AlreadySold {
            buyer: BUYER.load(deps.storage)?,
        });
    }
    let price = query_current_price(deps.as_ref(), &env)?;
    if funds < price {
        return Err(ContractError::InsufficientPayment { sent: funds, price });
    }
    BUYER.save(deps.storage, &info.sender)?;
    SOLD_FOR.save(deps.storage, &price)?;
    let refund = funds.checked_sub(price)?;
    payouts.transfer(deps.as_ref(), &env, &SELLER.load(deps.storage)?, price)?;
    if refund > Uint256::zero() {
        payouts.transfer(deps.as_ref(), &env, &info.sender, refund)?;
    }
    events.push(sold_event(&info.sender, price, refund));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `cancel(string reason) external`
pub fn execute_cancel(
    deps: DepsMut,
    info: MessageInfo,
    reason: String,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != SELLER.load(deps.storage)? {
        return Err(ContractError::NotSeller);
    }
    if !is_zero_address(&BUYER.load(deps.storage)?) {
        return Err(ContractError::AlreadySold {
            buyer: BUYER.load(deps.storage)?,
        });
    }
    let buyer = SELLER.load(deps.storage)?;
    BUYER.save(deps.storage, &buyer)?;
    events.push(cancelled_event(&reason));
    Ok(Response::new().add_events(events))
}

/// `event Sold(address indexed buyer, uint256 price, uint256 refund)`
fn sold_event(buyer: &Addr, price: Uint256, refund: Uint256) -> Event {
    Event::new("Sold")
        .add_attribute("buyer", buyer.as_str())
        .add_attribute("price", price.to_string())
        .add_attribute("refund", refund.to_string())
}

/// `event Cancelled(string reason)`
fn cancelled_event(reason: &str) -> Event {
    Event::new("Cancelled").add_attribute("reason", reason)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Seller {} => to_json_binary(&SELLER.load(deps.storage)?)?,
        QueryMsg::StartPrice {} => to_json_binary(&START_PRICE.load(deps.storage)?)?,
        QueryMsg::FloorPrice {} => to_json_binary(&FLOOR_PRICE.load(deps.storage)?)?,
        QueryMsg::StartAt {} => to_json_binary(&START_AT.load(deps.storage)?)?,
        QueryMsg::Duration {} => to_json_binary(&DURATION.load(deps.storage)?)?,
        QueryMsg::Lot {} => to_json_binary(&LOT.load(deps.storage)?)?,
        QueryMsg::Buyer {} => to_json_binary(&BUYER.load(deps.storage)?)?,
        QueryMsg::SoldFor {} => to_json_binary(&SOLD_FOR.load(deps.storage)?)?,
        QueryMsg::CurrentPrice {} => to_json_binary(&query_current_price(deps, &env)?)?,
        QueryMsg::Info {} => {
            let (ret0, price, sold, seconds_elapsed) = query_info(deps, &env)?;
            to_json_binary(&InfoResponse {
                ret0,
                price,
                sold,
                seconds_elapsed,
            })?
        }
    })
}

/// `currentPrice() public view returns (uint256)`
fn query_current_price(deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
    let elapsed = block_timestamp(env).checked_sub(START_AT.load(deps.storage)?)?;
    if elapsed >= DURATION.load(deps.storage)? {
        return Ok(FLOOR_PRICE.load(deps.storage)?);
    }
    let drop = START_PRICE
        .load(deps.storage)?
        .checked_sub(FLOOR_PRICE.load(deps.storage)?)?
        .checked_mul(elapsed)?
        .checked_div(DURATION.load(deps.storage)?)?;
    Ok(START_PRICE.load(deps.storage)?.checked_sub(drop)?)
}

/// `info() external view returns (string, uint256 price, bool sold, uint256 secondsElapsed)`
fn query_info(deps: Deps, env: &Env) -> Result<(String, Uint256, bool, Uint256), ContractError> {
    Ok((
        LOT.load(deps.storage)?,
        query_current_price(deps, env)?,
        !is_zero_address(&BUYER.load(deps.storage)?),
        block_timestamp(env).checked_sub(START_AT.load(deps.storage)?)?,
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
