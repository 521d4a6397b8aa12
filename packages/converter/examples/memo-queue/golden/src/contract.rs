#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Deps, DepsMut, Env, Event, HexBinary, MessageInfo, Response, Uint128,
    Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InspectResponse, InstantiateMsg, MigrateMsg, PeekResponse, QueryMsg};
use crate::state::{PAID_OUT, QUEUE, QUEUE_LENGTH};

const CONTRACT_NAME: &str = "crates.io:memo-queue";
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

/// The element words of a dynamic array of static values `abi.encode` wrote.
fn abi_array_words(data: &[u8], head: [u8; 32]) -> Result<Vec<[u8; 32]>, ContractError> {
    let (start, len) = abi_dynamic(data, head)?;
    let end = len
        .checked_mul(32)
        .and_then(|size| start.checked_add(size))
        .ok_or(ContractError::Reverted)?;
    let body = data.get(start..end).ok_or(ContractError::Reverted)?;
    Ok(body
        .chunks_exact(32)
        .map(|w| <[u8; 32]>::try_from(w).unwrap_or([0u8; 32]))
        .collect())
}

/// An ABI word as a `bool`: anything but 0 or 1 fails like Solidity's decoder.
fn abi_decode_bool(w: [u8; 32]) -> Result<bool, ContractError> {
    if w[..31].iter().any(|b| *b != 0) || w[31] > 1 {
        return Err(ContractError::Reverted);
    }
    Ok(w[31] == 1)
}

/// A `bytes` value `abi.encode` wrote (its head word is at the value's place).
fn abi_decode_bytes(data: &[u8], head: [u8; 32]) -> Result<HexBinary, ContractError> {
    let (start, len) = abi_dynamic(data, head)?;
    let end = start.checked_add(len).ok_or(ContractError::Reverted)?;
    data.get(start..end)
        .map(HexBinary::from)
        .ok_or(ContractError::Reverted)
}

/// A `string` value `abi.encode` wrote; bytes that are not UTF-8 fail.
fn abi_decode_string(data: &[u8], head: [u8; 32]) -> Result<String, ContractError> {
    String::from_utf8(abi_decode_bytes(data, head)?.to_vec()).map_err(|_| ContractError::Reverted)
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

/// An ABI word as a `uint8`; a value outside the type's range fails like Solidity's decoder.
fn abi_decode_uint8(w: [u8; 32]) -> Result<u8, ContractError> {
    let x = from_word_uint8(w);
    if to_word_uint8(x) == w {
        Ok(x)
    } else {
        Err(ContractError::Reverted)
    }
}

/// Where a dynamic value `abi.encode` wrote starts and how many units it has: the head word is
/// the offset of its length word, the contents follow. Out of range fails like Solidity's decoder.
fn abi_dynamic(data: &[u8], head: [u8; 32]) -> Result<(usize, usize), ContractError> {
    let small = |w: [u8; 32]| {
        if w[..28].iter().any(|b| *b != 0) {
            return Err(ContractError::Reverted);
        }
        usize::try_from(u32::from_be_bytes([w[28], w[29], w[30], w[31]]))
            .map_err(|_| ContractError::Reverted)
    };
    let offset = small(head)?;
    let len = small(abi_word(data, offset)?)?;
    let start = offset.checked_add(32).ok_or(ContractError::Reverted)?;
    Ok((start, len))
}

/// The ABI encoding of a dynamic array of static values: its length, then one word per element.
fn abi_tail_array(len: usize, words: Vec<u8>) -> Vec<u8> {
    let mut out = to_word_uint64(Uint64::new(len as u64)).to_vec();
    out.extend(words);
    out
}

/// The ABI encoding of a `bytes` or `string` value: its length, then the data padded to whole words.
fn abi_tail_bytes(data: &[u8]) -> Vec<u8> {
    let mut out = to_word_uint64(Uint64::new(data.len() as u64)).to_vec();
    out.extend_from_slice(data);
    out.resize(out.len() + (32 - data.len() % 32) % 32, 0);
    out
}

/// The 32-byte word at `at` of ABI-encoded data; data too short fails like Solidity's decoder.
fn abi_word(data: &[u8], at: usize) -> Result<[u8; 32], ContractError> {
    data.get(at..at + 32)
        .and_then(|w| <[u8; 32]>::try_from(w).ok())
        .ok_or(ContractError::Reverted)
}

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// The low 256 bits of a word as a `uint256` (Solidity's truncating conversion).
fn from_word_uint256(w: [u8; 32]) -> Uint256 {
    let w = word_truncate(w, 256, false);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Uint256::from_be_bytes(b)
}

/// The low 8 bits of a word as a `uint8` (Solidity's truncating conversion).
fn from_word_uint8(w: [u8; 32]) -> u8 {
    let w = word_truncate(w, 8, false);
    let mut b = [0u8; 1];
    b.copy_from_slice(&w[31..]);
    u8::from_be_bytes(b)
}

/// A `int16` as a 32-byte big-endian two's complement word.
fn to_word_int16(x: i16) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), x < 0)
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint64` as a 32-byte big-endian two's complement word.
fn to_word_uint64(x: Uint64) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint8` as a 32-byte big-endian two's complement word.
fn to_word_uint8(x: u8) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
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
    // MemoQueue
    PAID_OUT.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Enqueue { memo, amounts, tag } => execute_enqueue(deps, memo, amounts, tag),
        ExecuteMsg::Process { i } => execute_process(deps, i),
    }
}

