#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Checksum, Deps, DepsMut, Env, HexBinary, Int128, Int256, Int64,
    MessageInfo, Response, Uint128, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    ByteCmpResponse, ByteOpsResponse, EmptyChecksResponse, ExecuteMsg, HashArrResponse,
    HashMixedResponse, HashesResponse, InstantiateMsg, LiteralCastsResponse, MigrateMsg,
    NarrowResponse, QueryMsg, Signs8Response, SignsResponse, SmallBytesResponse, ToSignedResponse,
    WordCastsResponse,
};
use crate::state::{BLOB, SEL, TEXT, WORD};

const CONTRACT_NAME: &str = "crates.io:bytes-and-hashing";
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

/// `v[i]` as an assignment target: an index past the end fails with `Panic(0x32)`.
fn at_mut<T>(v: &mut [T], i: Uint256) -> Result<&mut T, ContractError> {
    index(i)
        .and_then(|i| v.get_mut(i))
        .ok_or(ContractError::Panic { code: 0x32 })
}

/// The length of a new memory array.
fn to_usize(n: Uint256) -> Result<usize, ContractError> {
    index(n).ok_or(ContractError::Panic { code: 0x41 })
}

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

/// `sha256`
fn sha256(data: &[u8]) -> HexBinary {
    HexBinary::from(Checksum::generate(data).as_slice())
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

/// Checked arithmetic at the declared width: a `uint72` result outside its range is an overflow.
fn check_uint72(x: Uint128) -> Result<Uint128, ContractError> {
    if from_word_uint72(to_word_uint72(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}

/// The low 128 bits of a word as a `int128` (Solidity's truncating conversion).
fn from_word_int128(w: [u8; 32]) -> Int128 {
    let w = word_truncate(w, 128, true);
    let mut b = [0u8; 16];
    b.copy_from_slice(&w[16..]);
    Int128::from_be_bytes(b)
}

/// The low 256 bits of a word as a `int256` (Solidity's truncating conversion).
fn from_word_int256(w: [u8; 32]) -> Int256 {
    let w = word_truncate(w, 256, true);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Int256::from_be_bytes(b)
}

/// The low 40 bits of a word as a `int40` (Solidity's truncating conversion).
fn from_word_int40(w: [u8; 32]) -> Int64 {
    let w = word_truncate(w, 40, true);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Int64::from_be_bytes(b)
}

/// The low 64 bits of a word as a `int64` (Solidity's truncating conversion).
fn from_word_int64(w: [u8; 32]) -> Int64 {
    let w = word_truncate(w, 64, true);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Int64::from_be_bytes(b)
}

/// The low 8 bits of a word as a `int8` (Solidity's truncating conversion).
fn from_word_int8(w: [u8; 32]) -> i8 {
    let w = word_truncate(w, 8, true);
    let mut b = [0u8; 1];
    b.copy_from_slice(&w[31..]);
    i8::from_be_bytes(b)
}

/// The low 128 bits of a word as a `uint128` (Solidity's truncating conversion).
fn from_word_uint128(w: [u8; 32]) -> Uint128 {
    let w = word_truncate(w, 128, false);
    let mut b = [0u8; 16];
    b.copy_from_slice(&w[16..]);
    Uint128::from_be_bytes(b)
}

/// The low 16 bits of a word as a `uint16` (Solidity's truncating conversion).
fn from_word_uint16(w: [u8; 32]) -> u16 {
    let w = word_truncate(w, 16, false);
    let mut b = [0u8; 2];
    b.copy_from_slice(&w[30..]);
    u16::from_be_bytes(b)
}

/// The low 160 bits of a word as a `uint160` (Solidity's truncating conversion).
fn from_word_uint160(w: [u8; 32]) -> Uint256 {
    let w = word_truncate(w, 160, false);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Uint256::from_be_bytes(b)
}

/// The low 256 bits of a word as a `uint256` (Solidity's truncating conversion).
fn from_word_uint256(w: [u8; 32]) -> Uint256 {
    let w = word_truncate(w, 256, false);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Uint256::from_be_bytes(b)
}

/// The low 40 bits of a word as a `uint40` (Solidity's truncating conversion).
fn from_word_uint40(w: [u8; 32]) -> Uint64 {
    let w = word_truncate(w, 40, false);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Uint64::from_be_bytes(b)
}

/// The low 64 bits of a word as a `uint64` (Solidity's truncating conversion).
fn from_word_uint64(w: [u8; 32]) -> Uint64 {
    let w = word_truncate(w, 64, false);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Uint64::from_be_bytes(b)
}

/// The low 72 bits of a word as a `uint72` (Solidity's truncating conversion).
fn from_word_uint72(w: [u8; 32]) -> Uint128 {
    let w = word_truncate(w, 72, false);
    let mut b = [0u8; 16];
    b.copy_from_slice(&w[16..]);
    Uint128::from_be_bytes(b)
}

/// The low 8 bits of a word as a `uint8` (Solidity's truncating conversion).
fn from_word_uint8(w: [u8; 32]) -> u8 {
    let w = word_truncate(w, 8, false);
    let mut b = [0u8; 1];
    b.copy_from_slice(&w[31..]);
    u8::from_be_bytes(b)
}

/// `b.pop()` on `bytes`: drops the last byte; an empty `bytes` fails with `Panic(0x31)`.
fn pop_byte(b: &HexBinary) -> Result<HexBinary, ContractError> {
    match b.split_last() {
        Some((_, rest)) => Ok(HexBinary::from(rest)),
        None => Err(ContractError::Panic { code: 0x31 }),
    }
}

/// `b[i] = v` on a memory `bytes` (an index past the end fails with `Panic(0x32)`).
fn set_byte(b: &HexBinary, i: Uint256, v: &HexBinary) -> Result<HexBinary, ContractError> {
    let mut bytes = b.to_vec();
    let byte = at_mut(&mut bytes, i)?;
    *byte = v.first().copied().unwrap_or_default();
    Ok(HexBinary::from(bytes))
}

/// `b << shift` on a `bytesN`: bits shifted past the first byte are lost.
fn shl_fixed_bytes(b: &HexBinary, shift: u32) -> HexBinary {
    let mut w = [0u8; 32];
    w[..b.len()].copy_from_slice(b.as_slice());
    let w = Uint256::from_be_bytes(w)
        .checked_shl(shift)
        .unwrap_or_default()
        .to_be_bytes();
    HexBinary::from(&w[..b.len()])
}

/// `b >> shift` on a `bytesN`: bits shifted past the last byte are lost.
fn shr_fixed_bytes(b: &HexBinary, shift: u32) -> HexBinary {
    let mut w = [0u8; 32];
    w[..b.len()].copy_from_slice(b.as_slice());
    let w = Uint256::from_be_bytes(w)
        .checked_shr(shift)
        .unwrap_or_default()
        .to_be_bytes();
    HexBinary::from(&w[..b.len()])
}

/// A `int16` as a 32-byte big-endian two's complement word.
fn to_word_int16(x: i16) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), x < 0)
}

