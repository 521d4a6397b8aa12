#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{
    ENDED, END_AT, HIGHEST_BID, HIGHEST_BIDDER, ITEM, LAST_BID_BLOCK, PENDING_RETURNS,
    RESERVE_PRICE, SELLER,
};

const CONTRACT_NAME: &str = "crates.io:english-auction";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint256 public constant EXTENSION = 10 minutes`
pub const EXTENSION: Uint256 = Uint256::from_u128(600);

/// `uint256 public constant MIN_INCREMENT_BPS = 500`
pub const MIN_INCREMENT_BPS: Uint256 = Uint256::from_u128(500);

fn is_zero_address(addr: &Addr) -> bool {
    addr.as_str().is_empty()
}

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

/// `block.timestamp`
fn block_timestamp(env: &Env) -> Uint256 {
    Uint256::from(env.block.time.seconds())
}

/// `block.number`
fn block_number(env: &Env) -> Uint256 {
    Uint256::from(env.block.height)
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

/// `constructor(string item_, uint256 reservePrice_, uint256 duration)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let mut events = vec![];
    let item = msg.item;
    let reserve_price = msg.reserve_price;
    let duration = msg.duration;
    // EnglishAuction
    ENDED.save(deps.storage, &false)?;
    HIGHEST_BIDDER.save(deps.storage, &Addr::unchecked(""))?;
    HIGHEST_BID.save(deps.storage, &Uint256::zero())?;
    LAST_BID_BLOCK.save(deps.storage, &Uint256::zero())?;
    SELLER.save(deps.storage, &info.sender)?;
    ITEM.save(deps.storage, &item)?;
    RESERVE_PRICE.save(deps.storage, &reserve_price)?;
    let end_at = block_timestamp(&env).checked_add(duration)?;
    END_AT.save(deps.storage, &end_at)?;
    events.push(start_event(&item, END_AT.load(deps.storage)?));
    Ok(Response::new().add_events(events))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {
        ExecuteMsg::Bid {} => execute_bid(deps, env, info),
        ExecuteMsg::Withdraw {} => {
            nonpayable(&info)?;
            execute_withdraw(deps, env, info)
        }
        ExecuteMsg::End {} => {
            nonpayable(&info)?;
            execute_end(deps, env)
        }
    }
}

/// `bid() external payable`
pub fn execute_bid(deps: DepsMut, env: Env, info: MessageInfo) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if block_timestamp(&env) >= END_AT.load(deps.storage)? {
        return Err(ContractError::AuctionClosed {
            end_at: END_AT.load(deps.storage)?,
        });
    }
    if info.sender == SELLER.load(deps.storage)? {
        return Err(ContractError::SellerCannotBid);
    }
    let minimum = query_minimum_bid(deps.as_ref())?;
    if funds < minimum {
        return Err(ContractError::BidTooLow {
            bid: funds,
            minimum,
        });
    }
    if !is_zero_address(&HIGHEST_BIDDER.load(deps.storage)?) {
        let key = HIGHEST_BIDDER.load(deps.storage)?;
        let pending_returns = PENDING_RETURNS
            .may_load(deps.storage, &key)?
            .unwrap_or_default()
            .checked_add(HIGHEST_BID.load(deps.storage)?)?;
        PENDING_RETURNS.save(deps.storage, &key, &pending_returns)?;
    }
    HIGHEST_BIDDER.save(deps.storage, &info.sender)?;
    HIGHEST_BID.save(deps.storage, &funds)?;
    LAST_BID_BLOCK.save(deps.storage, &block_number(&env))?;
    if END_AT
        .load(deps.storage)?
        .checked_sub(block_timestamp(&env))?
        < EXTENSION
    {
        let end_at = block_timestamp(&env).checked_add(EXTENSION)?;
        END_AT.save(deps.storage, &end_at)?;
    }
    events.push(bid_event(&info.sender, funds, END_AT.load(deps.storage)?));
    Ok(Response::new().add_events(events))
}

/// `withdraw() external returns (uint256 amount)`
pub fn execute_withdraw(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let amount = PENDING_RETURNS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    if amount <= Uint256::zero() {
        return Err(ContractError::NothingToWithdraw);
    }
    PENDING_RETURNS.save(deps.storage, &info.sender, &Uint256::zero())?;
    payouts.transfer(deps.as_ref(), &env, &info.sender, amount)?;
    events.push(withdraw_event(&info.sender, amount));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events)
        .set_data(to_json_binary(&amount)?))
}