/// `enqueue(string memo, uint256[] amounts, bytes tag) external returns (uint256)`
pub fn execute_enqueue(
    deps: DepsMut,
    memo: String,
    amounts: Vec<Uint256>,
    tag: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let payload = HexBinary::from({
        let tail = abi_tail_bytes(memo.as_bytes());
        let tail_2 = abi_tail_array(
            amounts.len(),
            amounts.iter().flat_map(|x| to_word_uint256(*x)).collect(),
        );
        let tail_3 = abi_tail_bytes(tag.as_slice());
        [
            &to_word_uint64(Uint64::new(96)),
            &to_word_uint64(Uint64::new((96 + tail.len()) as u64)),
            &to_word_uint64(Uint64::new((96 + tail.len() + tail_2.len()) as u64)),
            tail.as_slice(),
            tail_2.as_slice(),
            tail_3.as_slice(),
        ]
        .concat()
    });
    let queue_length = QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    QUEUE.save(
        deps.storage,
        Uint256::from(queue_length).to_be_bytes().as_slice(),
        &payload,
    )?;
    QUEUE_LENGTH.save(deps.storage, &(queue_length + 1))?;
    events.push(queued_event(
        Uint256::from(QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default())
            .checked_sub(Uint256::one())?,
        Uint256::from(payload.len() as u64),
    ));
    Ok(Response::new().add_events(events).set_data(to_json_binary(
        &Uint256::from(QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default())
            .checked_sub(Uint256::one())?,
    )?))
}

/// `process(uint256 i) external`
pub fn execute_process(deps: DepsMut, i: Uint256) -> Result<Response, ContractError> {
    let mut events = vec![];
    let (memo, amounts, tag) = {
        let data: &[u8] = &QUEUE
            .may_load(
                deps.storage,
                element_index(i, QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                    .to_be_bytes()
                    .as_slice(),
            )?
            .unwrap_or_default();
        (
            abi_decode_string(data, abi_word(data, 0)?)?,
            abi_array_words(data, abi_word(data, 32)?)?
                .into_iter()
                .map(abi_decode_uint256)
                .collect::<Result<Vec<_>, _>>()?,
            abi_decode_bytes(data, abi_word(data, 64)?)?,
        )
    };
    let sum = query_sum_of(deps.as_ref(), i)?;
    let paid_out = PAID_OUT.load(deps.storage)?.checked_add(sum)?;
    PAID_OUT.save(deps.storage, &paid_out)?;
    let key = element_index(i, QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default())?;
    QUEUE.remove(deps.storage, key.to_be_bytes().as_slice());
    events.push(processed_event(
        &memo,
        Uint256::from(amounts.len() as u64),
        sum,
        &tag,
    ));
    Ok(Response::new().add_events(events))
}

/// `event Queued(uint256 index, uint256 size)`
fn queued_event(index: Uint256, size: Uint256) -> Event {
    Event::new("Queued")
        .add_attribute("index", index.to_string())
        .add_attribute("size", size.to_string())
}

/// `event Processed(string memo, uint256 count, uint256 sum, bytes tag)`
fn processed_event(memo: &str, count: Uint256, sum: Uint256, tag: &HexBinary) -> Event {
    Event::new("Processed")
        .add_attribute("memo", memo)
        .add_attribute("count", count.to_string())
        .add_attribute("sum", sum.to_string())
        .add_attribute("tag", tag.to_hex())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::PaidOut {} => to_json_binary(&PAID_OUT.load(deps.storage)?)?,
        QueryMsg::Peek { i } => {
            let (memo, amounts, tag) = query_peek(deps, i)?;
            to_json_binary(&PeekResponse { memo, amounts, tag })?
        }
        QueryMsg::SumOf { i } => to_json_binary(&query_sum_of(deps, i)?)?,
        QueryMsg::Inspect { data } => {
            let (ret0, ret1, ret2) = query_inspect(data)?;
            to_json_binary(&InspectResponse { ret0, ret1, ret2 })?
        }
        QueryMsg::Echo { note, deltas } => to_json_binary(&query_echo(note, deltas)?)?,
    })
}

