#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary, Int64, MessageInfo,
    Response, StdResult, Uint128, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    ClearResponse, CombineResponse, ExecuteMsg, InstantiateMsg, MigrateMsg, OpenResponse,
    PageLimitsResponse, PageResponse, QueryMsg, RotateResponse,
};
use crate::state::{ENTRIES, LAST_SUM, OPENED};

const CONTRACT_NAME: &str = "crates.io:entry-journal";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
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

fn bitor_int40(a: Int64, b: Int64) -> Int64 {
    let (a, b) = (to_word_int40(a), to_word_int40(b));
    let mut w = [0u8; 32];
    for (i, byte) in w.iter_mut().enumerate() {
        *byte = a[i] | b[i];
    }
    from_word_int40(w)
}

/// Checked arithmetic at the declared width: a `int40` result outside its range is an overflow.
fn check_int40(x: Int64) -> Result<Int64, ContractError> {
    if from_word_int40(to_word_int40(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}

/// Checked arithmetic at the declared width: a `uint24` result outside its range is an overflow.
fn check_uint24(x: u32) -> Result<u32, ContractError> {
    if from_word_uint24(to_word_uint24(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}

/// The low 40 bits of a word as a `int40` (Solidity's truncating conversion).
fn from_word_int40(w: [u8; 32]) -> Int64 {
    let w = word_truncate(w, 40, true);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Int64::from_be_bytes(b)
}

/// The low 24 bits of a word as a `uint24` (Solidity's truncating conversion).
fn from_word_uint24(w: [u8; 32]) -> u32 {
    let w = word_truncate(w, 24, false);
    let mut b = [0u8; 4];
    b.copy_from_slice(&w[28..]);
    u32::from_be_bytes(b)
}

/// `ripemd160`: RIPEMD-160, computed in the contract (the chain offers no such hash).
fn ripemd160(data: &[u8]) -> HexBinary {
    const R1: [usize; 80] = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9,
        5, 2, 14, 11, 8, 3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12, 1, 9, 11, 10, 0, 8,
        12, 4, 13, 3, 7, 15, 14, 5, 6, 2, 4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13,
    ];
    const R2: [usize; 80] = [
        5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12, 6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8,
        12, 4, 9, 1, 2, 15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13, 8, 6, 4, 1, 3, 11,
        15, 0, 5, 12, 2, 13, 9, 7, 10, 14, 12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11,
    ];
    const S1: [u32; 80] = [
        11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8, 7, 6, 8, 13, 11, 9, 7, 15, 7, 12,
        15, 9, 11, 7, 13, 12, 11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5, 11, 12, 14,
        15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12, 9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11,
        8, 5, 6,
    ];
    const S2: [u32; 80] = [
        8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6, 9, 13, 15, 7, 12, 8, 9, 11, 7, 7,
        12, 7, 6, 15, 13, 11, 9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5, 15, 5, 8, 11,
        14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8, 8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13,
        11, 11,
    ];
    const K1: [u32; 5] = [0, 0x5a82_7999, 0x6ed9_eba1, 0x8f1b_bcdc, 0xa953_fd4e];
    const K2: [u32; 5] = [0x50a2_8be6, 0x5c4d_d124, 0x6d70_3ef3, 0x7a6d_76e9, 0];
    fn f(round: usize, x: u32, y: u32, z: u32) -> u32 {
        match round {
            0 => x ^ y ^ z,
            1 => (x & y) | (!x & z),
            2 => (x | !y) ^ z,
            3 => (x & z) | (y & !z),
            _ => x ^ (y | !z),
        }
    }
    let mut h: [u32; 5] = [
        0x6745_2301,
        0xefcd_ab89,
        0x98ba_dcfe,
        0x1032_5476,
        0xc3d2_e1f0,
    ];
    let mut msg = data.to_vec();
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&(data.len() as u64).wrapping_mul(8).to_le_bytes());
    for block in msg.chunks(64) {
        let x: Vec<u32> = block
            .chunks(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        let [mut al, mut bl, mut cl, mut dl, mut el] = h;
        let [mut ar, mut br, mut cr, mut dr, mut er] = h;
        for j in 0..80 {
            let t = al
                .wrapping_add(f(j / 16, bl, cl, dl))
                .wrapping_add(x[R1[j]])
                .wrapping_add(K1[j / 16])
                .rotate_left(S1[j])
                .wrapping_add(el);
            (al, el, dl, cl, bl) = (el, dl, cl.rotate_left(10), bl, t);
            let t = ar
                .wrapping_add(f(4 - j / 16, br, cr, dr))
                .wrapping_add(x[R2[j]])
                .wrapping_add(K2[j / 16])
                .rotate_left(S2[j])
                .wrapping_add(er);
            (ar, er, dr, cr, br) = (er, dr, cr.rotate_left(10), br, t);
        }
        h = [
            h[1].wrapping_add(cl).wrapping_add(dr),
            h[2].wrapping_add(dl).wrapping_add(er),
            h[3].wrapping_add(el).wrapping_add(ar),
            h[4].wrapping_add(al).wrapping_add(br),
            h[0].wrapping_add(bl).wrapping_add(cr),
        ];
    }
    HexBinary::from(h.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>())
}

/// A `int40` as a 32-byte big-endian two's complement word.
fn to_word_int40(x: Int64) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), x.is_negative())
}