/// A `int256` as a 32-byte big-endian two's complement word.
fn to_word_int256(x: Int256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), x.is_negative())
}

/// A `int8` as a 32-byte big-endian two's complement word.
fn to_word_int8(x: i8) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), x < 0)
}

/// A `uint16` as a 32-byte big-endian two's complement word.
fn to_word_uint16(x: u16) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint64` as a 32-byte big-endian two's complement word.
fn to_word_uint64(x: Uint64) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint72` as a 32-byte big-endian two's complement word.
fn to_word_uint72(x: Uint128) -> [u8; 32] {
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
    // BytesAndHashing
    BLOB.save(deps.storage, &HexBinary::default())?;
    TEXT.save(deps.storage, &String::new())?;
    WORD.save(deps.storage, &HexBinary::from(vec![0u8; 32]))?;
    SEL.save(deps.storage, &HexBinary::from(vec![0u8; 4]))?;
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
        ExecuteMsg::SetBlob { b } => execute_set_blob(deps, b),
        ExecuteMsg::SetText { s } => execute_set_text(deps, s),
        ExecuteMsg::PushBlob { b } => {
            if b.len() != 1 {
                return Err(ContractError::Bytes1NeedsExactly1Bytes);
            }
            execute_push_blob(deps, b)
        }
        ExecuteMsg::PopBlob {} => execute_pop_blob(deps),
        ExecuteMsg::SetBlobAt { i, b } => {
            if b.len() != 1 {
                return Err(ContractError::Bytes1NeedsExactly1Bytes);
            }
            execute_set_blob_at(deps, i, b)
        }
        ExecuteMsg::DeleteBlob {} => execute_delete_blob(deps),
        ExecuteMsg::StoreWord { s } => execute_store_word(deps, s),
    }
}

