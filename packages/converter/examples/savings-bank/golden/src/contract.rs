#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Storage, Uint128, Uint256, Uint64,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{
    ACCOUNTS, CUSTOMERS, CUSTOMERS_LENGTH, CUSTOMER_INDEX, MANAGER, TOTAL_DEPOSITS,
};

const CONTRACT_NAME: &str = "crates.io:savings-bank";
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

/// An exponent for `**`; one that does not fit in 32 bits overflows.
fn exponent_uint8(x: u8) -> Result<u32, ContractError> {
    let w = to_word_uint8(x);
    if w[..28].iter().any(|b| *b != 0) {
        Err(ContractError::Panic { code: 0x11 })
    } else {
        Ok(u32::from_be_bytes([w[28], w[29], w[30], w[31]]))
    }
}

/// The low 64 bits of a word as a `uint64` (Solidity's truncating conversion).
fn from_word_uint64(w: [u8; 32]) -> Uint64 {
    let w = word_truncate(w, 64, false);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Uint64::from_be_bytes(b)
}

/// A stored array's elements in order; an element never written reads as its zero value.
fn load_elements<T>(
    storage: &dyn Storage,
    elements: &cw_storage_plus::Map<&[u8], T>,
    length: &cw_storage_plus::Item<u64>,
    zero: impl Fn() -> T,
) -> StdResult<Vec<T>>
where
    T: cosmwasm_schema::serde::Serialize + cosmwasm_schema::serde::de::DeserializeOwned,
{
    let length = length.may_load(storage)?.unwrap_or_default();
    (0..length)
        .map(|i| {
            let key = Uint256::from(i).to_be_bytes();
            Ok(elements
                .may_load(storage, key.as_slice())?
                .unwrap_or_else(&zero))
        })
        .collect()
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint8` as a 32-byte big-endian two's complement word.
fn to_word_uint8(x: u8) -> [u8; 32] {
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
    // SavingsBank
    TOTAL_DEPOSITS.save(deps.storage, &Uint256::zero())?;
    MANAGER.save(deps.storage, &info.sender)?;
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
        ExecuteMsg::Withdraw { amount } => {
            nonpayable(&info)?;
            execute_withdraw(deps, env, info, amount)
        }
        ExecuteMsg::TransferTo { to, amount } => {
            nonpayable(&info)?;
            let to = parse_address(deps.api, &to)?;
            execute_transfer_to(deps, info, to, amount)
        }
        ExecuteMsg::SetFrozen { customer, frozen } => {
            nonpayable(&info)?;
            let customer = parse_address(deps.api, &customer)?;
            execute_set_frozen(deps, info, customer, frozen)
        }
        ExecuteMsg::CloseAccount {} => {
            nonpayable(&info)?;
            execute_close_account(deps, env, info)
        }
    }
}

/// `modifier notFrozen`
fn not_frozen(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if ACCOUNTS
        .may_load(deps.storage, sender)?
        .unwrap_or_default()
        .frozen
    {
        return Err(ContractError::Frozen {
            customer: sender.clone(),
        });
    }
    Ok(())
}

/// `modifier hasAccount(address customer)`
fn has_account(deps: Deps, customer: Addr) -> Result<(), ContractError> {
    if ACCOUNTS
        .may_load(deps.storage, &customer)?
        .unwrap_or_default()
        .opened_at
        == Uint64::new(0)
    {
        return Err(ContractError::NoAccount {
            customer: customer.clone(),
        });
    }
    Ok(())
}

/// `deposit() external payable notFrozen`
pub fn execute_deposit(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    not_frozen(deps.as_ref(), &info.sender)?;
    if funds <= Uint256::zero() {
        return Err(ContractError::ZeroDeposit);
    }
    if ACCOUNTS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .opened_at
        == Uint64::new(0)
    {
        let mut accounts = ACCOUNTS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default();
        accounts.opened_at = from_word_uint64(to_word_uint256(block_timestamp(&env)));
        ACCOUNTS.save(deps.storage, &info.sender, &accounts)?;
        let customer_index =
            Uint256::from(CUSTOMERS_LENGTH.may_load(deps.storage)?.unwrap_or_default());
        CUSTOMER_INDEX.save(deps.storage, &info.sender, &customer_index)?;
        let customers_length = CUSTOMERS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
        CUSTOMERS.save(
            deps.storage,
            Uint256::from(customers_length).to_be_bytes().as_slice(),
            &info.sender,
        )?;
        CUSTOMERS_LENGTH.save(deps.storage, &(customers_length + 1))?;
        events.push(account_opened_event(
            &info.sender,
            ACCOUNTS
                .may_load(deps.storage, &info.sender)?
                .unwrap_or_default()
                .opened_at,
        ));
    }
    let mut accounts_2 = ACCOUNTS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    accounts_2.balance = accounts_2.balance.checked_add(funds)?;
    ACCOUNTS.save(deps.storage, &info.sender, &accounts_2)?;
    let mut accounts_3 = ACCOUNTS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    accounts_3.deposits = accounts_3
        .deposits
        .checked_add(1u32)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    ACCOUNTS.save(deps.storage, &info.sender, &accounts_3)?;
    let total_deposits = TOTAL_DEPOSITS.load(deps.storage)?.checked_add(funds)?;
    TOTAL_DEPOSITS.save(deps.storage, &total_deposits)?;
    events.push(deposit_event(
        &info.sender,
        funds,
        ACCOUNTS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .balance,
    ));
    Ok(Response::new().add_events(events))
}

/// `withdraw(uint256 amount) external hasAccount(msg.sender) notFrozen`
pub fn execute_withdraw(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    has_account(deps.as_ref(), info.sender.clone())?;
    not_frozen(deps.as_ref(), &info.sender)?;
    if amount
        > ACCOUNTS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .balance
    {
        return Err(ContractError::InsufficientFunds {
            balance: ACCOUNTS
                .may_load(deps.storage, &info.sender)?
                .unwrap_or_default()
                .balance,
            requested: amount,
        });
    }
    let mut accounts = ACCOUNTS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    accounts.balance = accounts.balance.checked_sub(amount)?;
    ACCOUNTS.save(deps.storage, &info.sender, &accounts)?;
    let total_deposits = TOTAL_DEPOSITS.load(deps.storage)?.checked_sub(amount)?;
    TOTAL_DEPOSITS.save(deps.storage, &total_deposits)?;
    payouts.transfer(deps.as_ref(), &env, &info.sender, amount)?;
    events.push(withdrawal_event(
        &info.sender,
        amount,
        ACCOUNTS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .balance,
    ));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `transferTo(address to, uint256 amount) external hasAccount(msg.sender) hasAccount(to) notFrozen`
pub fn execute_transfer_to(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    has_account(deps.as_ref(), info.sender.clone())?;
    has_account(deps.as_ref(), to.clone())?;
    not_frozen(deps.as_ref(), &info.sender)?;
    if amount
        > ACCOUNTS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .balance
    {
        return Err(ContractError::InsufficientFunds {
            balance: ACCOUNTS
                .may_load(deps.storage, &info.sender)?
                .unwrap_or_default()
                .balance,
            requested: amount,
        });
    }
    // unchecked
    let mut accounts = ACCOUNTS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    accounts.balance = accounts.balance.wrapping_sub(amount);
    ACCOUNTS.save(deps.storage, &info.sender, &accounts)?;
    let mut accounts_2 = ACCOUNTS.may_load(deps.storage, &to)?.unwrap_or_default();
    accounts_2.balance = accounts_2.balance.checked_add(amount)?;
    ACCOUNTS.save(deps.storage, &to, &accounts_2)?;
    events.push(internal_transfer_event(&info.sender, &to, amount));
    Ok(Response::new().add_events(events))
}

/// `setFrozen(address customer, bool frozen) external hasAccount(customer)`
pub fn execute_set_frozen(
    deps: DepsMut,
    info: MessageInfo,
    customer: Addr,
    frozen: bool,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    has_account(deps.as_ref(), customer.clone())?;
    if info.sender != MANAGER.load(deps.storage)? {
        return Err(ContractError::OnlyManager);
    }
    let mut accounts = ACCOUNTS
        .may_load(deps.storage, &customer)?
        .unwrap_or_default();
    accounts.frozen = frozen;
    ACCOUNTS.save(deps.storage, &customer, &accounts)?;
    events.push(account_frozen_event(&customer, frozen));
    Ok(Response::new().add_events(events))
}

/// `closeAccount() external hasAccount(msg.sender) notFrozen`
pub fn execute_close_account(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    has_account(deps.as_ref(), info.sender.clone())?;
    not_frozen(deps.as_ref(), &info.sender)?;
    let payout = ACCOUNTS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .balance;
    let index = CUSTOMER_INDEX
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    let last = CUSTOMERS
        .may_load(
            deps.storage,
            element_index(
                Uint256::from(CUSTOMERS_LENGTH.may_load(deps.storage)?.unwrap_or_default())
                    .checked_sub(Uint256::one())?,
                CUSTOMERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
            )?
            .to_be_bytes()
            .as_slice(),
        )?
        .unwrap_or_else(|| Addr::unchecked(""));
    let key = element_index(
        index,
        CUSTOMERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    CUSTOMERS.save(deps.storage, key.to_be_bytes().as_slice(), &last)?;
    CUSTOMER_INDEX.save(deps.storage, &last, &index)?;
    let customers_length = CUSTOMERS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    CUSTOMERS_LENGTH.save(deps.storage, &customers_length)?;
    CUSTOMERS.remove(
        deps.storage,
        Uint256::from(customers_length).to_be_bytes().as_slice(),
    );
    CUSTOMER_INDEX.remove(deps.storage, &info.sender);
    ACCOUNTS.remove(deps.storage, &info.sender);
    let total_deposits = TOTAL_DEPOSITS.load(deps.storage)?.checked_sub(payout)?;
    TOTAL_DEPOSITS.save(deps.storage, &total_deposits)?;
    payouts.transfer(deps.as_ref(), &env, &info.sender, payout)?;
    events.push(account_closed_event(&info.sender, payout));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `event AccountOpened(address indexed customer, uint64 openedAt)`
fn account_opened_event(customer: &Addr, opened_at: Uint64) -> Event {
    Event::new("AccountOpened")
        .add_attribute("customer", customer.as_str())
        .add_attribute("openedAt", opened_at.to_string())
}

/// `event Deposit(address indexed customer, uint256 amount, uint256 balance)`
fn deposit_event(customer: &Addr, amount: Uint256, balance: Uint256) -> Event {
    Event::new("Deposit")
        .add_attribute("customer", customer.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("balance", balance.to_string())
}

/// `event Withdrawal(address indexed customer, uint256 amount, uint256 balance)`
fn withdrawal_event(customer: &Addr, amount: Uint256, balance: Uint256) -> Event {
    Event::new("Withdrawal")
        .add_attribute("customer", customer.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("balance", balance.to_string())
}

/// `event InternalTransfer(address indexed from, address indexed to, uint256 amount)`
fn internal_transfer_event(from: &Addr, to: &Addr, amount: Uint256) -> Event {
    Event::new("InternalTransfer")
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event AccountFrozen(address indexed customer, bool frozen)`
fn account_frozen_event(customer: &Addr, frozen: bool) -> Event {
    Event::new("AccountFrozen")
        .add_attribute("customer", customer.as_str())
        .add_attribute("frozen", frozen.to_string())
}

/// `event AccountClosed(address indexed customer, uint256 payout)`
fn account_closed_event(customer: &Addr, payout: Uint256) -> Event {
    Event::new("AccountClosed")
        .add_attribute("customer", customer.as_str())
        .add_attribute("payout", payout.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Manager {} => to_json_binary(&MANAGER.load(deps.storage)?)?,
        QueryMsg::Accounts { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&ACCOUNTS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Customers { arg0 } => to_json_binary(
            &CUSTOMERS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        CUSTOMERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_else(|| Addr::unchecked("")),
        )?,
        QueryMsg::TotalDeposits {} => to_json_binary(&TOTAL_DEPOSITS.load(deps.storage)?)?,
        QueryMsg::CustomerCount {} => to_json_binary(&query_customer_count(deps)?)?,
        QueryMsg::AllCustomers {} => to_json_binary(&query_all_customers(deps)?)?,
        QueryMsg::QuoteCompound {
            principal,
            rate_bps,
            periods,
        } => to_json_binary(&query_quote_compound(principal, rate_bps, periods)?)?,
    })
}

/// `customerCount() external view returns (uint256)`
fn query_customer_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        CUSTOMERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))
}

/// `allCustomers() external view returns (address[])`
fn query_all_customers(deps: Deps) -> Result<Vec<Addr>, ContractError> {
    Ok(load_elements(
        deps.storage,
        &CUSTOMERS,
        &CUSTOMERS_LENGTH,
        || Addr::unchecked(""),
    )?)
}

/// `quoteCompound(uint256 principal, uint16 rateBps, uint8 periods) external pure returns (uint256)`
fn query_quote_compound(
    principal: Uint256,
    rate_bps: u16,
    periods: u8,
) -> Result<Uint256, ContractError> {
    Ok(principal
        .checked_mul(
            Uint256::from_u128(10000)
                .checked_add(Uint256::from(rate_bps))?
                .checked_pow(exponent_uint8(periods)?)?,
        )?
        .checked_div(Uint256::from_u128(10000).checked_pow(exponent_uint8(periods)?)?)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
