#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Deps, DepsMut, Env, Event, HexBinary, Int256, MessageInfo, Response,
    Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{MINIMUM_FEE, REJECTED, SETTLED_TOTAL};

const CONTRACT_NAME: &str = "crates.io:batch-settlement";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

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

/// An ABI word as a `bool`: anything but 0 or 1 fails like Solidity's decoder.
fn abi_decode_bool(w: [u8; 32]) -> Result<bool, ContractError> {
    if w[..31].iter().any(|b| *b != 0) || w[31] > 1 {
        return Err(ContractError::Reverted);
    }
    Ok(w[31] == 1)
}

/// An ABI word as a `uint256`; a value outside the type's range fails like Solidity's decoder.
fn abi_decode_uint256(w: [u8; 32]) -> Result<Uint256, ContractError> {
    let x = from_word_uint256(w);
    if to_word_uint256(x) == w {
        Ok(x)
    } else {
        Err(ContractError::Reverted)
    }
}

/// The `n` words `abi.encode` wrote in place at `at` (a fixed-size array of static values).
fn abi_static_words(data: &[u8], at: usize, n: usize) -> Result<Vec<[u8; 32]>, ContractError> {
    let end = n
        .checked_mul(32)
        .and_then(|size| at.checked_add(size))
        .ok_or(ContractError::Reverted)?;
    let body = data.get(at..end).ok_or(ContractError::Reverted)?;
    Ok(body
        .chunks_exact(32)
        .map(|w| <[u8; 32]>::try_from(w).unwrap_or([0u8; 32]))
        .collect())
}

/// The 32-byte word at `at` of ABI-encoded data; data too short fails like Solidity's decoder.
fn abi_word(data: &[u8], at: usize) -> Result<[u8; 32], ContractError> {
    data.get(at..at + 32)
        .and_then(|w| <[u8; 32]>::try_from(w).ok())
        .ok_or(ContractError::Reverted)
}

/// The low 256 bits of a word as a `uint256` (Solidity's truncating conversion).
fn from_word_uint256(w: [u8; 32]) -> Uint256 {
    let w = word_truncate(w, 256, false);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Uint256::from_be_bytes(b)
}

/// A `int256` as a 32-byte big-endian two's complement word.
fn to_word_int256(x: Int256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), x.is_negative())
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
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
    // BatchSettlement
    SETTLED_TOTAL.save(deps.storage, &Uint256::zero())?;
    REJECTED.save(deps.storage, &Uint256::zero())?;
    positive(Uint256::from_u128(2))?;
    MINIMUM_FEE.save(deps.storage, &Uint256::from_u128(2))?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    match msg {
        ExecuteMsg::Settle { data } => execute_settle(deps, data),
        ExecuteMsg::Tally { x } => execute_tally(deps, x),
        ExecuteMsg::Record { a, b } => execute_record(deps, a, b),
        ExecuteMsg::RecordBoth { a, b } => execute_record_both(deps, a, b),
    }
}

/// `modifier positive(uint256 value)`
fn positive(value: Uint256) -> Result<(), ContractError> {
    if value <= Uint256::zero() {
        return Err(ContractError::Zero);
    }
    Ok(())
}

/// `modifier startsAtZero(uint256 result)`
fn starts_at_zero(result: Uint256) -> Result<(), ContractError> {
    if result != Uint256::zero() {
        return Err(ContractError::ResultSetEarly);
    }
    Ok(())
}

/// `settle(bytes data) external startsAtZero(total) returns (uint256 total)`
pub fn execute_settle(deps: DepsMut, data: HexBinary) -> Result<Response, ContractError> {
    let mut total = Uint256::zero();
    starts_at_zero(total)?;
    let (batch, flags, fee) = {
        let data_2: &[u8] = &data;
        (
            abi_static_words(data_2, 0, 6)?
                .chunks_exact(2)
                .map(|row| {
                    row.iter()
                        .map(|w| abi_decode_uint256(*w))
                        .collect::<Result<Vec<_>, _>>()
                })
                .collect::<Result<Vec<_>, _>>()?,
            abi_static_words(data_2, 192, 2)?
                .iter()
                .map(|w| abi_decode_bool(*w))
                .collect::<Result<Vec<_>, _>>()?,
            abi_decode_uint256(abi_word(data_2, 256)?)?,
        )
    };
    let mut i = Uint256::zero();
    while i < Uint256::from_u128(3) {
        match query_check(at(&at(&batch, i)?, Uint256::one())?) {
            Ok(amount) => {
                total = total
                    .checked_add(at(&at(&batch, i)?, Uint256::zero())?.checked_mul(amount)?)?;
            }
            Err(_) => {
                let rejected = REJECTED.load(deps.storage)?.checked_add(Uint256::one())?;
                REJECTED.save(deps.storage, &rejected)?;
            }
        }
        i = i.checked_add(Uint256::one())?;
    }
    if at(&flags, Uint256::zero())? {
        total = total.checked_sub(fee)?;
    }
    if at(&flags, Uint256::one())? {
        total = total.checked_add(fee)?;
    }
    let settled_total = SETTLED_TOTAL.load(deps.storage)?.checked_add(total)?;
    SETTLED_TOTAL.save(deps.storage, &settled_total)?;
    Ok(Response::new().set_data(to_json_binary(&total)?))
}

