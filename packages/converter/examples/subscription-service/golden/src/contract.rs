#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256, Uint64,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, Plan, QueryMsg, RemainingResponse};
use crate::state::{OWNER, PAID_UNTIL, PLANS, PLANS_LENGTH, REVENUE};

const CONTRACT_NAME: &str = "crates.io:subscription-service";
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

/// `block.timestamp`
fn block_timestamp(env: &Env) -> Uint256 {
    Uint256::from(env.block.time.seconds())
}

/// Sign- or zero-extends big-endian bytes to a 32-byte word.
fn word_from_be(bytes: &[u8], negative: bool) -> [u8; 32] {
    let mut w = if negative { [0xff; 32] } else { [0u8; 32] };
    w[32 - bytes.len()..].copy_from_slice(bytes);
    w
}

/// Keeps the low `bits` bits of a word, sign-extending them for signed types.
fn word_truncate(mut w: [u8; 32], bits: usize, signed: bool) -> [u8; 32] {
    let top = 31 - (bits - 1) / 8;
    let negative = signed && (w[top] >> ((bits - 1) % 8)) & 1 == 1;
    for (i, byte) in w.iter_mut().enumerate() {
        let low_bit = (31 - i) * 8;
        if low_bit >= bits {
            *byte = if negative { 0xff } else { 0 };
        } else if low_bit + 8 > bits {
            let mask = (1u8 << (bits - low_bit)) - 1;
            *byte = if negative {
                *byte | !mask
            } else {
                *byte & mask
            };
        }
    }
    w
}

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// The low 64 bits of a word as a `uint64` (Solidity's truncating conversion).
fn from_word_uint64(w: [u8; 32]) -> Uint64 {
    let w = word_truncate(w, 64, false);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Uint64::from_be_bytes(b)
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
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
    // SubscriptionService
    REVENUE.save(deps.storage, &Uint256::zero())?;
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
    match msg {
        ExecuteMsg::CreatePlan {
            name,
            price_per_period,
            period,
        } => {
            nonpayable(&info)?;
            execute_create_plan(deps, info, name, price_per_period, period)
        }
        ExecuteMsg::SetPlanActive { plan_id, active } => {
            nonpayable(&info)?;
            execute_set_plan_active(deps, info, plan_id, active)
        }
        ExecuteMsg::Subscribe { plan_id, periods } => {
            execute_subscribe(deps, env, info, plan_id, periods)
        }
        ExecuteMsg::Cancel { plan_id } => {
            nonpayable(&info)?;
            execute_cancel(deps, env, info, plan_id)
        }
        ExecuteMsg::Withdraw { amount } => {
            nonpayable(&info)?;
            execute_withdraw(deps, env, info, amount)
        }
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner);
    }
    Ok(())
}

/// `createPlan(string name, uint256 pricePerPeriod, uint32 period) external onlyOwner returns (uint256 planId)`
pub fn execute_create_plan(
    deps: DepsMut,
    info: MessageInfo,
    name: String,
    price_per_period: Uint256,
    period: u32,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    if period == 0u32 {
        return Err(ContractError::ZeroPeriod);
    }
    let plans_length = PLANS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    PLANS.save(
        deps.storage,
        Uint256::from(plans_length).to_be_bytes().as_slice(),
        &Plan {
            name: name.clone(),
            price_per_period,
            period,
            active: true,
        },
    )?;
    PLANS_LENGTH.save(deps.storage, &(plans_length + 1))?;
    let plan_id = Uint256::from(PLANS_LENGTH.may_load(deps.storage)?.unwrap_or_default())
        .checked_sub(Uint256::one())?;
    events.push(plan_created_event(plan_id, &name, price_per_period, period));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&plan_id)?))
}