/// A `uint24` as a 32-byte big-endian two's complement word.
fn to_word_uint24(x: u32) -> [u8; 32] {
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

/// A `uint8` as a 32-byte big-endian two's complement word.
fn to_word_uint8(x: u8) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// Wraps a value computed in the wider Rust type into `uint24` (`unchecked` arithmetic).
fn wrap_uint24(x: u32) -> u32 {
    from_word_uint24(to_word_uint24(x))
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
    // EntryJournal
    ENTRIES.save(deps.storage, &Vec::new())?;
    OPENED.save(deps.storage, &Uint256::zero())?;
    LAST_SUM.save(deps.storage, &Int64::zero())?;
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
        ExecuteMsg::Open {} => execute_open(deps),
        ExecuteMsg::OpenIf { wanted } => execute_open_if(deps, wanted),
        ExecuteMsg::Record { index, amount } => execute_record(deps, index, amount),
        ExecuteMsg::Clear {} => execute_clear(deps),
        ExecuteMsg::Rotate { i, j } => execute_rotate(deps, i, j),
        ExecuteMsg::Combine { a, b } => {
            check_int40(a)?;
            check_int40(b)?;
            execute_combine(deps, a, b)
        }
    }
}

/// `open() external returns (uint256 index, uint256 value)`
pub fn execute_open(deps: DepsMut) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut entries = ENTRIES.load(deps.storage)?;
    entries.push(Uint256::zero());
    ENTRIES.save(deps.storage, &entries)?;
    let value = Uint256::zero();
    let index =
        Uint256::from(ENTRIES.load(deps.storage)?.len() as u64).checked_sub(Uint256::one())?;
    let opened = OPENED.load(deps.storage)?.checked_add(Uint256::one())?;
    OPENED.save(deps.storage, &opened)?;
    events.push(opened_event(index, value));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&OpenResponse { index, value })?))
}

/// `openIf(bool wanted) external returns (bool)`
pub fn execute_open_if(deps: DepsMut, wanted: bool) -> Result<Response, ContractError> {
    if wanted && {
        let mut entries = ENTRIES.load(deps.storage)?;
        entries.push(Uint256::zero());
        ENTRIES.save(deps.storage, &entries)?;
        Uint256::zero()
    } == Uint256::zero()
    {
        let opened = OPENED.load(deps.storage)?.checked_add(Uint256::one())?;
        OPENED.save(deps.storage, &opened)?;
        return Ok(Response::new().set_data(to_json_binary(&true)?));
    }
    Ok(Response::new().set_data(to_json_binary(&false)?))
}

