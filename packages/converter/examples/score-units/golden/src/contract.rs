#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Deps, DepsMut, Env, HexBinary, MessageInfo, Response, Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    BoardEntry, ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, SumResponse, Tier,
    TierAtResponse, TotalResponse,
};
use crate::state::{BOARD, BOARD_LENGTH, SCORES};

const CONTRACT_NAME: &str = "crates.io:score-units";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `uint16 constant CAP = 1000`
pub const CAP: u16 = 1000u16;

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

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// The low 16 bits of a word as a `uint16` (Solidity's truncating conversion).
fn from_word_uint16(w: [u8; 32]) -> u16 {
    let w = word_truncate(w, 16, false);
    let mut b = [0u8; 2];
    b.copy_from_slice(&w[30..]);
    u16::from_be_bytes(b)
}

/// `x[start:end]` on calldata: a range that is reversed or ends past the end fails the call.
fn slice_range<T: Clone>(
    v: &[T],
    start: Uint256,
    end: Option<Uint256>,
) -> Result<Vec<T>, ContractError> {
    let end = match end {
        Some(end) => index(end),
        None => Some(v.len()),
    };
    match (index(start), end) {
        (Some(s), Some(e)) if s <= e && e <= v.len() => Ok(v[s..e].to_vec()),
        _ => Err(ContractError::Reverted),
    }
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
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
        ExecuteMsg::Award { points } => execute_award(deps, info, points),
        ExecuteMsg::Penalize { points } => execute_penalize(deps, info, points),
        ExecuteMsg::Record { points } => execute_record(deps, info, points),
    }
}

/// `award(uint16 points) external returns (uint16)`
pub fn execute_award(
    deps: DepsMut,
    info: MessageInfo,
    points: u16,
) -> Result<Response, ContractError> {
    let scores = add_capped(
        SCORES
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default(),
        points,
    )?;
    SCORES.save(deps.storage, &info.sender, &scores)?;
    Ok(Response::new().set_data(to_json_binary(
        &SCORES
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default(),
    )?))
}

/// `penalize(uint16 points) external returns (uint16)`
pub fn execute_penalize(
    deps: DepsMut,
    info: MessageInfo,
    points: u16,
) -> Result<Response, ContractError> {
    let scores = sub_floored(
        SCORES
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default(),
        points,
    )?;
    SCORES.save(deps.storage, &info.sender, &scores)?;
    Ok(Response::new().set_data(to_json_binary(
        &SCORES
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default(),
    )?))
}

/// `record(uint16 points) external returns (uint256)`
pub fn execute_record(
    deps: DepsMut,
    info: MessageInfo,
    points: u16,
) -> Result<Response, ContractError> {
    let board_length = BOARD_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    BOARD.save(
        deps.storage,
        Uint256::from(board_length).to_be_bytes().as_slice(),
        &BoardEntry {
            who: info.sender.clone(),
            points,
        },
    )?;
    BOARD_LENGTH.save(deps.storage, &(board_length + 1))?;
    Ok(Response::new().set_data(to_json_binary(&Uint256::from(
        BOARD_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))?))
}

/// `freeFunction(Score a, Score b) pure returns (Score)`
fn add_capped(a: u16, b: u16) -> Result<u16, ContractError> {
    let sum = Uint256::from(a).checked_add(Uint256::from(b))?;
    Ok(if sum > Uint256::from(CAP) {
        CAP
    } else {
        from_word_uint16(to_word_uint256(sum))
    })
}

/// `freeFunction(Score a, Score b) pure returns (Score)`
fn sub_floored(a: u16, b: u16) -> Result<u16, ContractError> {
    Ok(if a > b {
        a.checked_sub(b)
            .ok_or(ContractError::Panic { code: 0x11 })?
    } else {
        0u16
    })
}

/// `freeFunction(Score a) pure returns (Score)`
fn mirror(a: u16) -> Result<u16, ContractError> {
    CAP.checked_sub(a)
        .ok_or(ContractError::Panic { code: 0x11 })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Sum { a, b } => {
            let (capped, plain) = query_sum(a, b)?;
            to_json_binary(&SumResponse { capped, plain })?
        }
        QueryMsg::Difference { a, b } => to_json_binary(&query_difference(a, b)?)?,
        QueryMsg::Mirrored { a } => to_json_binary(&query_mirrored(a)?)?,
        QueryMsg::Flipped { a } => to_json_binary(&query_flipped(a)?)?,
        QueryMsg::TierAt { i } => {
            let (ret0, ret1) = query_tier_at(deps, i)?;
            to_json_binary(&TierAtResponse { ret0, ret1 })?
        }
        QueryMsg::Total { points } => {
            let (sum, count) = query_total(points)?;
            to_json_binary(&TotalResponse { sum, count })?
        }
        QueryMsg::Prefix { name, n } => to_json_binary(&query_prefix(name, n)?)?,
        QueryMsg::Suffix { name, from } => to_json_binary(&query_suffix(name, from)?)?,
    })
}

/// `sum(uint16 a, uint16 b) external pure returns (uint16 capped, uint256 plain)`
fn query_sum(a: u16, b: u16) -> Result<(u16, Uint256), ContractError> {
    let capped = add_capped(a, b)?;
    let plain = Uint256::from(a).checked_add(Uint256::from(b))?;
    Ok((capped, plain))
}

/// `difference(uint16 a, uint16 b) external pure returns (uint16)`
fn query_difference(a: u16, b: u16) -> Result<u16, ContractError> {
    sub_floored(a, b)
}

/// `mirrored(uint16 a) external pure returns (uint16)`
fn query_mirrored(a: u16) -> Result<u16, ContractError> {
    mirror(a)
}

/// `flipped(uint16 a) external pure returns (uint16)`
fn query_flipped(a: u16) -> Result<u16, ContractError> {
    Ok(!a)
}

/// `tierAt(uint256 i) external view returns (tier, uint16)`
fn query_tier_at(deps: Deps, i: Uint256) -> Result<(Tier, u16), ContractError> {
    let e = BOARD
        .may_load(
            deps.storage,
            element_index(i, BOARD_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                .to_be_bytes()
                .as_slice(),
        )?
        .unwrap_or_default();
    Ok((
        if e.points >= 500u16 {
            Tier::High
        } else {
            Tier::Low
        },
        e.points,
    ))
}

/// `total(uint16[] points) external pure returns (uint256 sum, uint256 count)`
fn query_total(points: Vec<u16>) -> Result<(Uint256, Uint256), ContractError> {
    let mut sum = Uint256::zero();
    let mut i: Uint256;
    let n = Uint256::from(points.len() as u64);
    i = Uint256::zero();
    while i < n {
        sum = sum.checked_add(Uint256::from(at(&points, i)?))?;
        i = i.checked_add(Uint256::one())?;
    }
    let count = i;
    Ok((sum, count))
}

/// `prefix(string name, uint256 n) external pure returns (string)`
fn query_prefix(name: String, n: Uint256) -> Result<String, ContractError> {
    let head = HexBinary::from(
        String::from_utf8_lossy(&slice_range(name.as_bytes(), Uint256::zero(), Some(n))?)
            .into_owned()
            .as_bytes(),
    );
    Ok(String::from_utf8_lossy(head.as_slice()).into_owned())
}

/// `suffix(string name, uint256 from) external pure returns (string)`
fn query_suffix(name: String, from: Uint256) -> Result<String, ContractError> {
    Ok(String::from_utf8_lossy(&slice_range(name.as_bytes(), from, None)?).into_owned())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
