#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256, Uint64,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, State, StatusResponse};
use crate::state::{ARBITER, BUYER, DELIVERY_DEADLINE, PRICE, SELLER, STATE};

const CONTRACT_NAME: &str = "crates.io:escrow";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint64 public constant DELIVERY_WINDOW = 7 days`
pub const DELIVERY_WINDOW: Uint64 = Uint64::new(604800);

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

/// `constructor(address payable seller_, address arbiter_, uint256 price_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let seller = parse_address(deps.api, &msg.seller)?;
    let arbiter = parse_address(deps.api, &msg.arbiter)?;
    let price = msg.price;
    // Escrow
    DELIVERY_DEADLINE.save(deps.storage, &Uint256::zero())?;
    if !(seller != info.sender && arbiter != info.sender) {
        return Err(ContractError::BuyerMustBeDistinct);
    }
    if price <= Uint256::zero() {
        return Err(ContractError::PriceIsZero);
    }
    BUYER.save(deps.storage, &info.sender)?;
    SELLER.save(deps.storage, &seller)?;
    ARBITER.save(deps.storage, &arbiter)?;
    PRICE.save(deps.storage, &price)?;
    STATE.save(deps.storage, &State::AwaitingPayment)?;
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
        ExecuteMsg::Deposit {} => execute_deposit(deps, env, info),
        ExecuteMsg::ConfirmDelivery {} => {
            nonpayable(&info)?;
            execute_confirm_delivery(deps, env, info)
        }
        ExecuteMsg::RaiseDispute { reason } => {
            nonpayable(&info)?;
            execute_raise_dispute(deps, info, reason)
        }
        ExecuteMsg::Resolve { release_to_seller } => {
            nonpayable(&info)?;
            execute_resolve(deps, env, info, release_to_seller)
        }
        ExecuteMsg::ClaimRefundAfterDeadline {} => {
            nonpayable(&info)?;
            execute_claim_refund_after_deadline(deps, env, info)
        }
    }
}

/// `modifier onlyParty(address party)`
fn only_party(sender: &Addr, party: Addr) -> Result<(), ContractError> {
    if *sender != party {
        return Err(ContractError::Unauthorized {
            caller: sender.clone(),
        });
    }
    Ok(())
}

/// `modifier inState(State expected)`
fn in_state(deps: Deps, expected: State) -> Result<(), ContractError> {
    if STATE.load(deps.storage)? != expected {
        return Err(ContractError::InvalidState {
            expected,
            actual: STATE.load(deps.storage)?,
        });
    }
    Ok(())
}

/// `deposit() external payable onlyParty(buyer) inState(State.AwaitingPayment)`
pub fn execute_deposit(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    only_party(&info.sender, BUYER.load(deps.storage)?)?;
    in_state(deps.as_ref(), State::AwaitingPayment)?;
    if funds != PRICE.load(deps.storage)? {
        return Err(ContractError::WrongAmount {
            sent: funds,
            expected: PRICE.load(deps.storage)?,
        });
    }
    let delivery_deadline = block_timestamp(&env).checked_add(Uint256::from(DELIVERY_WINDOW))?;
    DELIVERY_DEADLINE.save(deps.storage, &delivery_deadline)?;
    STATE.save(deps.storage, &State::AwaitingDelivery)?;
    events.push(deposited_event(
        &info.sender,
        funds,
        DELIVERY_DEADLINE.load(deps.storage)?,
    ));
    Ok(Response::new().add_events(events))
}