/// `setBlob(bytes b) external`
pub fn execute_set_blob(deps: DepsMut, b: HexBinary) -> Result<Response, ContractError> {
    BLOB.save(deps.storage, &b)?;
    Ok(Response::new())
}

/// `setText(string s) external`
pub fn execute_set_text(deps: DepsMut, s: String) -> Result<Response, ContractError> {
    TEXT.save(deps.storage, &s)?;
    Ok(Response::new())
}

/// `pushBlob(bytes1 b) external`
pub fn execute_push_blob(deps: DepsMut, b: HexBinary) -> Result<Response, ContractError> {
    let mut blob = BLOB.load(deps.storage)?;
    blob = HexBinary::from([blob.as_slice(), b.as_slice()].concat());
    BLOB.save(deps.storage, &blob)?;
    Ok(Response::new())
}

/// `popBlob() external`
pub fn execute_pop_blob(deps: DepsMut) -> Result<Response, ContractError> {
    let mut blob = BLOB.load(deps.storage)?;
    blob = pop_byte(&blob)?;
    BLOB.save(deps.storage, &blob)?;
    Ok(Response::new())
}

/// `setBlobAt(uint256 i, bytes1 b) external`
pub fn execute_set_blob_at(
    deps: DepsMut,
    i: Uint256,
    b: HexBinary,
) -> Result<Response, ContractError> {
    let index = i;
    let blob = {
        let bytes = BLOB.load(deps.storage)?;
        set_byte(&bytes, index, &b.clone())?
    };
    BLOB.save(deps.storage, &blob)?;
    Ok(Response::new())
}

/// `deleteBlob() external`
pub fn execute_delete_blob(deps: DepsMut) -> Result<Response, ContractError> {
    BLOB.save(deps.storage, &HexBinary::default())?;
    Ok(Response::new())
}