/// `tally(uint256 x) public returns (uint256)`
pub fn execute_tally(_deps: DepsMut, x: Uint256) -> Result<Response, ContractError> {
    let events = vec![checked_event(x)];
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&x)?))
}

/// `record(uint256 a, uint256 b) public returns (uint256)`
pub fn execute_record(_deps: DepsMut, a: Uint256, b: Uint256) -> Result<Response, ContractError> {
    let events = vec![recorded_event(a, b)];
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&a.checked_add(b)?)?))
}

/// `recordBoth(uint256 a, uint256 b) external returns (uint256)`
pub fn execute_record_both(
    _deps: DepsMut,
    a: Uint256,
    b: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let ret = {
        let a_3 = tally(&mut events, a)?;
        let b_2 = {
            let a_2 = tally(&mut events, b)?;
            record(&mut events, a_2, Uint256::one())?
        };
        record(&mut events, a_3, b_2)?
    };
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&ret)?))
}

/// `record(uint256 a, uint256 b) public returns (uint256)`
fn record(events: &mut Vec<Event>, a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    events.push(recorded_event(a, b));
    Ok(a.checked_add(b)?)
}

/// `tally(uint256 x) public returns (uint256)`
fn tally(events: &mut Vec<Event>, x: Uint256) -> Result<Uint256, ContractError> {
    events.push(checked_event(x));
    Ok(x)
}

/// `event Checked(uint256 amount)`
fn checked_event(amount: Uint256) -> Event {
    Event::new("Checked").add_attribute("amount", amount.to_string())
}

/// `event Recorded(uint256 first, uint256 second)`
fn recorded_event(first: Uint256, second: Uint256) -> Event {
    Event::new("Recorded")
        .add_attribute("first", first.to_string())
        .add_attribute("second", second.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::SettledTotal {} => to_json_binary(&SETTLED_TOTAL.load(deps.storage)?)?,
        QueryMsg::Rejected {} => to_json_binary(&REJECTED.load(deps.storage)?)?,
        QueryMsg::MinimumFee {} => to_json_binary(&MINIMUM_FEE.load(deps.storage)?)?,
        QueryMsg::Check { amount } => to_json_binary(&query_check(amount)?)?,
        QueryMsg::Orders { data } => to_json_binary(&query_orders(data)?)?,
        QueryMsg::EncodedDelta {} => to_json_binary(&query_encoded_delta()?)?,
    })
}

/// `check(uint256 amount) public pure returns (uint256)`
fn query_check(amount: Uint256) -> Result<Uint256, ContractError> {
    if !(amount > Uint256::zero() && amount <= Uint256::from_u128(1000)) {
        return Err(ContractError::AmountOutOfRange);
    }
    Ok(amount)
}

/// `orders(bytes data) external pure returns (uint256[2][3])`
fn query_orders(data: HexBinary) -> Result<Vec<Vec<Uint256>>, ContractError> {
    Ok({
        let data_2: &[u8] = &data;
        abi_static_words(data_2, 0, 6)?
            .chunks_exact(2)
            .map(|row| {
                row.iter()
                    .map(|w| abi_decode_uint256(*w))
                    .collect::<Result<Vec<_>, _>>()
            })
            .collect::<Result<Vec<_>, _>>()?
    })
}

/// `encodedDelta() external pure returns (bytes)`
fn query_encoded_delta() -> Result<HexBinary, ContractError> {
    Ok(HexBinary::from(<[&[u8]]>::concat(&[
        &to_word_int256(Int256::from_i128(-3)),
        &to_word_uint256(Uint256::from_u128(7)),
    ])))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
