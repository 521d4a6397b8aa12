#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256, Uint64,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, ScheduleResponse};
use crate::state::{
    BENEFICIARY, CLIFF, DURATION, OWNER, RELEASED, REVOKED, START, TOTAL_ALLOCATION,
};

const CONTRACT_NAME: &str = "crates.io:token-vesting";
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

/// `constructor(address payable beneficiary_, uint64 cliffSeconds, uint64 durationSeconds)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let beneficiary = parse_address(deps.api, &msg.beneficiary)?;
    let cliff_seconds = msg.cliff_seconds;
    let duration_seconds = msg.duration_seconds;
    // TokenVesting
    RELEASED.save(deps.storage, &Uint256::zero())?;
    REVOKED.save(deps.storage, &false)?;
    if funds <= Uint256::zero() {
        return Err(ContractError::NoAllocation);
    }
    if cliff_seconds > duration_seconds {
        return Err(ContractError::CliffLongerThanDuration);
    }
    OWNER.save(deps.storage, &info.sender)?;
    BENEFICIARY.save(deps.storage, &beneficiary)?;
    START.save(
        deps.storage,
        &from_word_uint64(to_word_uint256(block_timestamp(&env))),
    )?;
    let cliff = START.load(deps.storage)?.checked_add(cliff_seconds)?;
    CLIFF.save(deps.storage, &cliff)?;
    DURATION.save(deps.storage, &duration_seconds)?;
    TOTAL_ALLOCATION.save(deps.storage, &funds)?;
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
        ExecuteMsg::Release {} => execute_release(deps, env, info),
        ExecuteMsg::ChangeBeneficiary { next } => {
            let next = parse_address(deps.api, &next)?;
            execute_change_beneficiary(deps, info, next)
        }
        ExecuteMsg::Revoke {} => execute_revoke(deps, env, info),
    }
}

/// `release() external`
pub fn execute_release(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if info.sender != BENEFICIARY.load(deps.storage)? {
        return Err(ContractError::Unauthorized {
            caller: info.sender.clone(),
        });
    }
    if block_timestamp(&env) < Uint256::from(CLIFF.load(deps.storage)?) {
        return Err(ContractError::CliffNotReached {
            cliff_at: CLIFF.load(deps.storage)?,
            now_ts: block_timestamp(&env),
        });
    }
    let amount = query_releasable(deps.as_ref(), &env)?;
    if amount == Uint256::zero() {
        return Err(ContractError::NothingToRelease);
    }
    let released = RELEASED.load(deps.storage)?.checked_add(amount)?;
    RELEASED.save(deps.storage, &released)?;
    payouts.transfer(
        deps.as_ref(),
        &env,
        &BENEFICIARY.load(deps.storage)?,
        amount,
    )?;
    events.push(released_event(&BENEFICIARY.load(deps.storage)?, amount));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `changeBeneficiary(address payable next) external`
pub fn execute_change_beneficiary(
    deps: DepsMut,
    info: MessageInfo,
    next: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != BENEFICIARY.load(deps.storage)? {
        return Err(ContractError::Unauthorized {
            caller: info.sender.clone(),
        });
    }
    events.push(beneficiary_changed_event(
        &BENEFICIARY.load(deps.storage)?,
        &next,
    ));
    BENEFICIARY.save(deps.storage, &next)?;
    Ok(Response::new().add_events(events))
}

/// `revoke() external`
pub fn execute_revoke(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::Unauthorized {
            caller: info.sender.clone(),
        });
    }
    if REVOKED.load(deps.storage)? {
        return Err(ContractError::AlreadyRevoked);
    }
    let vested = query_vested_amount(
        deps.as_ref(),
        from_word_uint64(to_word_uint256(block_timestamp(&env))),
    )?;
    let owed = vested.checked_sub(RELEASED.load(deps.storage)?)?;
    let refund = TOTAL_ALLOCATION.load(deps.storage)?.checked_sub(vested)?;
    REVOKED.save(deps.storage, &true)?;
    RELEASED.save(deps.storage, &vested)?;
    if owed > Uint256::zero() {
        payouts.transfer(deps.as_ref(), &env, &BENEFICIARY.load(deps.storage)?, owed)?;
    }
    payouts.transfer(deps.as_ref(), &env, &OWNER.load(deps.storage)?, refund)?;
    events.push(revoked_event(refund, owed));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `linear(uint256 total, uint64 start, uint64 duration, uint64 at) internal pure returns (uint256)`
