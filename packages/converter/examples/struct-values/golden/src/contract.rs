#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, CanonicalAddr, Deps, DepsMut, Env, HexBinary, MessageInfo,
    Response, StdResult, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    AccountsResponse, ExecuteMsg, InstantiateMsg, MigrateMsg, Profile, ProfileResponse, QueryMsg,
    ViaGetterResponse,
};
use crate::state::PROFILE;

const CONTRACT_NAME: &str = "crates.io:struct-values";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `keccak256`: Keccak-256 as the EVM computes it (the pre-standard SHA-3 padding).
fn keccak256(data: &[u8]) -> HexBinary {
    const RATE: usize = 136;
    let mut state = [0u64; 25];
    let mut padded = data.to_vec();
    padded.push(0x01);
    padded.resize(padded.len().div_ceil(RATE) * RATE, 0);
    let last = padded.len() - 1;
    padded[last] |= 0x80;
    for block in padded.chunks(RATE) {
        for (lane, bytes) in state.iter_mut().zip(block.chunks(8)) {
            let mut b = [0u8; 8];
            b.copy_from_slice(bytes);
            *lane ^= u64::from_le_bytes(b);
        }
        keccak_f(&mut state);
    }
    let mut out = Vec::with_capacity(32);
    for lane in state.iter().take(4) {
        out.extend_from_slice(&lane.to_le_bytes());
    }
    HexBinary::from(out)
}