/// `storeWord(string s) external`
pub fn execute_store_word(deps: DepsMut, s: String) -> Result<Response, ContractError> {
    WORD.save(deps.storage, &keccak256(s.as_bytes()))?;
    let sel = HexBinary::from({
        let mut b = WORD.load(deps.storage)?.to_vec();
        b.resize(4, 0);
        b
    });
    SEL.save(deps.storage, &sel)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Blob {} => to_json_binary(&BLOB.load(deps.storage)?)?,
        QueryMsg::Text {} => to_json_binary(&TEXT.load(deps.storage)?)?,
        QueryMsg::Word {} => to_json_binary(&WORD.load(deps.storage)?)?,
        QueryMsg::Sel {} => to_json_binary(&SEL.load(deps.storage)?)?,
        QueryMsg::Narrow { a } => {
            let (ret0, ret1, ret2, ret3, ret4) = query_narrow(a)?;
            to_json_binary(&NarrowResponse {
                ret0,
                ret1,
                ret2,
                ret3,
                ret4,
            })?
        }
        QueryMsg::Signs { a } => {
            let (ret0, ret1, ret2, ret3, ret4) = query_signs(a)?;
            to_json_binary(&SignsResponse {
                ret0,
                ret1,
                ret2,
                ret3,
                ret4,
            })?
        }
        QueryMsg::Signs8 { a } => {
            let (ret0, ret1, ret2) = query_signs8(a)?;
            to_json_binary(&Signs8Response { ret0, ret1, ret2 })?
        }
        QueryMsg::ToSigned { a } => {
            let (ret0, ret1) = query_to_signed(a)?;
            to_json_binary(&ToSignedResponse { ret0, ret1 })?
        }
        QueryMsg::WordCasts { a } => {
            let (ret0, ret1, ret2, ret3, ret4) = query_word_casts(a)?;
            to_json_binary(&WordCastsResponse {
                ret0,
                ret1,
                ret2,
                ret3,
                ret4,
            })?
        }
        QueryMsg::SmallBytes { b } => {
            if b.len() != 2 {
                return Err(ContractError::Bytes2NeedsExactly2Bytes);
            }
            let (ret0, ret1, ret2, ret3, ret4) = query_small_bytes(b)?;
            to_json_binary(&SmallBytesResponse {
                ret0,
                ret1,
                ret2,
                ret3,
                ret4,
            })?
        }
        QueryMsg::ByteOps { a, b } => {
            if a.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            if b.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            let (ret0, ret1, ret2, ret3, ret4, ret5) = query_byte_ops(a, b)?;
            to_json_binary(&ByteOpsResponse {
                ret0,
                ret1,
                ret2,
                ret3,
                ret4,
                ret5,
            })?
        }
        QueryMsg::ByteCmp { a, b } => {
            if a.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            if b.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            let (ret0, ret1, ret2) = query_byte_cmp(a, b)?;
            to_json_binary(&ByteCmpResponse { ret0, ret1, ret2 })?
        }
        QueryMsg::LiteralCasts {} => {
            let (ret0, ret1, ret2, ret3, ret4) = query_literal_casts()?;
            to_json_binary(&LiteralCastsResponse {
                ret0,
                ret1,
                ret2,
                ret3,
                ret4,
            })?
        }
        QueryMsg::BlobLen {} => to_json_binary(&query_blob_len(deps)?)?,
        QueryMsg::BlobAt { i } => to_json_binary(&query_blob_at(deps, i)?)?,
        QueryMsg::TextLen {} => to_json_binary(&query_text_len(deps)?)?,
        QueryMsg::TextByte { i } => to_json_binary(&query_text_byte(deps, i)?)?,
        QueryMsg::Cat { a, b } => to_json_binary(&query_cat(a, b)?)?,
        QueryMsg::CatBytes { a, b, c } => {
            if b.len() != 2 {
                return Err(ContractError::Bytes2NeedsExactly2Bytes);
            }
            to_json_binary(&query_cat_bytes(a, b, c)?)?
        }
        QueryMsg::Same { a, b } => to_json_binary(&query_same(a, b)?)?,
        QueryMsg::SameText { a } => to_json_binary(&query_same_text(deps, a)?)?,
        QueryMsg::Hashes { a, s } => {
            let (ret0, ret1, ret2, ret3) = query_hashes(a, s)?;
            to_json_binary(&HashesResponse {
                ret0,
                ret1,
                ret2,
                ret3,
            })?
        }
        QueryMsg::HashMixed { a, b, c, d, e } => {
            if d.len() != 3 {
                return Err(ContractError::Bytes3NeedsExactly3Bytes);
            }
            check_uint72(e)?;
            let (ret0, ret1) = query_hash_mixed(a, b, c, d, e)?;
            to_json_binary(&HashMixedResponse { ret0, ret1 })?
        }
        QueryMsg::HashArr { xs } => {
            let (ret0, ret1) = query_hash_arr(xs)?;
            to_json_binary(&HashArrResponse { ret0, ret1 })?
        }
        QueryMsg::MemBytes { n } => to_json_binary(&query_mem_bytes(n)?)?,
        QueryMsg::ReverseStr { s } => to_json_binary(&query_reverse_str(s)?)?,
        QueryMsg::EmptyChecks { s } => {
            let (ret0, ret1) = query_empty_checks(s)?;
            to_json_binary(&EmptyChecksResponse { ret0, ret1 })?
        }
    })
}