/// `end() external`
pub fn execute_end(deps: DepsMut, env: Env) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if block_timestamp(&env) < END_AT.load(deps.storage)? {
        return Err(ContractError::AuctionStillOpen {
            end_at: END_AT.load(deps.storage)?,
        });
    }
    if ENDED.load(deps.storage)? {
        return Err(ContractError::AlreadyEnded);
    }
    ENDED.save(deps.storage, &true)?;
    if !is_zero_address(&HIGHEST_BIDDER.load(deps.storage)?) {
        payouts.transfer(
            deps.as_ref(),
            &env,
            &SELLER.load(deps.storage)?,
            HIGHEST_BID.load(deps.storage)?,
        )?;
    }
    events.push(end_event(
        &HIGHEST_BIDDER.load(deps.storage)?,
        HIGHEST_BID.load(deps.storage)?,
    ));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `event Start(string item, uint256 endAt)`
fn start_event(item: &str, end_at: Uint256) -> Event {
    Event::new("Start")
        .add_attribute("item", item)
        .add_attribute("endAt", end_at.to_string())
}

/// `event Bid(address indexed bidder, uint256 amount, uint256 endAt)`
fn bid_event(bidder: &Addr, amount: Uint256, end_at: Uint256) -> Event {
    Event::new("Bid")
        .add_attribute("bidder", bidder.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("endAt", end_at.to_string())
}

/// `event Withdraw(address indexed bidder, uint256 amount)`
fn withdraw_event(bidder: &Addr, amount: Uint256) -> Event {
    Event::new("Withdraw")
        .add_attribute("bidder", bidder.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event End(address winner, uint256 amount)`
fn end_event(winner: &Addr, amount: Uint256) -> Event {
    Event::new("End")
        .add_attribute("winner", winner.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Seller {} => to_json_binary(&SELLER.load(deps.storage)?)?,
        QueryMsg::Item {} => to_json_binary(&ITEM.load(deps.storage)?)?,
        QueryMsg::ReservePrice {} => to_json_binary(&RESERVE_PRICE.load(deps.storage)?)?,
        QueryMsg::MinIncrementBps {} => to_json_binary(&MIN_INCREMENT_BPS)?,
        QueryMsg::Extension {} => to_json_binary(&EXTENSION)?,
        QueryMsg::EndAt {} => to_json_binary(&END_AT.load(deps.storage)?)?,
        QueryMsg::Ended {} => to_json_binary(&ENDED.load(deps.storage)?)?,
        QueryMsg::HighestBidder {} => to_json_binary(&HIGHEST_BIDDER.load(deps.storage)?)?,
        QueryMsg::HighestBid {} => to_json_binary(&HIGHEST_BID.load(deps.storage)?)?,
        QueryMsg::LastBidBlock {} => to_json_binary(&LAST_BID_BLOCK.load(deps.storage)?)?,
        QueryMsg::PendingReturns { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &PENDING_RETURNS
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::MinimumBid {} => to_json_binary(&query_minimum_bid(deps)?)?,
        QueryMsg::TimeLeft {} => to_json_binary(&query_time_left(deps, &env)?)?,
    })
}

/// `minimumBid() public view returns (uint256)`
fn query_minimum_bid(deps: Deps) -> Result<Uint256, ContractError> {
    if HIGHEST_BID.load(deps.storage)? == Uint256::zero() {
        return Ok(RESERVE_PRICE.load(deps.storage)?);
    }
    Ok(HIGHEST_BID.load(deps.storage)?.checked_add(
        HIGHEST_BID
            .load(deps.storage)?
            .checked_mul(MIN_INCREMENT_BPS)?
            .checked_div(Uint256::from_u128(10000))?,
    )?)
}

/// `timeLeft() external view returns (uint256)`
fn query_time_left(deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
    Ok(if block_timestamp(env) >= END_AT.load(deps.storage)? {
        Uint256::zero()
    } else {
        END_AT
            .load(deps.storage)?
            .checked_sub(block_timestamp(env))?
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