/// The Keccak-f[1600] permutation.
fn keccak_f(state: &mut [u64; 25]) {
    const ROUND_CONSTANTS: [u64; 24] = [
        0x0000000000000001,
        0x0000000000008082,
        0x800000000000808a,
        0x8000000080008000,
        0x000000000000808b,
        0x0000000080000001,
        0x8000000080008081,
        0x8000000000008009,
        0x000000000000008a,
        0x0000000000000088,
        0x0000000080008009,
        0x000000008000000a,
        0x000000008000808b,
        0x800000000000008b,
        0x8000000000008089,
        0x8000000000008003,
        0x8000000000008002,
        0x8000000000000080,
        0x000000000000800a,
        0x800000008000000a,
        0x8000000080008081,
        0x8000000000008080,
        0x0000000080000001,
        0x8000000080008008,
    ];
    const ROTATIONS: [u32; 24] = [
        1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44,
    ];
    const LANES: [usize; 24] = [
        10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1,
    ];
    for round_constant in ROUND_CONSTANTS {
        let mut columns = [0u64; 5];
        for (x, column) in columns.iter_mut().enumerate() {
            *column = state[x] ^ state[x + 5] ^ state[x + 10] ^ state[x + 15] ^ state[x + 20];
        }
        for x in 0..5 {
            let t = columns[(x + 4) % 5] ^ columns[(x + 1) % 5].rotate_left(1);
            for y in 0..5 {
                state[5 * y + x] ^= t;
            }
        }
        let mut carry = state[1];
        for (lane, rotation) in LANES.iter().zip(ROTATIONS) {
            let next = state[*lane];
            state[*lane] = carry.rotate_left(rotation);
            carry = next;
        }
        for y in 0..5 {
            let mut row = [0u64; 5];
            row.copy_from_slice(&state[5 * y..5 * y + 5]);
            for x in 0..5 {
                state[5 * y + x] ^= !row[(x + 1) % 5] & row[(x + 2) % 5];
            }
        }
        state[0] ^= round_constant;
    }
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

/// An ABI word as a `uint64`; a value outside the type's range fails like Solidity's decoder.
fn abi_decode_uint64(w: [u8; 32]) -> Result<Uint64, ContractError> {
    let x = from_word_uint64(w);
    if to_word_uint64(x) == w {
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

/// The words of a struct with dynamic members `abi.encode` wrote: the head word is their offset.
fn abi_tuple(data: &[u8], head: [u8; 32]) -> Result<&[u8], ContractError> {
    if head[..28].iter().any(|b| *b != 0) {
        return Err(ContractError::Reverted);
    }
    let offset = u32::from_be_bytes([head[28], head[29], head[30], head[31]]) as usize;
    data.get(offset..).ok_or(ContractError::Reverted)
}

/// The 32-byte word at `at` of ABI-encoded data; data too short fails like Solidity's decoder.
fn abi_word(data: &[u8], at: usize) -> Result<[u8; 32], ContractError> {
    data.get(at..at + 32)
        .and_then(|w| <[u8; 32]>::try_from(w).ok())
        .ok_or(ContractError::Reverted)
}

/// `address(uint160(x))`: the bech32 address of the 20 bytes of `x`; 0 is `address(0)`.
fn address_from_uint160(api: &dyn Api, x: Uint256) -> StdResult<Addr> {
    if x.is_zero() {
        return Ok(Addr::unchecked(""));
    }
    api.addr_humanize(&CanonicalAddr::from(&x.to_be_bytes()[12..]))
}

/// An address literal (`0x5B38…`): the bech32 address of its 20 bytes on this chain.
fn address_literal(api: &dyn Api, hex: &str) -> StdResult<Addr> {
    api.addr_humanize(&CanonicalAddr::from(HexBinary::from_hex(hex)?.as_slice()))
}

/// The low 256 bits of a word as a `uint256` (Solidity's truncating conversion).
fn from_word_uint256(w: [u8; 32]) -> Uint256 {
    let w = word_truncate(w, 256, false);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Uint256::from_be_bytes(b)
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

/// A `uint64` as a 32-byte big-endian two's complement word.
fn to_word_uint64(x: Uint64) -> [u8; 32] {
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
    // StructValues
    PROFILE.save(deps.storage, &Profile::default())?;
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
        ExecuteMsg::SetProfile {
            id,
            name,
            scores,
            level,
        } => execute_set_profile(deps, id, name, scores, level),
    }
}

/// `setProfile(uint256 id, string name, uint256[] scores, uint64 level) external`
pub fn execute_set_profile(
    deps: DepsMut,
    id: Uint256,
    name: String,
    scores: Vec<Uint256>,
    level: Uint64,
) -> Result<Response, ContractError> {
    PROFILE.save(
        deps.storage,
        &Profile {
            id,
            name: name.clone(),
            scores: scores.clone(),
            level,
        },
    )?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Profile {} => {
            let value = PROFILE.load(deps.storage)?;
            to_json_binary(&ProfileResponse {
                id: value.id,
                name: value.name,
                level: value.level,
            })?
        }
        QueryMsg::Encoded {} => to_json_binary(&query_encoded(deps)?)?,
        QueryMsg::Tagged { tag } => to_json_binary(&query_tagged(deps, tag)?)?,
        QueryMsg::Digest {} => to_json_binary(&query_digest(deps)?)?,
        QueryMsg::RoundTrip {} => to_json_binary(&query_round_trip(deps)?)?,
        QueryMsg::ViaGetter {} => {
            let (id, name, level) = query_via_getter(deps, &env)?;
            to_json_binary(&ViaGetterResponse { id, name, level })?
        }
        QueryMsg::Accounts {} => {
            let (ret0, ret1, ret2) = query_accounts(deps)?;
            to_json_binary(&AccountsResponse { ret0, ret1, ret2 })?
        }
    })
}

/// `encoded() external view returns (bytes)`
fn query_encoded(deps: Deps) -> Result<HexBinary, ContractError> {
    let p = PROFILE.load(deps.storage)?;
    let encoded = p.clone();
    Ok(HexBinary::from({
        let tail_3 = {
            let tail = abi_tail_bytes(encoded.name.as_bytes());
            let tail_2 = abi_tail_array(
                encoded.scores.len(),
                encoded
                    .scores
                    .iter()
                    .flat_map(|x| to_word_uint256(*x))
                    .collect(),
            );
            [
                &to_word_uint256(encoded.id),
                &to_word_uint64(Uint64::new(128)),
                &to_word_uint64(Uint64::new((128 + tail.len()) as u64)),
                &to_word_uint64(encoded.level),
                tail.as_slice(),
                tail_2.as_slice(),
            ]
            .concat()
        };
        [&to_word_uint64(Uint64::new(32)), tail_3.as_slice()].concat()
    }))
}

/// `tagged(uint256 tag) external view returns (bytes)`
fn query_tagged(deps: Deps, tag: Uint256) -> Result<HexBinary, ContractError> {
    let p = PROFILE.load(deps.storage)?;
    let encoded = p.clone();
    Ok(HexBinary::from({
        let tail_3 = {
            let tail = abi_tail_bytes(encoded.name.as_bytes());
            let tail_2 = abi_tail_array(
                encoded.scores.len(),
                encoded
                    .scores
                    .iter()
                    .flat_map(|x| to_word_uint256(*x))
                    .collect(),
            );
            [
                &to_word_uint256(encoded.id),
                &to_word_uint64(Uint64::new(128)),
                &to_word_uint64(Uint64::new((128 + tail.len()) as u64)),
                &to_word_uint64(encoded.level),
                tail.as_slice(),
                tail_2.as_slice(),
            ]
            .concat()
        };
        let tail_4 = abi_tail_bytes("end".to_string().as_bytes());
        [
            &to_word_uint256(tag),
            &to_word_uint64(Uint64::new(96)),
            &to_word_uint64(Uint64::new((96 + tail_3.len()) as u64)),
            tail_3.as_slice(),
            tail_4.as_slice(),
        ]
        .concat()
    }))
}

/// `digest() external view returns (bytes32)`
fn query_digest(deps: Deps) -> Result<HexBinary, ContractError> {
    let p = PROFILE.load(deps.storage)?;
    let encoded = p.clone();
    Ok(keccak256(&{
        let tail_3 = {
            let tail = abi_tail_bytes(encoded.name.as_bytes());
            let tail_2 = abi_tail_array(
                encoded.scores.len(),
                encoded
                    .scores
                    .iter()
                    .flat_map(|x| to_word_uint256(*x))
                    .collect(),
            );
            [
                &to_word_uint256(encoded.id),
                &to_word_uint64(Uint64::new(128)),
                &to_word_uint64(Uint64::new((128 + tail.len()) as u64)),
                &to_word_uint64(encoded.level),
                tail.as_slice(),
                tail_2.as_slice(),
            ]
            .concat()
        };
        [&to_word_uint64(Uint64::new(32)), tail_3.as_slice()].concat()
    }))
}

/// `roundTrip() external view returns (Profile)`
fn query_round_trip(deps: Deps) -> Result<Profile, ContractError> {
    let p = PROFILE.load(deps.storage)?;
    let encoded = p.clone();
    let back = {
        let data: &[u8] = &HexBinary::from({
            let tail_3 = {
                let tail = abi_tail_bytes(encoded.name.as_bytes());
                let tail_2 = abi_tail_array(
                    encoded.scores.len(),
                    encoded
                        .scores
                        .iter()
                        .flat_map(|x| to_word_uint256(*x))
                        .collect(),
                );
                [
                    &to_word_uint256(encoded.id),
                    &to_word_uint64(Uint64::new(128)),
                    &to_word_uint64(Uint64::new((128 + tail.len()) as u64)),
                    &to_word_uint64(encoded.level),
                    tail.as_slice(),
                    tail_2.as_slice(),
                ]
                .concat()
            };
            [&to_word_uint64(Uint64::new(32)), tail_3.as_slice()].concat()
        });
        let struct_data = abi_tuple(data, abi_word(data, 0)?)?;
        Profile {
            id: abi_decode_uint256(abi_word(struct_data, 0)?)?,
            name: abi_decode_string(struct_data, abi_word(struct_data, 32)?)?,
            scores: abi_array_words(struct_data, abi_word(struct_data, 64)?)?
                .into_iter()
                .map(abi_decode_uint256)
                .collect::<Result<Vec<_>, _>>()?,
            level: abi_decode_uint64(abi_word(struct_data, 96)?)?,
        }
    };
    if back.name.as_bytes() != p.name.as_bytes() {
        return Err(ContractError::NameChanged);
    }
    Ok(back.clone())
}

/// `viaGetter() external view returns (uint256 id, string name, uint64 level)`
fn query_via_getter(deps: Deps, _env: &Env) -> Result<(Uint256, String, Uint64), ContractError> {
    let value = PROFILE.load(deps.storage)?;
    let (t0, t1, t2) = (value.id, value.name.clone(), value.level);
    let id = t0;
    let name = t1;
    let level = t2;
    Ok((id, name, level))
}

/// `accounts() external pure returns (address, address, bool)`
fn query_accounts(deps: Deps) -> Result<(Addr, Addr, bool), ContractError> {
    let one = address_literal(deps.api, "0000000000000000000000000000000000000001")?;
    Ok((
        one.clone(),
        address_literal(deps.api, "000000000000000000000000000000000000cafe")?,
        one == address_from_uint160(deps.api, Uint256::one())?,
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