/// `setPlanActive(uint256 planId, bool active) external onlyOwner`
pub fn execute_set_plan_active(
    deps: DepsMut,
    info: MessageInfo,
    plan_id: Uint256,
    active: bool,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    let key = element_index(
        plan_id,
        PLANS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    let mut plans = PLANS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    plans.active = active;
    PLANS.save(deps.storage, key.to_be_bytes().as_slice(), &plans)?;
    events.push(plan_status_changed_event(plan_id, active));
    Ok(Response::new().add_events(events))
}

/// `subscribe(uint256 planId, uint8 periods) external payable`
pub fn execute_subscribe(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    plan_id: Uint256,
    periods: u8,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let key = element_index(
        plan_id,
        PLANS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    if !PLANS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .active
    {
        return Err(ContractError::PlanInactive { plan_id });
    }
    if periods == 0u8 {
        return Err(ContractError::ZeroPeriods);
    }
    let cost = PLANS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .price_per_period
        .checked_mul(Uint256::from(periods))?;
    if funds != cost {
        return Err(ContractError::WrongPayment {
            sent: funds,
            expected: cost,
        });
    }
    let mut start = PAID_UNTIL
        .may_load(
            deps.storage,
            (&info.sender, plan_id.to_be_bytes().as_slice()),
        )?
        .unwrap_or_default();
    if Uint256::from(start) < block_timestamp(&env) {
        start = from_word_uint64(to_word_uint256(block_timestamp(&env)));
    }
    let until = start.checked_add(
        Uint64::from(
            PLANS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .period,
        )
        .checked_mul(Uint64::from(periods))?,
    )?;
    PAID_UNTIL.save(
        deps.storage,
        (&info.sender, plan_id.to_be_bytes().as_slice()),
        &until,
    )?;
    let revenue = REVENUE.load(deps.storage)?.checked_add(cost)?;
    REVENUE.save(deps.storage, &revenue)?;
    events.push(subscribed_event(&info.sender, plan_id, periods, until));
    Ok(Response::new().add_events(events))
}

/// `cancel(uint256 planId) external`
pub fn execute_cancel(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    plan_id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let key = element_index(
        plan_id,
        PLANS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    let until = PAID_UNTIL
        .may_load(
            deps.storage,
            (&info.sender, plan_id.to_be_bytes().as_slice()),
        )?
        .unwrap_or_default();
    if Uint256::from(until) <= block_timestamp(&env) {
        return Err(ContractError::NotSubscribed {
            user: info.sender.clone(),
            plan_id,
        });
    }
    let unused_periods = Uint256::from(until)
        .checked_sub(block_timestamp(&env))?
        .checked_div(Uint256::from(
            PLANS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .period,
        ))?;
    let refund = unused_periods.checked_mul(
        PLANS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .price_per_period,
    )?;
    let paid_until = until.checked_sub(from_word_uint64(to_word_uint256(
        unused_periods.checked_mul(Uint256::from(
            PLANS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .period,
        ))?,
    )))?;
    PAID_UNTIL.save(
        deps.storage,
        (&info.sender, plan_id.to_be_bytes().as_slice()),
        &paid_until,
    )?;
    let revenue = REVENUE.load(deps.storage)?.checked_sub(refund)?;
    REVENUE.save(deps.storage, &revenue)?;
    if refund > Uint256::zero() {
        payouts.transfer(deps.as_ref(), &env, &info.sender, refund)?;
    }
    events.push(cancelled_event(&info.sender, plan_id, refund));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `withdraw(uint256 amount) external onlyOwner`
pub fn execute_withdraw(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    only_owner(deps.as_ref(), &info.sender)?;
    if amount > payouts.self_balance(deps.as_ref(), &env)? {
        return Err(ContractError::ExceedsBalance);
    }
    payouts.transfer(deps.as_ref(), &env, &OWNER.load(deps.storage)?, amount)?;
    Ok(Response::new().add_messages(payouts.msgs))
}

/// `event PlanCreated(uint256 indexed planId, string name, uint256 pricePerPeriod, uint32 period)`
fn plan_created_event(
    plan_id: Uint256,
    name: &str,
    price_per_period: Uint256,
    period: u32,
) -> Event {
    Event::new("PlanCreated")
        .add_attribute("planId", plan_id.to_string())
        .add_attribute("name", name)
        .add_attribute("pricePerPeriod", price_per_period.to_string())
        .add_attribute("period", period.to_string())
}

/// `event PlanStatusChanged(uint256 indexed planId, bool active)`
fn plan_status_changed_event(plan_id: Uint256, active: bool) -> Event {
    Event::new("PlanStatusChanged")
        .add_attribute("planId", plan_id.to_string())
        .add_attribute("active", active.to_string())
}

/// `event Subscribed(address indexed user, uint256 indexed planId, uint8 periods, uint64 paidUntil)`
fn subscribed_event(user: &Addr, plan_id: Uint256, periods: u8, paid_until: Uint64) -> Event {
    Event::new("Subscribed")
        .add_attribute("user", user.as_str())
        .add_attribute("planId", plan_id.to_string())
        .add_attribute("periods", periods.to_string())
        .add_attribute("paidUntil", paid_until.to_string())
}

/// `event Cancelled(address indexed user, uint256 indexed planId, uint256 refund)`
fn cancelled_event(user: &Addr, plan_id: Uint256, refund: Uint256) -> Event {
    Event::new("Cancelled")
        .add_attribute("user", user.as_str())
        .add_attribute("planId", plan_id.to_string())
        .add_attribute("refund", refund.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Plans { arg0 } => to_json_binary(
            &PLANS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        PLANS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::PaidUntil { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &PAID_UNTIL
                    .may_load(deps.storage, (&arg0, arg1.to_be_bytes().as_slice()))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Revenue {} => to_json_binary(&REVENUE.load(deps.storage)?)?,
        QueryMsg::IsActive { user, plan_id } => {
            let user = parse_address(deps.api, &user)?;
            to_json_binary(&query_is_active(deps, &env, user, plan_id)?)?
        }
        QueryMsg::Remaining { user, plan_id } => {
            let user = parse_address(deps.api, &user)?;
            let (active, seconds_left) = query_remaining(deps, &env, user, plan_id)?;
            to_json_binary(&RemainingResponse {
                active,
                seconds_left,
            })?
        }
    })
}

/// `isActive(address user, uint256 planId) public view returns (bool)`
fn query_is_active(
    deps: Deps,
    env: &Env,
    user: Addr,
    plan_id: Uint256,
) -> Result<bool, ContractError> {
    Ok(Uint256::from(
        PAID_UNTIL
            .may_load(deps.storage, (&user, plan_id.to_be_bytes().as_slice()))?
            .unwrap_or_default(),
    ) > block_timestamp(env))
}

/// `remaining(address user, uint256 planId) external view returns (bool active, uint256 secondsLeft)`
fn query_remaining(
    deps: Deps,
    env: &Env,
    user: Addr,
    plan_id: Uint256,
) -> Result<(bool, Uint256), ContractError> {
    let active = query_is_active(deps, env, user.clone(), plan_id)?;
    let seconds_left = if active {
        Uint256::from(
            PAID_UNTIL
                .may_load(deps.storage, (&user, plan_id.to_be_bytes().as_slice()))?
                .unwrap_or_default(),
        )
        .checked_sub(block_timestamp(env))?
    } else {
        Uint256::zero()
    };
    Ok((active, seconds_left))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