/// `record(uint256 index, uint256 amount) external`
pub fn execute_record(
    deps: DepsMut,
    index: Uint256,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut entries = ENTRIES.load(deps.storage)?;
    *at_mut(&mut entries, index)? = amount;
    ENTRIES.save(deps.storage, &entries)?;
    Ok(Response::new())
}

/// `clear() external returns (uint256[], uint8[][])`
pub fn execute_clear(deps: DepsMut) -> Result<Response, ContractError> {
    let _scratch = vec![Vec::<Uint256>::new(); to_usize(Uint256::zero())?];
    ENTRIES.save(deps.storage, &Vec::new())?;
    Ok(Response::new().set_data(to_json_binary(&ClearResponse {
        ret0: Vec::<Uint256>::new(),
        ret1: Vec::<Vec<u8>>::new(),
    })?))
}

/// `rotate(uint256 i, uint256 j) external returns (uint256 a, uint256 b)`
pub fn execute_rotate(deps: DepsMut, i: Uint256, j: Uint256) -> Result<Response, ContractError> {
    let (t0, t1, t2) = (
        at(&ENTRIES.load(deps.storage)?, j)?,
        at(&ENTRIES.load(deps.storage)?, i)?,
        Uint256::from_u128(7),
    );
    let k = t2;
    let mut entries = ENTRIES.load(deps.storage)?;
    *at_mut(&mut entries, j)? = t1;
    ENTRIES.save(deps.storage, &entries)?;
    let mut entries_2 = ENTRIES.load(deps.storage)?;
    *at_mut(&mut entries_2, i)? = t0;
    ENTRIES.save(deps.storage, &entries_2)?;
    let (t0_2, _, t2_2) = (
        at(&ENTRIES.load(deps.storage)?, i)?,
        Uint256::zero(),
        at(&ENTRIES.load(deps.storage)?, j)?.checked_add(k)?,
    );
    let a = t0_2;
    let mut b = t2_2;
    let mut x = Uint256::from(ENTRIES.load(deps.storage)?.len() as u64);
    x = x.checked_add(Uint256::one())?;
    b = b.checked_add(x)?;
    Ok(Response::new().set_data(to_json_binary(&RotateResponse { a, b })?))
}

/// `combine(int40 a, int40 b) external returns (int40 bits, int40 sum)`
pub fn execute_combine(deps: DepsMut, a: Int64, b: Int64) -> Result<Response, ContractError> {
    let check_int40_value = bitor_int40(a, b);
    let bits = check_int40_value;
    let sum = bitor_int40_2(a, b)?;
    LAST_SUM.save(deps.storage, &sum)?;
    Ok(Response::new().set_data(to_json_binary(&CombineResponse { bits, sum })?))
}

/// `freeFunction(int40 a, int40 b) pure returns (int40)`
fn bitor_int40_2(a: Int64, b: Int64) -> Result<Int64, ContractError> {
    check_int40(a.checked_add(b)?)
}

/// `wrap_uint24(uint24 x) internal pure returns (uint24)`
fn wrap_uint24_entry_journal(x: u32) -> Result<u32, ContractError> {
    check_uint24(
        x.checked_add(1u32)
            .ok_or(ContractError::Panic { code: 0x11 })?,
    )
}