/// `confirmDelivery() external onlyParty(buyer) inState(State.AwaitingDelivery)`
pub fn execute_confirm_delivery(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_party(&info.sender, BUYER.load(deps.storage)?)?;
    in_state(deps.as_ref(), State::AwaitingDelivery)?;
    STATE.save(deps.storage, &State::Complete)?;
    let amount = payouts.self_balance(deps.as_ref(), &env)?;
    payouts.transfer(deps.as_ref(), &env, &SELLER.load(deps.storage)?, amount)?;
    events.push(delivery_confirmed_event(&info.sender, amount));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `raiseDispute(string reason) external inState(State.AwaitingDelivery)`
pub fn execute_raise_dispute(
    deps: DepsMut,
    info: MessageInfo,
    reason: String,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    in_state(deps.as_ref(), State::AwaitingDelivery)?;
    if info.sender != BUYER.load(deps.storage)? && info.sender != SELLER.load(deps.storage)? {
        return Err(ContractError::Unauthorized {
            caller: info.sender.clone(),
        });
    }
    if Uint256::from(reason.len() as u64) <= Uint256::zero() {
        return Err(ContractError::ReasonRequired);
    }
    STATE.save(deps.storage, &State::Disputed)?;
    events.push(dispute_raised_event(&info.sender, &reason));
    Ok(Response::new().add_events(events))
}

/// `resolve(bool releaseToSeller) external onlyParty(arbiter) inState(State.Disputed)`
pub fn execute_resolve(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    release_to_seller: bool,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_party(&info.sender, ARBITER.load(deps.storage)?)?;
    in_state(deps.as_ref(), State::Disputed)?;
    let amount = payouts.self_balance(deps.as_ref(), &env)?;
    if release_to_seller {
        STATE.save(deps.storage, &State::Complete)?;
        payouts.transfer(deps.as_ref(), &env, &SELLER.load(deps.storage)?, amount)?;
    } else {
        STATE.save(deps.storage, &State::Refunded)?;
        payouts.transfer(deps.as_ref(), &env, &BUYER.load(deps.storage)?, amount)?;
    }
    events.push(resolved_event(&info.sender, release_to_seller));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `claimRefundAfterDeadline() external onlyParty(buyer) inState(State.AwaitingDelivery)`
pub fn execute_claim_refund_after_deadline(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_party(&info.sender, BUYER.load(deps.storage)?)?;
    in_state(deps.as_ref(), State::AwaitingDelivery)?;
    if block_timestamp(&env) <= DELIVERY_DEADLINE.load(deps.storage)? {
        return Err(ContractError::DeadlineNotReached);
    }
    STATE.save(deps.storage, &State::Refunded)?;
    let amount = payouts.self_balance(deps.as_ref(), &env)?;
    payouts.transfer(deps.as_ref(), &env, &BUYER.load(deps.storage)?, amount)?;
    events.push(refunded_event(&BUYER.load(deps.storage)?, amount));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `event Deposited(address indexed buyer, uint256 amount, uint256 deadline)`
fn deposited_event(buyer: &Addr, amount: Uint256, deadline: Uint256) -> Event {
    Event::new("Deposited")
        .add_attribute("buyer", buyer.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("deadline", deadline.to_string())
}

/// `event DeliveryConfirmed(address indexed buyer, uint256 paidToSeller)`
fn delivery_confirmed_event(buyer: &Addr, paid_to_seller: Uint256) -> Event {
    Event::new("DeliveryConfirmed")
        .add_attribute("buyer", buyer.as_str())
        .add_attribute("paidToSeller", paid_to_seller.to_string())
}

/// `event DisputeRaised(address indexed by, string reason)`
fn dispute_raised_event(by: &Addr, reason: &str) -> Event {
    Event::new("DisputeRaised")
        .add_attribute("by", by.as_str())
        .add_attribute("reason", reason)
}

/// `event Resolved(address indexed arbiter, bool releasedToSeller)`
fn resolved_event(arbiter: &Addr, released_to_seller: bool) -> Event {
    Event::new("Resolved")
        .add_attribute("arbiter", arbiter.as_str())
        .add_attribute("releasedToSeller", released_to_seller.to_string())
}

/// `event Refunded(address indexed buyer, uint256 amount)`
fn refunded_event(buyer: &Addr, amount: Uint256) -> Event {
    Event::new("Refunded")
        .add_attribute("buyer", buyer.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Buyer {} => to_json_binary(&BUYER.load(deps.storage)?)?,
        QueryMsg::Seller {} => to_json_binary(&SELLER.load(deps.storage)?)?,
        QueryMsg::Arbiter {} => to_json_binary(&ARBITER.load(deps.storage)?)?,
        QueryMsg::Price {} => to_json_binary(&PRICE.load(deps.storage)?)?,
        QueryMsg::DeliveryDeadline {} => to_json_binary(&DELIVERY_DEADLINE.load(deps.storage)?)?,
        QueryMsg::DeliveryWindow {} => to_json_binary(&DELIVERY_WINDOW)?,
        QueryMsg::State {} => to_json_binary(&STATE.load(deps.storage)?)?,
        QueryMsg::Status {} => {
            let (current, held, seconds_left) = query_status(deps, &env, &Payouts::default())?;
            to_json_binary(&StatusResponse {
                current,
                held,
                seconds_left,
            })?
        }
    })
}

/// `status() external view returns (State current, uint256 held, uint256 secondsLeft)`
fn query_status(
    deps: Deps,
    env: &Env,
    payouts: &Payouts,
) -> Result<(State, Uint256, Uint256), ContractError> {
    let current = STATE.load(deps.storage)?;
    let held = payouts.self_balance(deps, env)?;
    let seconds_left = if STATE.load(deps.storage)? == State::AwaitingDelivery
        && block_timestamp(env) < DELIVERY_DEADLINE.load(deps.storage)?
    {
        DELIVERY_DEADLINE
            .load(deps.storage)?
            .checked_sub(block_timestamp(env))?
    } else {
        Uint256::zero()
    };
    Ok((current, held, seconds_left))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
