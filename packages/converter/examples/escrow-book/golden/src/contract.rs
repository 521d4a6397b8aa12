#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Storage, Uint128, Uint256, Uint64,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{Deal, ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, Status};
use crate::state::{DEALS, DEALS_OF, DEALS_OF_LENGTH, FEES_EARNED, NEXT_ID};

const CONTRACT_NAME: &str = "crates.io:escrow-book";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint16 public constant MAX_FEE_BPS = 500`
pub const MAX_FEE_BPS: u16 = 500u16;

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

/// The low 128 bits of a word as a `uint128` (Solidity's truncating conversion).
fn from_word_uint128(w: [u8; 32]) -> Uint128 {
    let w = word_truncate(w, 128, false);
    let mut b = [0u8; 16];
    b.copy_from_slice(&w[16..]);
    Uint128::from_be_bytes(b)
}

/// The low 64 bits of a word as a `uint64` (Solidity's truncating conversion).
fn from_word_uint64(w: [u8; 32]) -> Uint64 {
    let w = word_truncate(w, 64, false);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Uint64::from_be_bytes(b)
}

/// One of a mapping's stored arrays in order (`element` loads the entry at an index); an element never written reads as its zero value.
fn load_keyed_elements<T>(
    storage: &dyn Storage,
    length: u64,
    element: impl Fn(&dyn Storage, &[u8]) -> StdResult<Option<T>>,
    zero: impl Fn() -> T,
) -> StdResult<Vec<T>> {
    (0..length)
        .map(|i| {
            let key = Uint256::from(i).to_be_bytes();
            Ok(element(storage, key.as_slice())?.unwrap_or_else(&zero))
        })
        .collect()
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

/// The implicit constructor.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    _msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    // EscrowBook
    NEXT_ID.save(deps.storage, &Uint256::one())?;
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
        ExecuteMsg::Open {
            seller,
            arbiter,
            duration,
            fee_bps,
        } => {
            let seller = parse_address(deps.api, &seller)?;
            let arbiter = parse_address(deps.api, &arbiter)?;
            execute_open(deps, env, info, seller, arbiter, duration, fee_bps)
        }
        ExecuteMsg::Release { id } => {
            nonpayable(&info)?;
            execute_release(deps, env, info, id)
        }
        ExecuteMsg::Refund { id } => {
            nonpayable(&info)?;
            execute_refund(deps, env, info, id)
        }
        ExecuteMsg::WithdrawFees {} => {
            nonpayable(&info)?;
            execute_withdraw_fees(deps, env, info)
        }
    }
}

/// `open(address payable seller, address arbiter, uint64 duration, uint16 feeBps) external payable returns (uint256 id)`
pub fn execute_open(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    seller: Addr,
    arbiter: Addr,
    duration: Uint64,
    fee_bps: u16,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if funds <= Uint256::zero() {
        return Err(ContractError::EscrowBookNoFunds);
    }
    if seller == info.sender {
        return Err(ContractError::EscrowBookSellerIsBuyer);
    }
    if fee_bps > MAX_FEE_BPS {
        return Err(ContractError::FeeTooHigh {
            fee_bps,
            max_fee_bps: MAX_FEE_BPS,
        });
    }
    let old = NEXT_ID.load(deps.storage)?;
    let new = old.checked_add(Uint256::one())?;
    NEXT_ID.save(deps.storage, &new)?;
    let id = old;
    let expires_at =
        from_word_uint64(to_word_uint256(block_timestamp(&env))).checked_add(duration)?;
    DEALS.save(
        deps.storage,
        id.to_be_bytes().as_slice(),
        &Deal {
            buyer: info.sender.clone(),
            seller: seller.clone(),
            arbiter: arbiter.clone(),
            amount: from_word_uint128(to_word_uint256(funds)),
            expires_at,
            fee_bps,
            status: Status::Funded,
        },
    )?;
    let deals_of_length = DEALS_OF_LENGTH
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    DEALS_OF.save(
        deps.storage,
        (
            &info.sender,
            Uint256::from(deals_of_length).to_be_bytes().as_slice(),
        ),
        &id,
    )?;
    DEALS_OF_LENGTH.save(deps.storage, &info.sender, &(deals_of_length + 1))?;
    let deals_of_length_2 = DEALS_OF_LENGTH
        .may_load(deps.storage, &seller)?
        .unwrap_or_default();
    DEALS_OF.save(
        deps.storage,
        (
            &seller,
            Uint256::from(deals_of_length_2).to_be_bytes().as_slice(),
        ),
        &id,
    )?;
    DEALS_OF_LENGTH.save(deps.storage, &seller, &(deals_of_length_2 + 1))?;
    events.push(opened_event(id, &info.sender, &seller, funds, expires_at));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `release(uint256 id) external`
pub fn execute_release(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let key = funded(deps.as_ref(), id)?;
    if info.sender
        != DEALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .buyer
        && info.sender
            != DEALS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .arbiter
    {
        return Err(ContractError::NotParticipant {
            id,
            caller: info.sender.clone(),
        });
    }
    let mut deals = DEALS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    deals.status = Status::Released;
    DEALS.save(deps.storage, key.to_be_bytes().as_slice(), &deals)?;
    let fee = Uint256::from(
        DEALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
    )
    .checked_mul(Uint256::from(
        DEALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .fee_bps,
    ))?
    .checked_div(Uint256::from_u128(10000))?;
    let to_seller = Uint256::from(
        DEALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
    )
    .checked_sub(fee)?;
    let key_2 = DEALS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .arbiter;
    let fees_earned = FEES_EARNED
        .may_load(deps.storage, &key_2)?
        .unwrap_or_default()
        .checked_add(fee)?;
    FEES_EARNED.save(deps.storage, &key_2, &fees_earned)?;
    payouts.transfer(
        deps.as_ref(),
        &env,
        &DEALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .seller,
        to_seller,
    )?;
    events.push(released_event(id, to_seller, fee));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `refund(uint256 id) external`
pub fn execute_refund(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let key = funded(deps.as_ref(), id)?;
    if info.sender
        == DEALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .arbiter
        || info.sender
            == DEALS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .seller
    {
    } else if info.sender
        == DEALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .buyer
    {
        if block_timestamp(&env)
            < Uint256::from(
                DEALS
                    .may_load(deps.storage, key.to_be_bytes().as_slice())?
                    .unwrap_or_default()
                    .expires_at,
            )
        {
            return Err(ContractError::NotExpired {
                id,
                expires_at: DEALS
                    .may_load(deps.storage, key.to_be_bytes().as_slice())?
                    .unwrap_or_default()
                    .expires_at,
                now_ts: block_timestamp(&env),
            });
        }
    } else {
        return Err(ContractError::NotParticipant {
            id,
            caller: info.sender.clone(),
        });
    }
    let mut deals = DEALS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    deals.status = Status::Refunded;
    DEALS.save(deps.storage, key.to_be_bytes().as_slice(), &deals)?;
    let amount = Uint256::from(
        DEALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
    );
    payouts.transfer(
        deps.as_ref(),
        &env,
        &DEALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .buyer,
        amount,
    )?;
    events.push(refunded_event(id, amount));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `withdrawFees() external`
pub fn execute_withdraw_fees(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let amount = FEES_EARNED
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    if amount <= Uint256::zero() {
        return Err(ContractError::EscrowBookNoFees);
    }
    FEES_EARNED.save(deps.storage, &info.sender, &Uint256::zero())?;
    payouts.transfer(deps.as_ref(), &env, &info.sender, amount)?;
    events.push(fees_withdrawn_event(&info.sender, amount));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `_funded(uint256 id) private view returns (Deal deal)`
fn funded(deps: Deps, id: Uint256) -> Result<Uint256, ContractError> {
    if DEALS
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .status
        != Status::Funded
    {
        return Err(ContractError::DealNotFunded {
            id,
            status: DEALS
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .status,
        });
    }
    Ok(id)
}

/// `event Opened(uint256 indexed id, address indexed buyer, address indexed seller, uint256 amount, uint64 expiresAt)`
fn opened_event(
    id: Uint256,
    buyer: &Addr,
    seller: &Addr,
    amount: Uint256,
    expires_at: Uint64,
) -> Event {
    Event::new("Opened")
        .add_attribute("id", id.to_string())
        .add_attribute("buyer", buyer.as_str())
        .add_attribute("seller", seller.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("expiresAt", expires_at.to_string())
}

/// `event Released(uint256 indexed id, uint256 toSeller, uint256 fee)`
fn released_event(id: Uint256, to_seller: Uint256, fee: Uint256) -> Event {
    Event::new("Released")
        .add_attribute("id", id.to_string())
        .add_attribute("toSeller", to_seller.to_string())
        .add_attribute("fee", fee.to_string())
}

/// `event Refunded(uint256 indexed id, uint256 amount)`
fn refunded_event(id: Uint256, amount: Uint256) -> Event {
    Event::new("Refunded")
        .add_attribute("id", id.to_string())
        .add_attribute("amount", amount.to_string())
}

/// `event FeesWithdrawn(address indexed arbiter, uint256 amount)`
fn fees_withdrawn_event(arbiter: &Addr, amount: Uint256) -> Event {
    Event::new("FeesWithdrawn")
        .add_attribute("arbiter", arbiter.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::MaxFeeBps {} => to_json_binary(&MAX_FEE_BPS)?,
        QueryMsg::NextId {} => to_json_binary(&NEXT_ID.load(deps.storage)?)?,
        QueryMsg::Deals { arg0 } => to_json_binary(
            &DEALS
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )?,
        QueryMsg::FeesEarned { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &FEES_EARNED
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::DealsOf { account } => {
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_deals_of(deps, account)?)?
        }
    })
}

/// `dealsOf(address account) external view returns (uint256[])`
fn query_deals_of(deps: Deps, account: Addr) -> Result<Vec<Uint256>, ContractError> {
    Ok(load_keyed_elements(
        deps.storage,
        DEALS_OF_LENGTH
            .may_load(deps.storage, &account)?
            .unwrap_or_default(),
        |storage, i| DEALS_OF.may_load(storage, (&account, i)),
        || Uint256::zero(),
    )?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