/// `sumOf(uint256 i) public view returns (uint256 sum)`
fn query_sum_of(deps: Deps, i: Uint256) -> Result<Uint256, ContractError> {
    let mut sum = Uint256::zero();
    let (_, amounts, _) = {
        let data: &[u8] = &QUEUE
            .may_load(
                deps.storage,
                element_index(i, QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                    .to_be_bytes()
                    .as_slice(),
            )?
            .unwrap_or_default();
        (
            abi_decode_string(data, abi_word(data, 0)?)?,
            abi_array_words(data, abi_word(data, 32)?)?
                .into_iter()
                .map(abi_decode_uint256)
                .collect::<Result<Vec<_>, _>>()?,
            abi_decode_bytes(data, abi_word(data, 64)?)?,
        )
    };
    let mut k = Uint256::zero();
    while k < Uint256::from(amounts.len() as u64) {
        sum = sum.checked_add(at(&amounts, k)?)?;
        k = k.checked_add(Uint256::one())?;
    }
    Ok(sum)
}

/// `peek(uint256 i) external view returns (string memo, uint256[] amounts, bytes tag)`
fn query_peek(deps: Deps, i: Uint256) -> Result<(String, Vec<Uint256>, HexBinary), ContractError> {
    let (t0, t1, t2) = {
        let data: &[u8] = &QUEUE
            .may_load(
                deps.storage,
                element_index(i, QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                    .to_be_bytes()
                    .as_slice(),
            )?
            .unwrap_or_default();
        (
            abi_decode_string(data, abi_word(data, 0)?)?,
            abi_array_words(data, abi_word(data, 32)?)?
                .into_iter()
                .map(abi_decode_uint256)
                .collect::<Result<Vec<_>, _>>()?,
            abi_decode_bytes(data, abi_word(data, 64)?)?,
        )
    };
    let memo = t0;
    let amounts = t1;
    let tag = t2;
    Ok((memo, amounts, tag))
}

/// `inspect(bytes data) external pure returns (string, uint8, bool[])`
fn query_inspect(data: HexBinary) -> Result<(String, u8, Vec<bool>), ContractError> {
    let (ret0, ret1, ret2) = {
        let data_2: &[u8] = &data;
        (
            abi_decode_string(data_2, abi_word(data_2, 0)?)?,
            abi_decode_uint8(abi_word(data_2, 32)?)?,
            abi_array_words(data_2, abi_word(data_2, 64)?)?
                .into_iter()
                .map(abi_decode_bool)
                .collect::<Result<Vec<_>, _>>()?,
        )
    };
    Ok((ret0, ret1, ret2))
}

/// `echo(string note, int16[] deltas) external pure returns (bytes)`
fn query_echo(note: String, deltas: Vec<i16>) -> Result<HexBinary, ContractError> {
    Ok(HexBinary::from({
        let tail = abi_tail_bytes(note.as_bytes());
        let tail_2 = abi_tail_array(
            deltas.len(),
            deltas.iter().flat_map(|x| to_word_int16(*x)).collect(),
        );
        [
            &to_word_uint64(Uint64::new(64)),
            &to_word_uint64(Uint64::new((64 + tail.len()) as u64)),
            tail.as_slice(),
            tail_2.as_slice(),
        ]
        .concat()
    }))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