/// `narrow(uint256 a) external pure returns (uint8, uint16, uint40, uint128, uint160)`
fn query_narrow(a: Uint256) -> Result<(u8, u16, Uint64, Uint128, Uint256), ContractError> {
    Ok((
        from_word_uint8(to_word_uint256(a)),
        from_word_uint16(to_word_uint256(a)),
        from_word_uint40(to_word_uint256(a)),
        from_word_uint128(to_word_uint256(a)),
        from_word_uint160(to_word_uint256(a)),
    ))
}

/// `signs(int256 a) external pure returns (uint256, int8, uint8, int128, int40)`
fn query_signs(a: Int256) -> Result<(Uint256, i8, u8, Int128, Int64), ContractError> {
    Ok((
        from_word_uint256(to_word_int256(a)),
        from_word_int8(to_word_int256(a)),
        from_word_uint8(to_word_uint256(from_word_uint256(to_word_int256(a)))),
        from_word_int128(to_word_int256(a)),
        from_word_int40(to_word_int256(a)),
    ))
}

/// `signs8(int8 a) external pure returns (uint8, int16, uint16)`
fn query_signs8(a: i8) -> Result<(u8, i16, u16), ContractError> {
    Ok((
        from_word_uint8(to_word_int8(a)),
        i16::from(a),
        from_word_uint16(to_word_int16(i16::from(a))),
    ))
}

/// `toSigned(uint256 a) external pure returns (int256, int64)`
fn query_to_signed(a: Uint256) -> Result<(Int256, Int64), ContractError> {
    Ok((
        from_word_int256(to_word_uint256(a)),
        from_word_int64(to_word_uint64(from_word_uint64(to_word_uint256(a)))),
    ))
}

/// `wordCasts(uint256 a) external pure returns (bytes32, uint256, bytes4, bytes8, bytes32)`
fn query_word_casts(
    a: Uint256,
) -> Result<(HexBinary, Uint256, HexBinary, HexBinary, HexBinary), ContractError> {
    let w = HexBinary::from(a.to_be_bytes().as_slice());
    let b4 = HexBinary::from({
        let mut b = w.to_vec();
        b.resize(4, 0);
        b
    });
    let b8 = HexBinary::from({
        let mut b = b4.to_vec();
        b.resize(8, 0);
        b
    });
    Ok((
        w.clone(),
        Uint256::from_be_bytes(w.to_array()?),
        b4.clone(),
        b8.clone(),
        HexBinary::from({
            let mut b = b8.to_vec();
            b.resize(32, 0);
            b
        }),
    ))
}

/// `smallBytes(bytes2 b) external pure returns (uint16, bytes1, bytes1, bytes4, uint8)`
fn query_small_bytes(
    b: HexBinary,
) -> Result<(u16, HexBinary, HexBinary, HexBinary, u8), ContractError> {
    Ok((
        u16::from_be_bytes(b.to_array()?),
        HexBinary::from(vec![at(b.as_slice(), Uint256::zero())?]),
        HexBinary::from(vec![at(b.as_slice(), Uint256::one())?]),
        HexBinary::from({
            let mut b = b.to_vec();
            b.resize(4, 0);
            b
        }),
        u8::from_be_bytes(HexBinary::from(vec![at(b.as_slice(), Uint256::one())?]).to_array()?),
    ))
}