fn vesting_math_linear(
    total: Uint256,
    start: Uint64,
    duration: Uint64,
    at_value: Uint64,
) -> Result<Uint256, ContractError> {
    if at_value < start {
        return Ok(Uint256::zero());
    }
    if at_value >= start.checked_add(duration)? {
        return Ok(total);
    }
    Ok(total
        .checked_mul(Uint256::from(at_value.checked_sub(start)?))?
        .checked_div(Uint256::from(duration))?)
}

/// `event Released(address indexed beneficiary, uint256 amount)`
fn released_event(beneficiary: &Addr, amount: Uint256) -> Event {
    Event::new("Released")
        .add_attribute("beneficiary", beneficiary.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Revoked(uint256 refunded, uint256 paidOut)`
fn revoked_event(refunded: Uint256, paid_out: Uint256) -> Event {
    Event::new("Revoked")
        .add_attribute("refunded", refunded.to_string())
        .add_attribute("paidOut", paid_out.to_string())
}

/// `event BeneficiaryChanged(address indexed previous, address indexed current)`
fn beneficiary_changed_event(previous: &Addr, current: &Addr) -> Event {
    Event::new("BeneficiaryChanged")
        .add_attribute("previous", previous.as_str())
        .add_attribute("current", current.as_str())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Beneficiary {} => to_json_binary(&BENEFICIARY.load(deps.storage)?)?,
        QueryMsg::Start {} => to_json_binary(&START.load(deps.storage)?)?,
        QueryMsg::Cliff {} => to_json_binary(&CLIFF.load(deps.storage)?)?,
        QueryMsg::Duration {} => to_json_binary(&DURATION.load(deps.storage)?)?,
        QueryMsg::TotalAllocation {} => to_json_binary(&TOTAL_ALLOCATION.load(deps.storage)?)?,
        QueryMsg::Released {} => to_json_binary(&RELEASED.load(deps.storage)?)?,
        QueryMsg::Revoked {} => to_json_binary(&REVOKED.load(deps.storage)?)?,
        QueryMsg::VestedAmount { timestamp } => {
            to_json_binary(&query_vested_amount(deps, timestamp)?)?
        }
        QueryMsg::Releasable {} => to_json_binary(&query_releasable(deps, &env)?)?,
        QueryMsg::Schedule {} => {
            let (start_at, cliff_at, end_at, vested_now) = query_schedule(deps, &env)?;
            to_json_binary(&ScheduleResponse {
                start_at,
                cliff_at,
                end_at,
                vested_now,
            })?
        }
    })
}

/// `releasable() public view returns (uint256)`
fn query_releasable(deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
    if REVOKED.load(deps.storage)? {
        return Ok(Uint256::zero());
    }
    Ok(query_vested_amount(
        deps,
        from_word_uint64(to_word_uint256(block_timestamp(env))),
    )?
    .checked_sub(RELEASED.load(deps.storage)?)?)
}

/// `vestedAmount(uint64 timestamp) public view returns (uint256)`
fn query_vested_amount(deps: Deps, timestamp: Uint64) -> Result<Uint256, ContractError> {
    if timestamp < CLIFF.load(deps.storage)? {
        return Ok(Uint256::zero());
    }
    vesting_math_linear(
        TOTAL_ALLOCATION.load(deps.storage)?,
        START.load(deps.storage)?,
        DURATION.load(deps.storage)?,
        timestamp,
    )
}

/// `schedule() external view returns (uint64 startAt, uint64 cliffAt, uint64 endAt, uint256 vestedNow)`
fn query_schedule(
    deps: Deps,
    env: &Env,
) -> Result<(Uint64, Uint64, Uint64, Uint256), ContractError> {
    Ok((
        START.load(deps.storage)?,
        CLIFF.load(deps.storage)?,
        START
            .load(deps.storage)?
            .checked_add(DURATION.load(deps.storage)?)?,
        query_vested_amount(
            deps,
            from_word_uint64(to_word_uint256(block_timestamp(env))),
        )?,
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
