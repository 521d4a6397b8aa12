#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Deps, DepsMut, Env, HexBinary, MessageInfo, Response, StdResult,
    Storage, Uint128, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, InstantiateMsg, MigrateMsg, OddWidthsResponse, QueryMsg, SpreadResponse,
    WidenResponse,
};
use crate::state::{COUNTS, FEW_COUNTS, NARROW, SLOTS, SMALL, WIDE, WIDE_LENGTH};

const CONTRACT_NAME: &str = "crates.io:array-copies";
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

/// Checked arithmetic at the declared width: a `uint80` result outside its range is an overflow.
fn check_uint80(x: Uint128) -> Result<Uint128, ContractError> {
    if from_word_uint80(to_word_uint80(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// The low 24 bits of a word as a `uint24` (Solidity's truncating conversion).
fn from_word_uint24(w: [u8; 32]) -> u32 {
    let w = word_truncate(w, 24, false);
    let mut b = [0u8; 4];
    b.copy_from_slice(&w[28..]);
    u32::from_be_bytes(b)
}

/// The low 8 bits of a word as a `uint8` (Solidity's truncating conversion).
fn from_word_uint8(w: [u8; 32]) -> u8 {
    let w = word_truncate(w, 8, false);
    let mut b = [0u8; 1];
    b.copy_from_slice(&w[31..]);
    u8::from_be_bytes(b)
}

/// The low 80 bits of a word as a `uint80` (Solidity's truncating conversion).
fn from_word_uint80(w: [u8; 32]) -> Uint128 {
    let w = word_truncate(w, 80, false);
    let mut b = [0u8; 16];
    b.copy_from_slice(&w[16..]);
    Uint128::from_be_bytes(b)
}

/// Replaces a stored array by `values`: each element saved, the entries past the new length removed.
fn store_elements<T>(
    storage: &mut dyn Storage,
    elements: &cw_storage_plus::Map<&[u8], T>,
    length: &cw_storage_plus::Item<u64>,
    values: &[T],
) -> StdResult<()>
where
    T: cosmwasm_schema::serde::Serialize + cosmwasm_schema::serde::de::DeserializeOwned,
{
    let old = length.may_load(storage)?.unwrap_or_default();
    for (i, value) in (0u64..).zip(values) {
        elements.save(storage, Uint256::from(i).to_be_bytes().as_slice(), value)?;
    }
    let new = values.len() as u64;
    for i in new..old {
        elements.remove(storage, Uint256::from(i).to_be_bytes().as_slice());
    }
    length.save(storage, &new)
}

/// A `uint24` as a 32-byte big-endian two's complement word.
fn to_word_uint24(x: u32) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint80` as a 32-byte big-endian two's complement word.
fn to_word_uint80(x: Uint128) -> [u8; 32] {
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
    // ArrayCopies
    SMALL.save(deps.storage, &Vec::new())?;
    NARROW.save(deps.storage, &vec![HexBinary::from(vec![0u8; 1]); 4])?;
    SLOTS.save(deps.storage, &vec![HexBinary::from(vec![0u8; 2]); 8])?;
    FEW_COUNTS.save(deps.storage, &vec![0u16; 3])?;
    COUNTS.save(deps.storage, &vec![0u32; 5])?;
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
        ExecuteMsg::CopyWide { n } => execute_copy_wide(deps, n),
        ExecuteMsg::Spread {} => execute_spread(deps),
        ExecuteMsg::CopyCounts {} => execute_copy_counts(deps),
    }
}

/// `copyWide(uint64 n) external returns (uint256 length)`
pub fn execute_copy_wide(deps: DepsMut, n: Uint64) -> Result<Response, ContractError> {
    SMALL.save(deps.storage, &Vec::new())?;
    let mut i = Uint64::new(0);
    while i < n {
        let mut small = SMALL.load(deps.storage)?;
        small.push(
            i.checked_mul(Uint64::new(10))?
                .checked_add(Uint64::new(1))?,
        );
        SMALL.save(deps.storage, &small)?;
        i = i.checked_add(Uint64::new(1))?;
    }
    let mut i_2 = Uint256::zero();
    while i_2 < Uint256::from_u128(6) {
        let wide_length = WIDE_LENGTH.may_load(deps.storage)?.unwrap_or_default();
        WIDE.save(
            deps.storage,
            Uint256::from(wide_length).to_be_bytes().as_slice(),
            &Uint256::from_u128(999),
        )?;
        WIDE_LENGTH.save(deps.storage, &(wide_length + 1))?;
        i_2 = i_2.checked_add(Uint256::one())?;
    }
    let wide = SMALL
        .load(deps.storage)?
        .into_iter()
        .map(Uint256::from)
        .collect::<Vec<_>>();
    store_elements(deps.storage, &WIDE, &WIDE_LENGTH, &wide)?;
    Ok(Response::new().set_data(to_json_binary(&Uint256::from(
        WIDE_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))?))
}

/// `spread() external returns (bytes2 first, bytes2 fourth, bytes2 last, uint256 length)`
pub fn execute_spread(deps: DepsMut) -> Result<Response, ContractError> {
    let mut i = Uint256::zero();
    while i < Uint256::from(SLOTS.load(deps.storage)?.len() as u64) {
        let mut slots = SLOTS.load(deps.storage)?;
        *at_mut(&mut slots, i)? = HexBinary::from_hex("ffff")?;
        SLOTS.save(deps.storage, &slots)?;
        i = i.checked_add(Uint256::one())?;
    }
    let mut i_2 = Uint256::zero();
    while i_2 < Uint256::from(NARROW.load(deps.storage)?.len() as u64) {
        let mut narrow = NARROW.load(deps.storage)?;
        *at_mut(&mut narrow, i_2)? = HexBinary::from(
            from_word_uint8(to_word_uint256(Uint256::from_u128(160).checked_add(i_2)?))
                .to_be_bytes()
                .as_slice(),
        );
        NARROW.save(deps.storage, &narrow)?;
        i_2 = i_2.checked_add(Uint256::one())?;
    }
    let slots_2 = {
        let mut v = NARROW
            .load(deps.storage)?
            .into_iter()
            .map(|x| {
                HexBinary::from({
                    let mut b = x.to_vec();
                    b.resize(2, 0);
                    b
                })
            })
            .collect::<Vec<_>>();
        v.resize(8, HexBinary::from(vec![0u8; 2]));
        v
    };
    SLOTS.save(deps.storage, &slots_2)?;
    Ok(Response::new().set_data(to_json_binary(&SpreadResponse {
        first: at(&SLOTS.load(deps.storage)?, Uint256::zero())?,
        fourth: at(&SLOTS.load(deps.storage)?, Uint256::from_u128(3))?,
        last: at(&SLOTS.load(deps.storage)?, Uint256::from_u128(7))?,
        length: Uint256::from(SLOTS.load(deps.storage)?.len() as u64),
    })?))
}

/// `copyCounts() external returns (uint32[5])`
pub fn execute_copy_counts(deps: DepsMut) -> Result<Response, ContractError> {
    FEW_COUNTS.save(deps.storage, &vec![1u16, 2u16, 3u16])?;
    COUNTS.save(deps.storage, &vec![9u32, 9u32, 9u32, 9u32, 9u32])?;
    let counts = {
        let mut v = FEW_COUNTS
            .load(deps.storage)?
            .into_iter()
            .map(u32::from)
            .collect::<Vec<_>>();
        v.resize(5, 0u32);
        v
    };
    COUNTS.save(deps.storage, &counts)?;
    Ok(Response::new().set_data(to_json_binary(&COUNTS.load(deps.storage)?)?))
}

/// `pad(bytes4 x) internal pure returns (bytes4)`
fn pad(x: HexBinary) -> Result<HexBinary, ContractError> {
    Ok(x.clone())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::WideAt { i } => to_json_binary(&query_wide_at(deps, i)?)?,
        QueryMsg::SlotAt { i } => to_json_binary(&query_slot_at(deps, i)?)?,
        QueryMsg::Widen { b } => {
            if b.len() != 2 {
                return Err(ContractError::Bytes2NeedsExactly2Bytes);
            }
            let (padded, is_zero, as_number) = query_widen(b)?;
            to_json_binary(&WidenResponse {
                padded,
                is_zero,
                as_number,
            })?
        }
        QueryMsg::OddWidths { x } => {
            check_uint80(x)?;
            let (b, back, low, low_back) = query_odd_widths(x)?;
            to_json_binary(&OddWidthsResponse {
                b,
                back,
                low,
                low_back,
            })?
        }
    })
}

/// `wideAt(uint256 i) external view returns (uint256)`
fn query_wide_at(deps: Deps, i: Uint256) -> Result<Uint256, ContractError> {
    Ok(WIDE
        .may_load(
            deps.storage,
            element_index(i, WIDE_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                .to_be_bytes()
                .as_slice(),
        )?
        .unwrap_or_default())
}

/// `slotAt(uint256 i) external view returns (bytes2)`
fn query_slot_at(deps: Deps, i: Uint256) -> Result<HexBinary, ContractError> {
    at(&SLOTS.load(deps.storage)?, i)
}

/// `widen(bytes2 b) external pure returns (bytes4 padded, bool isZero, uint32 asNumber)`
fn query_widen(b: HexBinary) -> Result<(HexBinary, bool, u32), ContractError> {
    let padded = pad(HexBinary::from({
        let mut b = b.to_vec();
        b.resize(4, 0);
        b
    }))?;
    let is_zero = padded == vec![0u8; 4];
    let as_number = u32::from_be_bytes(padded.to_array()?);
    Ok((padded, is_zero, as_number))
}

/// `oddWidths(uint80 x) external pure returns (bytes10 b, uint80 back, bytes3 low, uint24 lowBack)`
fn query_odd_widths(x: Uint128) -> Result<(HexBinary, Uint128, HexBinary, u32), ContractError> {
    let b = HexBinary::from(&to_word_uint80(x)[22..]);
    let back = from_word_uint80({
        let mut w = [0u8; 32];
        w[22..].copy_from_slice(b.as_slice());
        w
    });
    let low = HexBinary::from(&to_word_uint24(from_word_uint24(to_word_uint80(x)))[29..]);
    let low_back = from_word_uint24({
        let mut w = [0u8; 32];
        w[29..].copy_from_slice(low.as_slice());
        w
    });
    Ok((b, back, low, low_back))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