/// `byteOps(bytes4 a, bytes4 b) external pure returns (bytes4, bytes4, bytes4, bytes4, bytes4, bytes4)`
fn query_byte_ops(
    a: HexBinary,
    b: HexBinary,
) -> Result<
    (
        HexBinary,
        HexBinary,
        HexBinary,
        HexBinary,
        HexBinary,
        HexBinary,
    ),
    ContractError,
> {
    Ok((
        HexBinary::from(
            a.iter()
                .zip(b.iter())
                .map(|(x, y)| x & y)
                .collect::<Vec<u8>>(),
        ),
        HexBinary::from(
            a.iter()
                .zip(b.iter())
                .map(|(x, y)| x | y)
                .collect::<Vec<u8>>(),
        ),
        HexBinary::from(
            a.iter()
                .zip(b.iter())
                .map(|(x, y)| x ^ y)
                .collect::<Vec<u8>>(),
        ),
        HexBinary::from(a.iter().map(|x| !x).collect::<Vec<u8>>()),
        shl_fixed_bytes(&a, 8),
        shr_fixed_bytes(&a, 12),
    ))
}

/// `byteCmp(bytes4 a, bytes4 b) external pure returns (bool, bool, bool)`
fn query_byte_cmp(a: HexBinary, b: HexBinary) -> Result<(bool, bool, bool), ContractError> {
    Ok((a < b, a == b, a >= b))
}

/// `literalCasts() external pure returns (uint8, int8, bytes2, uint256, bytes32)`
fn query_literal_casts() -> Result<(u8, i8, HexBinary, Uint256, HexBinary), ContractError> {
    Ok((
        44u8,
        -1i8,
        HexBinary::from_hex("abcd")?,
        Uint256::from(Uint64::new(18446744073709551615)).checked_add(Uint256::one())?,
        HexBinary::from_hex("6869000000000000000000000000000000000000000000000000000000000000")?,
    ))
}

/// `blobLen() external view returns (uint256)`
fn query_blob_len(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(BLOB.load(deps.storage)?.len() as u64))
}

/// `blobAt(uint256 i) external view returns (bytes1)`
fn query_blob_at(deps: Deps, i: Uint256) -> Result<HexBinary, ContractError> {
    Ok(HexBinary::from(vec![at(
        BLOB.load(deps.storage)?.as_slice(),
        i,
    )?]))
}

/// `textLen() external view returns (uint256)`
fn query_text_len(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(TEXT.load(deps.storage)?.len() as u64))
}

/// `textByte(uint256 i) external view returns (bytes1)`
fn query_text_byte(deps: Deps, i: Uint256) -> Result<HexBinary, ContractError> {
    Ok(HexBinary::from(vec![at(
        HexBinary::from(TEXT.load(deps.storage)?.as_bytes()).as_slice(),
        i,
    )?]))
}

/// `cat(string a, string b) external pure returns (string)`
fn query_cat(a: String, b: String) -> Result<String, ContractError> {
    Ok([a.as_str(), "-".to_string().as_str(), b.as_str()].concat())
}

/// `catBytes(bytes a, bytes2 b, bytes c) external pure returns (bytes)`
fn query_cat_bytes(a: HexBinary, b: HexBinary, c: HexBinary) -> Result<HexBinary, ContractError> {
    Ok(HexBinary::from(
        [
            a.as_slice(),
            b.as_slice(),
            c.as_slice(),
            HexBinary::from_hex("21")?.as_slice(),
        ]
        .concat(),
    ))
}

/// `same(string a, string b) external pure returns (bool)`
fn query_same(a: String, b: String) -> Result<bool, ContractError> {
    Ok(a.as_bytes() == b.as_bytes())
}

/// `sameText(string a) external view returns (bool)`
fn query_same_text(deps: Deps, a: String) -> Result<bool, ContractError> {
    Ok([a.as_bytes()].concat() == [TEXT.load(deps.storage)?.as_bytes()].concat())
}

