#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{OWNER, PAYEES, PAYEES_LENGTH, RELEASED, SHARES, TOTAL_RELEASED, TOTAL_SHARES};

const CONTRACT_NAME: &str = "crates.io:payment-splitter";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

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

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
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

/// `constructor(address[] payees_, uint256[] shares_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    mut deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    msg_value(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let mut events = vec![];
    let payees = msg
        .payees
        .iter()
        .map(|a| parse_address(deps.api, a))
        .collect::<StdResult<Vec<_>>>()?;
    let shares = msg.shares;
    // PaymentSplitter
    TOTAL_SHARES.save(deps.storage, &Uint256::zero())?;
    TOTAL_RELEASED.save(deps.storage, &Uint256::zero())?;
    if Uint256::from(payees.len() as u64) != Uint256::from(shares.len() as u64) {
        return Err(ContractError::PaymentSplitterPayeesAndSharesLengthMismatch);
    }
    if Uint256::from(payees.len() as u64) <= Uint256::zero() {
        return Err(ContractError::PaymentSplitterNoPayees);
    }
    OWNER.save(deps.storage, &info.sender)?;
    let mut i = Uint256::zero();
    while i < Uint256::from(payees.len() as u64) {
        add_payee(deps.branch(), &mut events, at(&payees, i)?, at(&shares, i)?)?;
        i = i.checked_add(Uint256::one())?;
    }
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
        ExecuteMsg::Receive {} => execute_receive(deps, info),
        ExecuteMsg::Release { account } => {
            nonpayable(&info)?;
            let account = parse_address(deps.api, &account)?;
            execute_release(deps, env, account)
        }
        ExecuteMsg::AddPayee { account, shares } => {
            nonpayable(&info)?;
            let account = parse_address(deps.api, &account)?;
            execute_add_payee(deps, info, account, shares)
        }
    }
}

/// `receive()`
pub fn execute_receive(_deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let events = vec![payment_received_event(&info.sender, funds)];
    Ok(Response::new().add_events(events))
}

/// `release(address payable account) external`
pub fn execute_release(deps: DepsMut, env: Env, account: Addr) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if SHARES.may_load(deps.storage, &account)?.unwrap_or_default() == Uint256::zero() {
        return Err(ContractError::AccountHasNoShares {
            account: account.clone(),
        });
    }
    let payment = query_releasable(deps.as_ref(), &env, &payouts, account.clone())?;
    if payment == Uint256::zero() {
        return Err(ContractError::AccountNotDuePayment {
            account: account.clone(),
        });
    }
    let total_released = TOTAL_RELEASED.load(deps.storage)?.checked_add(payment)?;
    TOTAL_RELEASED.save(deps.storage, &total_released)?;
    // unchecked
    let released = RELEASED
        .may_load(deps.storage, &account)?
        .unwrap_or_default()
        .wrapping_add(payment);
    RELEASED.save(deps.storage, &account, &released)?;
    payouts.transfer(deps.as_ref(), &env, &account, payment)?;
    events.push(payment_released_event(&account, payment));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `addPayee(address account, uint256 shares_) external`
pub fn execute_add_payee(
    mut deps: DepsMut,
    info: MessageInfo,
    account: Addr,
    shares: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::PaymentSplitterOnlyOwner);
    }
    if TOTAL_RELEASED.load(deps.storage)? != Uint256::zero() {
        return Err(ContractError::PaymentSplitterPayoutsStarted);
    }
    add_payee(deps.branch(), &mut events, account.clone(), shares)?;
    Ok(Response::new().add_events(events))
}

/// `_addPayee(address account, uint256 shares_) private`
fn add_payee(
    deps: DepsMut,
    events: &mut Vec<Event>,
    account: Addr,
    shares: Uint256,
) -> Result<(), ContractError> {
    if is_zero_address(&account) {
        return Err(ContractError::PaymentSplitterAccountIsTheZeroAddress);
    }
    if shares <= Uint256::zero() {
        return Err(ContractError::PaymentSplitterSharesAre0);
    }
    if SHARES.may_load(deps.storage, &account)?.unwrap_or_default() > Uint256::zero() {
        return Err(ContractError::PayeeExists {
            account: account.clone(),
        });
    }
    let payees_length = PAYEES_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    PAYEES.save(
        deps.storage,
        Uint256::from(payees_length).to_be_bytes().as_slice(),
        &account,
    )?;
    PAYEES_LENGTH.save(deps.storage, &(payees_length + 1))?;
    SHARES.save(deps.storage, &account, &shares)?;
    let total_shares = TOTAL_SHARES.load(deps.storage)?.checked_add(shares)?;
    TOTAL_SHARES.save(deps.storage, &total_shares)?;
    events.push(payee_added_event(&account, shares));
    Ok(())
}

/// `_pendingPayment(address account, uint256 totalReceived, uint256 alreadyReleased) private view returns (uint256)`
fn pending_payment(
    deps: Deps,
    account: Addr,
    total_received: Uint256,
    already_released: Uint256,
) -> Result<Uint256, ContractError> {
    Ok(total_received
        .checked_mul(SHARES.may_load(deps.storage, &account)?.unwrap_or_default())?
        .checked_div(TOTAL_SHARES.load(deps.storage)?)?
        .checked_sub(already_released)?)
}

/// `event PayeeAdded(address account, uint256 shares)`
fn payee_added_event(account: &Addr, shares: Uint256) -> Event {
    Event::new("PayeeAdded")
        .add_attribute("account", account.as_str())
        .add_attribute("shares", shares.to_string())
}

/// `event PaymentReleased(address to, uint256 amount)`
fn payment_released_event(to: &Addr, amount: Uint256) -> Event {
    Event::new("PaymentReleased")
        .add_attribute("to", to.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event PaymentReceived(address from, uint256 amount)`
fn payment_received_event(from: &Addr, amount: Uint256) -> Event {
    Event::new("PaymentReceived")
        .add_attribute("from", from.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::TotalShares {} => to_json_binary(&TOTAL_SHARES.load(deps.storage)?)?,
        QueryMsg::TotalReleased {} => to_json_binary(&TOTAL_RELEASED.load(deps.storage)?)?,
        QueryMsg::Payees { arg0 } => to_json_binary(
            &PAYEES
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        PAYEES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_else(|| Addr::unchecked("")),
        )?,
        QueryMsg::Shares { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&SHARES.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Released { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&RELEASED.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Releasable { account } => {
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_releasable(deps, &env, &Payouts::default(), account)?)?
        }
        QueryMsg::PayeeCount {} => to_json_binary(&query_payee_count(deps)?)?,
    })
}

/// `releasable(address account) public view returns (uint256)`
fn query_releasable(
    deps: Deps,
    env: &Env,
    payouts: &Payouts,
    account: Addr,
) -> Result<Uint256, ContractError> {
    let total_received = payouts
        .self_balance(deps, env)?
        .checked_add(TOTAL_RELEASED.load(deps.storage)?)?;
    pending_payment(
        deps,
        account.clone(),
        total_received,
        RELEASED
            .may_load(deps.storage, &account)?
            .unwrap_or_default(),
    )
}

/// `payeeCount() external view returns (uint256)`
fn query_payee_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        PAYEES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
