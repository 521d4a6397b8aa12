#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Deps, DepsMut, Env, Int128, Int256, Int64, MessageInfo, Response,
    Uint128, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    Bits256Response, Bits8Response, BitsI8Response, ExecuteMsg, IncDecResponse, InstantiateMsg,
    MigrateMsg, MinMaxResponse, QueryMsg, WrapI200Response, WrapI24Response, WrapI256Response,
    WrapI8Response, WrapU256Response, WrapU40Response, WrapU8Response,
};
use crate::state::{
    I128V, I200V, I24V, I256V, I56V, I8V, U128V, U160V, U16V, U24V, U256V, U40V, U64V, U72V, U8V,
};

const CONTRACT_NAME: &str = "crates.io:integer-edges";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

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

fn bitxor_uint256(a: Uint256, b: Uint256) -> Uint256 {
    let (a, b) = (to_word_uint256(a), to_word_uint256(b));
    let mut w = [0u8; 32];
    for (i, byte) in w.iter_mut().enumerate() {
        *byte = a[i] ^ b[i];
    }
    from_word_uint256(w)
}

/// Checked arithmetic at the declared width: a `int200` result outside its range is an overflow.
fn check_int200(x: Int256) -> Result<Int256, ContractError> {
    if from_word_int200(to_word_int200(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}

/// Checked arithmetic at the declared width: a `int24` result outside its range is an overflow.
fn check_int24(x: i32) -> Result<i32, ContractError> {
    if from_word_int24(to_word_int24(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}

/// Checked arithmetic at the declared width: a `int56` result outside its range is an overflow.
fn check_int56(x: Int64) -> Result<Int64, ContractError> {
    if from_word_int56(to_word_int56(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}

/// Checked arithmetic at the declared width: a `uint160` result outside its range is an overflow.
fn check_uint160(x: Uint256) -> Result<Uint256, ContractError> {
    if from_word_uint160(to_word_uint160(x)) == x {
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

/// Checked arithmetic at the declared width: a `uint40` result outside its range is an overflow.
fn check_uint40(x: Uint64) -> Result<Uint64, ContractError> {
    if from_word_uint40(to_word_uint40(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}

/// Checked arithmetic at the declared width: a `uint72` result outside its range is an overflow.
fn check_uint72(x: Uint128) -> Result<Uint128, ContractError> {
    if from_word_uint72(to_word_uint72(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}

/// An exponent for `**`; one that does not fit in 32 bits overflows.
fn exponent_uint256(x: Uint256) -> Result<u32, ContractError> {
    let w = to_word_uint256(x);
    if w[..28].iter().any(|b| *b != 0) {
        Err(ContractError::Panic { code: 0x11 })
    } else {
        Ok(u32::from_be_bytes([w[28], w[29], w[30], w[31]]))
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

/// The low 200 bits of a word as a `int200` (Solidity's truncating conversion).
fn from_word_int200(w: [u8; 32]) -> Int256 {
    let w = word_truncate(w, 200, true);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Int256::from_be_bytes(b)
}

/// The low 24 bits of a word as a `int24` (Solidity's truncating conversion).
fn from_word_int24(w: [u8; 32]) -> i32 {
    let w = word_truncate(w, 24, true);
    let mut b = [0u8; 4];
    b.copy_from_slice(&w[28..]);
    i32::from_be_bytes(b)
}

/// The low 56 bits of a word as a `int56` (Solidity's truncating conversion).
fn from_word_int56(w: [u8; 32]) -> Int64 {
    let w = word_truncate(w, 56, true);
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

/// The low 160 bits of a word as a `uint160` (Solidity's truncating conversion).
fn from_word_uint160(w: [u8; 32]) -> Uint256 {
    let w = word_truncate(w, 160, false);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Uint256::from_be_bytes(b)
}

/// The low 24 bits of a word as a `uint24` (Solidity's truncating conversion).
fn from_word_uint24(w: [u8; 32]) -> u32 {
    let w = word_truncate(w, 24, false);
    let mut b = [0u8; 4];
    b.copy_from_slice(&w[28..]);
    u32::from_be_bytes(b)
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

/// The low 72 bits of a word as a `uint72` (Solidity's truncating conversion).
fn from_word_uint72(w: [u8; 32]) -> Uint128 {
    let w = word_truncate(w, 72, false);
    let mut b = [0u8; 16];
    b.copy_from_slice(&w[16..]);
    Uint128::from_be_bytes(b)
}

/// A shift amount; anything past 2^32 shifts everything out.
fn shift_amount_uint16(x: u16) -> u32 {
    let w = to_word_uint16(x);
    if w[..28].iter().any(|b| *b != 0) {
        u32::MAX
    } else {
        u32::from_be_bytes([w[28], w[29], w[30], w[31]])
    }
}

/// A shift amount; anything past 2^32 shifts everything out.
fn shift_amount_uint256(x: Uint256) -> u32 {
    let w = to_word_uint256(x);
    if w[..28].iter().any(|b| *b != 0) {
        u32::MAX
    } else {
        u32::from_be_bytes([w[28], w[29], w[30], w[31]])
    }
}

/// A shift amount; anything past 2^32 shifts everything out.
fn shift_amount_uint8(x: u8) -> u32 {
    let w = to_word_uint8(x);
    if w[..28].iter().any(|b| *b != 0) {
        u32::MAX
    } else {
        u32::from_be_bytes([w[28], w[29], w[30], w[31]])
    }
}

/// `x << shift`: bits shifted out are lost, as in Solidity.
fn shl_int16(x: i16, shift: u32) -> i16 {
    x.checked_shl(shift).unwrap_or(0)
}

/// `x << shift`: bits shifted out are lost, as in Solidity.
fn shl_uint16(x: u16, shift: u32) -> u16 {
    x.checked_shl(shift).unwrap_or(0)
}

/// `x << shift`: bits shifted out are lost, as in Solidity.
fn shl_uint160(x: Uint256, shift: u32) -> Uint256 {
    wrap_uint160(x.checked_shl(shift).unwrap_or(Uint256::zero()))
}

/// `x << shift`: bits shifted out are lost, as in Solidity.
fn shl_uint256(x: Uint256, shift: u32) -> Uint256 {
    x.checked_shl(shift).unwrap_or(Uint256::zero())
}

/// `x << shift`: bits shifted out are lost, as in Solidity.
fn shl_uint40(x: Uint64, shift: u32) -> Uint64 {
    wrap_uint40(x.checked_shl(shift).unwrap_or(Uint64::zero()))
}

/// `x << shift`: bits shifted out are lost, as in Solidity.
fn shl_uint64(x: Uint64, shift: u32) -> Uint64 {
    x.checked_shl(shift).unwrap_or(Uint64::zero())
}

/// `x << shift`: bits shifted out are lost, as in Solidity.
fn shl_uint8(x: u8, shift: u32) -> u8 {
    x.checked_shl(shift).unwrap_or(0)
}

/// `x >> shift` (arithmetic for signed types).
fn shr_int16(x: i16, shift: u32) -> i16 {
    x.checked_shr(shift).unwrap_or(if x < 0 { -1 } else { 0 })
}

/// `x >> shift` (arithmetic for signed types).
fn shr_int256(x: Int256, shift: u32) -> Int256 {
    x.checked_shr(shift).unwrap_or(if x.is_negative() {
        Int256::zero() - Int256::one()
    } else {
        Int256::zero()
    })
}

/// `x >> shift` (arithmetic for signed types).
fn shr_uint16(x: u16, shift: u32) -> u16 {
    x.checked_shr(shift).unwrap_or(0)
}

/// `x >> shift` (arithmetic for signed types).
fn shr_uint256(x: Uint256, shift: u32) -> Uint256 {
    x.checked_shr(shift).unwrap_or(Uint256::zero())
}

/// `x >> shift` (arithmetic for signed types).
fn shr_uint8(x: u8, shift: u32) -> u8 {
    x.checked_shr(shift).unwrap_or(0)
}

/// `a % b` on `int256`: the sign follows `a`, and `type(int256).min % -1` is 0, as in Solidity.
fn signed_rem_int256(a: Int256, b: Int256) -> Result<Int256, ContractError> {
    if b == Int256::zero() {
        Err(ContractError::Panic { code: 0x12 })
    } else if b == Int256::zero() - Int256::one() {
        Ok(Int256::zero())
    } else {
        Ok(a % b)
    }
}

/// `a % b` on `int8`: the sign follows `a`, and `type(int8).min % -1` is 0, as in Solidity.
fn signed_rem_int8(a: i8, b: i8) -> Result<i8, ContractError> {
    if b == 0 {
        Err(ContractError::Panic { code: 0x12 })
    } else if b == -1 {
        Ok(0)
    } else {
        Ok(a % b)
    }
}

/// A `int200` as a 32-byte big-endian two's complement word.
fn to_word_int200(x: Int256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), x.is_negative())
}

/// A `int24` as a 32-byte big-endian two's complement word.
fn to_word_int24(x: i32) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), x < 0)
}

/// A `int56` as a 32-byte big-endian two's complement word.
fn to_word_int56(x: Int64) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), x.is_negative())
}

/// A `uint16` as a 32-byte big-endian two's complement word.
fn to_word_uint16(x: u16) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint160` as a 32-byte big-endian two's complement word.
fn to_word_uint160(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint24` as a 32-byte big-endian two's complement word.
fn to_word_uint24(x: u32) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint40` as a 32-byte big-endian two's complement word.
fn to_word_uint40(x: Uint64) -> [u8; 32] {
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

/// Wraps a value computed in the wider Rust type into `int200` (`unchecked` arithmetic).
fn wrap_int200(x: Int256) -> Int256 {
    from_word_int200(to_word_int200(x))
}

/// Wraps a value computed in the wider Rust type into `int24` (`unchecked` arithmetic).
fn wrap_int24(x: i32) -> i32 {
    from_word_int24(to_word_int24(x))
}

/// Wraps a value computed in the wider Rust type into `uint160` (`unchecked` arithmetic).
fn wrap_uint160(x: Uint256) -> Uint256 {
    from_word_uint160(to_word_uint160(x))
}

/// Wraps a value computed in the wider Rust type into `uint40` (`unchecked` arithmetic).
fn wrap_uint40(x: Uint64) -> Uint64 {
    from_word_uint40(to_word_uint40(x))
}

/// `a / b` on `int8` in `unchecked`: `type(int8).min / -1` wraps to itself; division by zero still fails.
fn wrapping_div_int8(a: i8, b: i8) -> Result<i8, ContractError> {
    if b == 0 {
        Err(ContractError::Panic { code: 0x12 })
    } else if b == -1 {
        Ok(0i8.wrapping_sub(a))
    } else {
        Ok(a / b)
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
    // IntegerEdges
    U8V.save(deps.storage, &200u8)?;
    U16V.save(deps.storage, &0u16)?;
    U24V.save(deps.storage, &0u32)?;
    U40V.save(deps.storage, &Uint64::zero())?;
    U64V.save(deps.storage, &Uint64::zero())?;
    U72V.save(deps.storage, &Uint128::zero())?;
    U128V.save(deps.storage, &Uint128::zero())?;
    U160V.save(deps.storage, &Uint256::zero())?;
    U256V.save(deps.storage, &Uint256::zero())?;
    I8V.save(deps.storage, &-100i8)?;
    I24V.save(deps.storage, &0i32)?;
    I56V.save(deps.storage, &Int64::zero())?;
    I128V.save(deps.storage, &Int128::zero())?;
    I200V.save(deps.storage, &Int256::zero())?;
    I256V.save(deps.storage, &Int256::zero())?;
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
        ExecuteMsg::StoreAll { a } => execute_store_all(deps, a),
        ExecuteMsg::Compound { a } => execute_compound(deps, a),
    }
}

/// `storeAll(uint8 a) external`
pub fn execute_store_all(deps: DepsMut, a: u8) -> Result<Response, ContractError> {
    let u8v = U8V
        .load(deps.storage)?
        .checked_add(a)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    U8V.save(deps.storage, &u8v)?;
    let u16v = u16::from(U8V.load(deps.storage)?)
        .checked_mul(250u16)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    U16V.save(deps.storage, &u16v)?;
    let u24v = check_uint24(
        u32::from(U16V.load(deps.storage)?)
            .checked_mul(256u32)
            .ok_or(ContractError::Panic { code: 0x11 })?,
    )?;
    U24V.save(deps.storage, &u24v)?;
    let u40v =
        check_uint40(Uint64::from(U24V.load(deps.storage)?).checked_mul(Uint64::new(65536))?)?;
    U40V.save(deps.storage, &u40v)?;
    let u64v = shl_uint64(U40V.load(deps.storage)?, 20);
    U64V.save(deps.storage, &u64v)?;
    let u72v =
        check_uint72(Uint128::from(U64V.load(deps.storage)?).checked_mul(Uint128::new(256))?)?;
    U72V.save(deps.storage, &u72v)?;
    let u128v = U72V
        .load(deps.storage)?
        .checked_mul(Uint128::new(1125899906842624))?;
    U128V.save(deps.storage, &u128v)?;
    let u160v = shl_uint160(Uint256::from(U128V.load(deps.storage)?), 30);
    U160V.save(deps.storage, &u160v)?;
    let u256v = U160V
        .load(deps.storage)?
        .checked_mul(Uint256::from_u128(3))?;
    U256V.save(deps.storage, &u256v)?;
    let i8v = I8V
        .load(deps.storage)?
        .checked_sub(from_word_int8(to_word_uint8(a)))
        .ok_or(ContractError::Panic { code: 0x11 })?;
    I8V.save(deps.storage, &i8v)?;
    let i24v = check_int24(
        i32::from(I8V.load(deps.storage)?)
            .checked_mul(1000i32)
            .ok_or(ContractError::Panic { code: 0x11 })?,
    )?;
    I24V.save(deps.storage, &i24v)?;
    let i56v =
        check_int56(Int64::from(I24V.load(deps.storage)?).checked_mul(Int64::new(1000000000))?)?;
    I56V.save(deps.storage, &i56v)?;
    let i128v =
        Int128::from(I56V.load(deps.storage)?).checked_mul(Int128::new(-1000000000000000000))?;
    I128V.save(deps.storage, &i128v)?;
    let i200v = check_int200(
        Int256::from(I128V.load(deps.storage)?)
            .checked_mul(Int256::from_i128(100000000000000000000))?,
    )?;
    I200V.save(deps.storage, &i200v)?;
    let i256v = Int256::zero().checked_sub(I200V.load(deps.storage)?)?;
    I256V.save(deps.storage, &i256v)?;
    Ok(Response::new())
}

/// `compound(uint16 a) external returns (uint16)`
pub fn execute_compound(deps: DepsMut, a: u16) -> Result<Response, ContractError> {
    U16V.save(deps.storage, &a)?;
    let u16v = U16V
        .load(deps.storage)?
        .checked_mul(2u16)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    U16V.save(deps.storage, &u16v)?;
    let u16v_2 = U16V
        .load(deps.storage)?
        .checked_sub(1u16)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    U16V.save(deps.storage, &u16v_2)?;
    let u16v_3 = U16V
        .load(deps.storage)?
        .checked_div(3u16)
        .ok_or(ContractError::Panic { code: 0x12 })?;
    U16V.save(deps.storage, &u16v_3)?;
    let u16v_4 = U16V
        .load(deps.storage)?
        .checked_rem(1000u16)
        .ok_or(ContractError::Panic { code: 0x12 })?;
    U16V.save(deps.storage, &u16v_4)?;
    let u16v_5 = shl_uint16(U16V.load(deps.storage)?, 4);
    U16V.save(deps.storage, &u16v_5)?;
    let u16v_6 = shr_uint16(U16V.load(deps.storage)?, 1);
    U16V.save(deps.storage, &u16v_6)?;
    let u16v_7 = U16V.load(deps.storage)? | 1u16;
    U16V.save(deps.storage, &u16v_7)?;
    let u16v_8 = U16V.load(deps.storage)? & 4095u16;
    U16V.save(deps.storage, &u16v_8)?;
    let u16v_9 = U16V.load(deps.storage)? ^ 240u16;
    U16V.save(deps.storage, &u16v_9)?;
    let u16v_10 = U16V
        .load(deps.storage)?
        .checked_add(1u16)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    U16V.save(deps.storage, &u16v_10)?;
    let u16v_11 = U16V
        .load(deps.storage)?
        .checked_add(1u16)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    U16V.save(deps.storage, &u16v_11)?;
    let u16v_12 = U16V
        .load(deps.storage)?
        .checked_sub(1u16)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    U16V.save(deps.storage, &u16v_12)?;
    Ok(Response::new().set_data(to_json_binary(&U16V.load(deps.storage)?)?))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::U8v {} => to_json_binary(&U8V.load(deps.storage)?)?,
        QueryMsg::U16v {} => to_json_binary(&U16V.load(deps.storage)?)?,
        QueryMsg::U24v {} => to_json_binary(&U24V.load(deps.storage)?)?,
        QueryMsg::U40v {} => to_json_binary(&U40V.load(deps.storage)?)?,
        QueryMsg::U64v {} => to_json_binary(&U64V.load(deps.storage)?)?,
        QueryMsg::U72v {} => to_json_binary(&U72V.load(deps.storage)?)?,
        QueryMsg::U128v {} => to_json_binary(&U128V.load(deps.storage)?)?,
        QueryMsg::U160v {} => to_json_binary(&U160V.load(deps.storage)?)?,
        QueryMsg::U256v {} => to_json_binary(&U256V.load(deps.storage)?)?,
        QueryMsg::I8v {} => to_json_binary(&I8V.load(deps.storage)?)?,
        QueryMsg::I24v {} => to_json_binary(&I24V.load(deps.storage)?)?,
        QueryMsg::I56v {} => to_json_binary(&I56V.load(deps.storage)?)?,
        QueryMsg::I128v {} => to_json_binary(&I128V.load(deps.storage)?)?,
        QueryMsg::I200v {} => to_json_binary(&I200V.load(deps.storage)?)?,
        QueryMsg::I256v {} => to_json_binary(&I256V.load(deps.storage)?)?,
        QueryMsg::AddU8 { a, b } => to_json_binary(&query_add_u8(a, b)?)?,
        QueryMsg::SubU8 { a, b } => to_json_binary(&query_sub_u8(a, b)?)?,
        QueryMsg::MulU24 { a, b } => {
            check_uint24(a)?;
            check_uint24(b)?;
            to_json_binary(&query_mul_u24(a, b)?)?
        }
        QueryMsg::MulU40 { a, b } => {
            check_uint40(a)?;
            check_uint40(b)?;
            to_json_binary(&query_mul_u40(a, b)?)?
        }
        QueryMsg::AddU72 { a, b } => {
            check_uint72(a)?;
            check_uint72(b)?;
            to_json_binary(&query_add_u72(a, b)?)?
        }
        QueryMsg::MulU160 { a, b } => {
            check_uint160(a)?;
            check_uint160(b)?;
            to_json_binary(&query_mul_u160(a, b)?)?
        }
        QueryMsg::AddU256 { a, b } => to_json_binary(&query_add_u256(a, b)?)?,
        QueryMsg::AddI8 { a, b } => to_json_binary(&query_add_i8(a, b)?)?,
        QueryMsg::SubI24 { a, b } => {
            check_int24(a)?;
            check_int24(b)?;
            to_json_binary(&query_sub_i24(a, b)?)?
        }
        QueryMsg::MulI56 { a, b } => {
            check_int56(a)?;
            check_int56(b)?;
            to_json_binary(&query_mul_i56(a, b)?)?
        }
        QueryMsg::MulI200 { a, b } => {
            check_int200(a)?;
            check_int200(b)?;
            to_json_binary(&query_mul_i200(a, b)?)?
        }
        QueryMsg::DivI8 { a, b } => to_json_binary(&query_div_i8(a, b)?)?,
        QueryMsg::ModI8 { a, b } => to_json_binary(&query_mod_i8(a, b)?)?,
        QueryMsg::DivI256 { a, b } => to_json_binary(&query_div_i256(a, b)?)?,
        QueryMsg::ModI256 { a, b } => to_json_binary(&query_mod_i256(a, b)?)?,
        QueryMsg::NegI8 { a } => to_json_binary(&query_neg_i8(a)?)?,
        QueryMsg::NegI256 { a } => to_json_binary(&query_neg_i256(a)?)?,
        QueryMsg::NegI200 { a } => {
            check_int200(a)?;
            to_json_binary(&query_neg_i200(a)?)?
        }
        QueryMsg::WrapU8 { a, b } => {
            let (s, d, m) = query_wrap_u8(a, b)?;
            to_json_binary(&WrapU8Response { s, d, m })?
        }
        QueryMsg::WrapU40 { a, b } => {
            check_uint40(a)?;
            check_uint40(b)?;
            let (s, d, m) = query_wrap_u40(a, b)?;
            to_json_binary(&WrapU40Response { s, d, m })?
        }
        QueryMsg::WrapI8 { a, b } => {
            let (s, d, m, q, n) = query_wrap_i8(a, b)?;
            to_json_binary(&WrapI8Response { s, d, m, q, n })?
        }
        QueryMsg::WrapI24 { a, b } => {
            check_int24(a)?;
            check_int24(b)?;
            let (s, d, m) = query_wrap_i24(a, b)?;
            to_json_binary(&WrapI24Response { s, d, m })?
        }
        QueryMsg::WrapU256 { a, b } => {
            let (s, d, m) = query_wrap_u256(a, b)?;
            to_json_binary(&WrapU256Response { s, d, m })?
        }
        QueryMsg::WrapI256 { a, b } => {
            let (s, d, m, n) = query_wrap_i256(a, b)?;
            to_json_binary(&WrapI256Response { s, d, m, n })?
        }
        QueryMsg::WrapI200 { a, b } => {
            check_int200(a)?;
            check_int200(b)?;
            let (s, m) = query_wrap_i200(a, b)?;
            to_json_binary(&WrapI200Response { s, m })?
        }
        QueryMsg::PowU8 { a, b } => to_json_binary(&query_pow_u8(a, b)?)?,
        QueryMsg::PowU256 { a, b } => to_json_binary(&query_pow_u256(a, b)?)?,
        QueryMsg::PowI16 { a, b } => to_json_binary(&query_pow_i16(a, b)?)?,
        QueryMsg::PowUnchecked { a, b } => to_json_binary(&query_pow_unchecked(a, b)?)?,
        QueryMsg::Shl8 { a, s } => to_json_binary(&query_shl8(a, s)?)?,
        QueryMsg::Shr8 { a, s } => to_json_binary(&query_shr8(a, s)?)?,
        QueryMsg::Shl256 { a, s } => to_json_binary(&query_shl256(a, s)?)?,
        QueryMsg::Shr256 { a, s } => to_json_binary(&query_shr256(a, s)?)?,
        QueryMsg::SarI16 { a, s } => to_json_binary(&query_sar_i16(a, s)?)?,
        QueryMsg::ShlI16 { a, s } => to_json_binary(&query_shl_i16(a, s)?)?,
        QueryMsg::SarI256 { a, s } => to_json_binary(&query_sar_i256(a, s)?)?,
        QueryMsg::Shl40 { a, s } => {
            check_uint40(a)?;
            to_json_binary(&query_shl40(a, s)?)?
        }
        QueryMsg::Bits8 { a, b } => {
            let (ret0, ret1, ret2, ret3) = query_bits8(a, b)?;
            to_json_binary(&Bits8Response {
                ret0,
                ret1,
                ret2,
                ret3,
            })?
        }
        QueryMsg::BitsI8 { a, b } => {
            let (ret0, ret1, ret2, ret3) = query_bits_i8(a, b)?;
            to_json_binary(&BitsI8Response {
                ret0,
                ret1,
                ret2,
                ret3,
            })?
        }
        QueryMsg::Bits40 { a } => {
            check_uint40(a)?;
            to_json_binary(&query_bits40(a)?)?
        }
        QueryMsg::BitsI200 { a } => {
            check_int200(a)?;
            to_json_binary(&query_bits_i200(a)?)?
        }
        QueryMsg::Bits256 { a, b } => {
            let (ret0, ret1) = query_bits256(a, b)?;
            to_json_binary(&Bits256Response { ret0, ret1 })?
        }
        QueryMsg::IncDec { a } => {
            let (pre, post, fin) = query_inc_dec(a)?;
            to_json_binary(&IncDecResponse { pre, post, fin })?
        }
        QueryMsg::MinMax {} => {
            let (ret0, ret1, ret2, ret3, ret4) = query_min_max()?;
            to_json_binary(&MinMaxResponse {
                ret0,
                ret1,
                ret2,
                ret3,
                ret4,
            })?
        }
    })
}

/// `addU8(uint8 a, uint8 b) external pure returns (uint8)`
fn query_add_u8(a: u8, b: u8) -> Result<u8, ContractError> {
    a.checked_add(b).ok_or(ContractError::Panic { code: 0x11 })
}

/// `subU8(uint8 a, uint8 b) external pure returns (uint8)`
fn query_sub_u8(a: u8, b: u8) -> Result<u8, ContractError> {
    a.checked_sub(b).ok_or(ContractError::Panic { code: 0x11 })
}

/// `mulU24(uint24 a, uint24 b) external pure returns (uint24)`
fn query_mul_u24(a: u32, b: u32) -> Result<u32, ContractError> {
    check_uint24(
        a.checked_mul(b)
            .ok_or(ContractError::Panic { code: 0x11 })?,
    )
}

/// `mulU40(uint40 a, uint40 b) external pure returns (uint40)`
fn query_mul_u40(a: Uint64, b: Uint64) -> Result<Uint64, ContractError> {
    check_uint40(a.checked_mul(b)?)
}

/// `addU72(uint72 a, uint72 b) external pure returns (uint72)`
fn query_add_u72(a: Uint128, b: Uint128) -> Result<Uint128, ContractError> {
    check_uint72(a.checked_add(b)?)
}

/// `mulU160(uint160 a, uint160 b) external pure returns (uint160)`
fn query_mul_u160(a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    check_uint160(a.checked_mul(b)?)
}

/// `addU256(uint256 a, uint256 b) external pure returns (uint256)`
fn query_add_u256(a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    Ok(a.checked_add(b)?)
}

/// `addI8(int8 a, int8 b) external pure returns (int8)`
fn query_add_i8(a: i8, b: i8) -> Result<i8, ContractError> {
    a.checked_add(b).ok_or(ContractError::Panic { code: 0x11 })
}

/// `subI24(int24 a, int24 b) external pure returns (int24)`
fn query_sub_i24(a: i32, b: i32) -> Result<i32, ContractError> {
    check_int24(
        a.checked_sub(b)
            .ok_or(ContractError::Panic { code: 0x11 })?,
    )
}

/// `mulI56(int56 a, int56 b) external pure returns (int56)`
fn query_mul_i56(a: Int64, b: Int64) -> Result<Int64, ContractError> {
    check_int56(a.checked_mul(b)?)
}

/// `mulI200(int200 a, int200 b) external pure returns (int200)`
fn query_mul_i200(a: Int256, b: Int256) -> Result<Int256, ContractError> {
    check_int200(a.checked_mul(b)?)
}

/// `divI8(int8 a, int8 b) external pure returns (int8)`
fn query_div_i8(a: i8, b: i8) -> Result<i8, ContractError> {
    a.checked_div(b).ok_or(if b == 0 {
        ContractError::Panic { code: 0x12 }
    } else {
        ContractError::Panic { code: 0x11 }
    })
}

/// `modI8(int8 a, int8 b) external pure returns (int8)`
fn query_mod_i8(a: i8, b: i8) -> Result<i8, ContractError> {
    signed_rem_int8(a, b)
}

/// `divI256(int256 a, int256 b) external pure returns (int256)`
fn query_div_i256(a: Int256, b: Int256) -> Result<Int256, ContractError> {
    Ok(a.checked_div(b)?)
}

/// `modI256(int256 a, int256 b) external pure returns (int256)`
fn query_mod_i256(a: Int256, b: Int256) -> Result<Int256, ContractError> {
    signed_rem_int256(a, b)
}

/// `negI8(int8 a) external pure returns (int8)`
fn query_neg_i8(a: i8) -> Result<i8, ContractError> {
    0i8.checked_sub(a)
        .ok_or(ContractError::Panic { code: 0x11 })
}

/// `negI256(int256 a) external pure returns (int256)`
fn query_neg_i256(a: Int256) -> Result<Int256, ContractError> {
    Ok(Int256::zero().checked_sub(a)?)
}

/// `negI200(int200 a) external pure returns (int200)`
fn query_neg_i200(a: Int256) -> Result<Int256, ContractError> {
    check_int200(Int256::zero().checked_sub(a)?)
}

/// `wrapU8(uint8 a, uint8 b) external pure returns (uint8 s, uint8 d, uint8 m)`
fn query_wrap_u8(a: u8, b: u8) -> Result<(u8, u8, u8), ContractError> {
    // unchecked
    let s = a.wrapping_add(b);
    let d = a.wrapping_sub(b);
    let m = a.wrapping_mul(b);
    Ok((s, d, m))
}

/// `wrapU40(uint40 a, uint40 b) external pure returns (uint40 s, uint40 d, uint40 m)`
fn query_wrap_u40(a: Uint64, b: Uint64) -> Result<(Uint64, Uint64, Uint64), ContractError> {
    // unchecked
    let s = wrap_uint40(a.wrapping_add(b));
    let d = wrap_uint40(a.wrapping_sub(b));
    let m = wrap_uint40(a.wrapping_mul(b));
    Ok((s, d, m))
}

/// `wrapI8(int8 a, int8 b) external pure returns (int8 s, int8 d, int8 m, int8 q, int8 n)`
fn query_wrap_i8(a: i8, b: i8) -> Result<(i8, i8, i8, i8, i8), ContractError> {
    // unchecked
    let s = a.wrapping_add(b);
    let d = a.wrapping_sub(b);
    let m = a.wrapping_mul(b);
    let q = wrapping_div_int8(a, b)?;
    let n = 0i8.wrapping_sub(a);
    Ok((s, d, m, q, n))
}

/// `wrapI24(int24 a, int24 b) external pure returns (int24 s, int24 d, int24 m)`
fn query_wrap_i24(a: i32, b: i32) -> Result<(i32, i32, i32), ContractError> {
    // unchecked
    let s = wrap_int24(a.wrapping_add(b));
    let d = wrap_int24(a.wrapping_sub(b));
    let m = wrap_int24(a.wrapping_mul(b));
    Ok((s, d, m))
}

/// `wrapU256(uint256 a, uint256 b) external pure returns (uint256 s, uint256 d, uint256 m)`
fn query_wrap_u256(a: Uint256, b: Uint256) -> Result<(Uint256, Uint256, Uint256), ContractError> {
    // unchecked
    let s = a.wrapping_add(b);
    let d = a.wrapping_sub(b);
    let m = a.wrapping_mul(b);
    Ok((s, d, m))
}

/// `wrapI256(int256 a, int256 b) external pure returns (int256 s, int256 d, int256 m, int256 n)`
fn query_wrap_i256(
    a: Int256,
    b: Int256,
) -> Result<(Int256, Int256, Int256, Int256), ContractError> {
    // unchecked
    let s = a.wrapping_add(b);
    let d = a.wrapping_sub(b);
    let m = a.wrapping_mul(b);
    let n = Int256::zero().wrapping_sub(a);
    Ok((s, d, m, n))
}

/// `wrapI200(int200 a, int200 b) external pure returns (int200 s, int200 m)`
fn query_wrap_i200(a: Int256, b: Int256) -> Result<(Int256, Int256), ContractError> {
    // unchecked
    let s = wrap_int200(a.wrapping_add(b));
    let m = wrap_int200(a.wrapping_mul(b));
    Ok((s, m))
}

/// `powU8(uint8 a, uint8 b) external pure returns (uint8)`
fn query_pow_u8(a: u8, b: u8) -> Result<u8, ContractError> {
    a.checked_pow(exponent_uint8(b)?)
        .ok_or(ContractError::Panic { code: 0x11 })
}

/// `powU256(uint256 a, uint256 b) external pure returns (uint256)`
fn query_pow_u256(a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    Ok(a.checked_pow(exponent_uint256(b)?)?)
}

/// `powI16(int16 a, uint8 b) external pure returns (int16)`
fn query_pow_i16(a: i16, b: u8) -> Result<i16, ContractError> {
    a.checked_pow(exponent_uint8(b)?)
        .ok_or(ContractError::Panic { code: 0x11 })
}

/// `powUnchecked(uint16 a, uint8 b) external pure returns (uint16)`
fn query_pow_unchecked(a: u16, b: u8) -> Result<u16, ContractError> {
    // unchecked
    Ok(a.wrapping_pow(exponent_uint8(b)?))
}

/// `shl8(uint8 a, uint16 s) external pure returns (uint8)`
fn query_shl8(a: u8, s: u16) -> Result<u8, ContractError> {
    Ok(shl_uint8(a, shift_amount_uint16(s)))
}

/// `shr8(uint8 a, uint256 s) external pure returns (uint8)`
fn query_shr8(a: u8, s: Uint256) -> Result<u8, ContractError> {
    Ok(shr_uint8(a, shift_amount_uint256(s)))
}

/// `shl256(uint256 a, uint256 s) external pure returns (uint256)`
fn query_shl256(a: Uint256, s: Uint256) -> Result<Uint256, ContractError> {
    Ok(shl_uint256(a, shift_amount_uint256(s)))
}

/// `shr256(uint256 a, uint256 s) external pure returns (uint256)`
fn query_shr256(a: Uint256, s: Uint256) -> Result<Uint256, ContractError> {
    Ok(shr_uint256(a, shift_amount_uint256(s)))
}

/// `sarI16(int16 a, uint8 s) external pure returns (int16)`
fn query_sar_i16(a: i16, s: u8) -> Result<i16, ContractError> {
    Ok(shr_int16(a, shift_amount_uint8(s)))
}

/// `shlI16(int16 a, uint8 s) external pure returns (int16)`
fn query_shl_i16(a: i16, s: u8) -> Result<i16, ContractError> {
    Ok(shl_int16(a, shift_amount_uint8(s)))
}

/// `sarI256(int256 a, uint256 s) external pure returns (int256)`
fn query_sar_i256(a: Int256, s: Uint256) -> Result<Int256, ContractError> {
    Ok(shr_int256(a, shift_amount_uint256(s)))
}

/// `shl40(uint40 a, uint8 s) external pure returns (uint40)`
fn query_shl40(a: Uint64, s: u8) -> Result<Uint64, ContractError> {
    Ok(shl_uint40(a, shift_amount_uint8(s)))
}

/// `bits8(uint8 a, uint8 b) external pure returns (uint8, uint8, uint8, uint8)`
fn query_bits8(a: u8, b: u8) -> Result<(u8, u8, u8, u8), ContractError> {
    Ok((a & b, a | b, a ^ b, !a))
}

/// `bitsI8(int8 a, int8 b) external pure returns (int8, int8, int8, int8)`
fn query_bits_i8(a: i8, b: i8) -> Result<(i8, i8, i8, i8), ContractError> {
    Ok((a & b, a | b, a ^ b, !a))
}

/// `bits40(uint40 a) external pure returns (uint40)`
fn query_bits40(a: Uint64) -> Result<Uint64, ContractError> {
    Ok(wrap_uint40(!a))
}

/// `bitsI200(int200 a) external pure returns (int200)`
fn query_bits_i200(a: Int256) -> Result<Int256, ContractError> {
    Ok(wrap_int200(!a))
}

/// `bits256(uint256 a, uint256 b) external pure returns (uint256, uint256)`
fn query_bits256(a: Uint256, b: Uint256) -> Result<(Uint256, Uint256), ContractError> {
    Ok((bitxor_uint256(a, b), !a))
}

/// `incDec(uint8 a) external pure returns (uint8 pre, uint8 post, uint8 fin)`
fn query_inc_dec(a: u8) -> Result<(u8, u8, u8), ContractError> {
    let mut x = a;
    let old = x;
    let new = old
        .checked_add(1u8)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    x = new;
    let pre = new;
    let old_2 = x;
    let new_2 = old_2
        .checked_add(1u8)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    x = new_2;
    let post = old_2;
    let fin = x;
    Ok((pre, post, fin))
}

/// `minMax() external pure returns (int8, int8, uint40, int200, uint24)`
fn query_min_max() -> Result<(i8, i8, Uint64, Int256, u32), ContractError> {
    Ok((
        -128i8,
        127i8,
        Uint64::new(1099511627775),
        Int256::from_be_bytes([
            0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00,
        ]),
        16777215u32,
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