/// `event Opened(uint256 index, uint256 value)`
fn opened_event(index: Uint256, value: Uint256) -> Event {
    Event::new("Opened")
        .add_attribute("index", index.to_string())
        .add_attribute("value", value.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Entries { arg0 } => to_json_binary(&at(&ENTRIES.load(deps.storage)?, arg0)?)?,
        QueryMsg::Opened {} => to_json_binary(&OPENED.load(deps.storage)?)?,
        QueryMsg::LastSum {} => to_json_binary(&LAST_SUM.load(deps.storage)?)?,
        QueryMsg::Page { wide } => {
            let (first, size) = query_page(deps, wide)?;
            to_json_binary(&PageResponse { first, size })?
        }
        QueryMsg::PageLimits { wide } => {
            let (ret0, ret1) = query_page_limits(wide)?;
            to_json_binary(&PageLimitsResponse { ret0, ret1 })?
        }
        QueryMsg::Count {} => to_json_binary(&query_count(deps)?)?,
        QueryMsg::Layout { pair, tags } => to_json_binary(&query_layout(pair, tags)?)?,
        QueryMsg::Digest { triple } => to_json_binary(&query_digest(triple)?)?,
        QueryMsg::Scale { x } => {
            check_uint24(x)?;
            to_json_binary(&query_scale(x)?)?
        }
        QueryMsg::Fingerprint { note } => to_json_binary(&query_fingerprint(note)?)?,
        QueryMsg::Ping { sender } => {
            let sender = parse_address(deps.api, &sender)?;
            to_json_binary(&query_ping(deps, &sender)?)?
        }
    })
}

/// `page(bool wide) external view returns (uint256 first, uint16 size)`
fn query_page(deps: Deps, wide: bool) -> Result<(Uint256, u16), ContractError> {
    let (lo, n) = if wide {
        (Uint256::zero(), 1000u16)
    } else {
        (
            Uint256::from(ENTRIES.load(deps.storage)?.len() as u64)
                .checked_div(Uint256::from_u128(2))?,
            20u16,
        )
    };
    let (t0, t1) = (lo, n);
    let first = t0;
    let size = t1;
    Ok((first, size))
}

/// `pageLimits(bool wide) external pure returns (uint256, uint16)`
fn query_page_limits(wide: bool) -> Result<(Uint256, u16), ContractError> {
    let (ret0, ret1) = if wide {
        (Uint256::zero(), 1000u16)
    } else {
        (Uint256::one(), 20u16)
    };
    Ok((ret0, ret1))
}

/// `count() external view returns (uint256)`
fn query_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(ENTRIES.load(deps.storage)?.len() as u64))
}

/// `layout(uint256[2] pair, uint8[] tags) external pure returns (bytes)`
fn query_layout(pair: Vec<Uint256>, tags: Vec<u8>) -> Result<HexBinary, ContractError> {
    Ok(HexBinary::from({
        let tail = abi_tail_array(
            tags.len(),
            tags.iter().flat_map(|x| to_word_uint8(*x)).collect(),
        );
        [
            pair.iter()
                .flat_map(|x| to_word_uint256(*x))
                .collect::<Vec<u8>>()
                .as_slice(),
            &to_word_uint64(Uint64::new(128)),
            &to_word_uint8(u8::from(true)),
            tail.as_slice(),
        ]
        .concat()
    }))
}

/// `digest(uint64[3] triple) external pure returns (bytes32)`
fn query_digest(triple: Vec<Uint64>) -> Result<HexBinary, ContractError> {
    Ok(keccak256(
        &[
            &to_word_uint8(1u8),
            triple
                .iter()
                .flat_map(|x| to_word_uint64(*x))
                .collect::<Vec<u8>>()
                .as_slice(),
        ]
        .concat(),
    ))
}

/// `scale(uint24 x) external pure returns (uint24)`
fn query_scale(x: u32) -> Result<u32, ContractError> {
    // unchecked
    Ok(wrap_uint24(
        wrap_uint24_entry_journal(x)?.wrapping_mul(3u32),
    ))
}

/// `fingerprint(bytes note) external pure returns (bytes20)`
fn query_fingerprint(note: HexBinary) -> Result<HexBinary, ContractError> {
    Ok(ripemd160(note.as_slice()))
}

/// `ping() external view returns (uint256)`
fn query_ping(deps: Deps, _sender: &Addr) -> Result<Uint256, ContractError> {
    Ok(OPENED.load(deps.storage)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