/// `hashes(uint256 a, string s) external pure returns (bytes32, bytes32, bytes32, bytes32)`
fn query_hashes(
    a: Uint256,
    s: String,
) -> Result<(HexBinary, HexBinary, HexBinary, HexBinary), ContractError> {
    Ok((
        keccak256(&[&a.to_be_bytes()[..], s.as_bytes()].concat()),
        keccak256(&{
            let tail = abi_tail_bytes(s.as_bytes());
            [
                &to_word_uint256(a),
                &to_word_uint64(Uint64::new(64)),
                tail.as_slice(),
            ]
            .concat()
        }),
        sha256(&[s.as_bytes()].concat()),
        sha256(s.as_bytes()),
    ))
}

/// `hashMixed(uint8 a, int16 b, bool c, bytes3 d, uint72 e) external pure returns (bytes32, bytes32)`
fn query_hash_mixed(
    a: u8,
    b: i16,
    c: bool,
    d: HexBinary,
    e: Uint128,
) -> Result<(HexBinary, HexBinary), ContractError> {
    Ok((
        keccak256(
            &[
                &a.to_be_bytes()[..],
                &b.to_be_bytes()[..],
                &[u8::from(c)],
                d.as_slice(),
                &e.to_be_bytes()[7..],
            ]
            .concat(),
        ),
        keccak256(
            &[
                &to_word_uint8(a),
                &to_word_int16(b),
                &to_word_uint8(u8::from(c)),
                d.as_slice(),
                &[0u8; 29],
                &to_word_uint72(e),
            ]
            .concat(),
        ),
    ))
}

/// `hashArr(uint16[] xs) external pure returns (bytes32, bytes32)`
fn query_hash_arr(xs: Vec<u16>) -> Result<(HexBinary, HexBinary), ContractError> {
    Ok((
        keccak256(
            &[xs.iter()
                .flat_map(|x| to_word_uint16(*x))
                .collect::<Vec<u8>>()
                .as_slice()]
            .concat(),
        ),
        keccak256(&{
            let tail = abi_tail_array(
                xs.len(),
                xs.iter().flat_map(|x| to_word_uint16(*x)).collect(),
            );
            [&to_word_uint64(Uint64::new(32)), tail.as_slice()].concat()
        }),
    ))
}

/// `memBytes(uint256 n) external pure returns (bytes out)`
fn query_mem_bytes(n: Uint256) -> Result<HexBinary, ContractError> {
    let mut out = HexBinary::from(vec![0u8; to_usize(n)?]);
    let mut i = Uint256::zero();
    while i < n {
        out = set_byte(
            &out,
            i,
            &HexBinary::from(
                from_word_uint8(to_word_uint256(Uint256::from_u128(65).checked_add(i)?))
                    .to_be_bytes()
                    .as_slice(),
            ),
        )?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(out)
}

/// `reverseStr(string s) external pure returns (string)`
fn query_reverse_str(s: String) -> Result<String, ContractError> {
    let b = HexBinary::from(s.as_bytes());
    let mut r = HexBinary::from(vec![0u8; to_usize(Uint256::from(b.len() as u64))?]);
    let mut i = Uint256::zero();
    while i < Uint256::from(b.len() as u64) {
        r = set_byte(
            &r,
            i,
            &HexBinary::from(vec![at(
                b.as_slice(),
                Uint256::from(b.len() as u64)
                    .checked_sub(Uint256::one())?
                    .checked_sub(i)?,
            )?]),
        )?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(String::from_utf8_lossy(r.as_slice()).into_owned())
}

/// `emptyChecks(string s) external pure returns (bool, uint256)`
fn query_empty_checks(s: String) -> Result<(bool, Uint256), ContractError> {
    Ok((
        Uint256::from(s.len() as u64) == Uint256::zero(),
        Uint256::from(s.len() as u64),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
