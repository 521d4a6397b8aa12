#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, HexBinary, Int256, MessageInfo,
    Response, Uint128, Uint256, Uint64,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{
    Color, Counter, ExecuteMsg, GapsResponse, InstantiateMsg, LoopsResponse, MaxColorResponse,
    MigrateMsg, QueryMsg, SwapResponse, TernaryResponse,
};
use crate::state::{COLOR, COUNTER, LOG, LOG_LENGTH, OWNER, TRACE, VOTES};

const CONTRACT_NAME: &str = "crates.io:language-tour";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `msg.value`: the amount of the native denom attached (any other denom is rejected).
fn msg_value(info: &MessageInfo) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(may_pay(info, NATIVE_DENOM)?))
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

/// The low 8 bits of a word as a `uint8` (Solidity's truncating conversion).
fn from_word_uint8(w: [u8; 32]) -> u8 {
    let w = word_truncate(w, 8, false);
    let mut b = [0u8; 1];
    b.copy_from_slice(&w[31..]);
    u8::from_be_bytes(b)
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
    // LanguageTour
    COLOR.save(deps.storage, &Color::Red)?;
    COUNTER.save(deps.storage, &Counter::default())?;
    TRACE.save(deps.storage, &Uint256::zero())?;
    OWNER.save(deps.storage, &info.sender)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {
        ExecuteMsg::RunHook { v } => {
            nonpayable(&info)?;
            execute_run_hook(deps, v)
        }
        ExecuteMsg::Stacked { v } => {
            nonpayable(&info)?;
            execute_stacked(deps, info, v)
        }
        ExecuteMsg::ResetTrace {} => {
            nonpayable(&info)?;
            execute_reset_trace(deps)
        }
        ExecuteMsg::SetColor { c } => {
            nonpayable(&info)?;
            execute_set_color(deps, c)
        }
        ExecuteMsg::Bump { by } => {
            nonpayable(&info)?;
            execute_bump(deps, by)
        }
        ExecuteMsg::ResetCounter {} => {
            nonpayable(&info)?;
            execute_reset_counter(deps)
        }
        ExecuteMsg::Receive {} => execute_receive(deps, info),
        ExecuteMsg::Fallback { data } => execute_fallback(deps, info, data),
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner);
    }
    Ok(())
}

/// `runHook(uint256 v) external`
pub fn execute_run_hook(mut deps: DepsMut, v: Uint256) -> Result<Response, ContractError> {
    let mut events = vec![];
    hook(deps.branch(), &mut events, v)?;
    Ok(Response::new().add_events(events))
}

/// `stacked(uint256 v) external onlyOwner traced(1) traced(2) skipIfZero(v) returns (uint256)`
pub fn execute_stacked(
    deps: DepsMut,
    info: MessageInfo,
    v: Uint256,
) -> Result<Response, ContractError> {
    only_owner(deps.as_ref(), &info.sender)?;
    // modifier traced
    let tagv = Uint256::one();
    let trace = TRACE
        .load(deps.storage)?
        .checked_mul(Uint256::from_u128(10))?
        .checked_add(tagv)?;
    TRACE.save(deps.storage, &trace)?;
    let ret = (|| -> Result<Uint256, ContractError> {
        // modifier traced
        let tagv_2 = Uint256::from_u128(2);
        let trace_2 = TRACE
            .load(deps.storage)?
            .checked_mul(Uint256::from_u128(10))?
            .checked_add(tagv_2)?;
        TRACE.save(deps.storage, &trace_2)?;
        let ret_2 = (|| -> Result<Uint256, ContractError> {
            // modifier skipIfZero
            let v_2 = v;
            if v_2 == Uint256::zero() {
                return Ok(Uint256::zero());
            }
            let ret_3 = (|| -> Result<Uint256, ContractError> {
                let trace_3 = TRACE
                    .load(deps.storage)?
                    .checked_mul(Uint256::from_u128(10))?
                    .checked_add(Uint256::from_u128(9))?;
                TRACE.save(deps.storage, &trace_3)?;
                Ok(v.checked_add(Uint256::one())?)
            })()?;
            Ok(ret_3)
        })()?;
        let trace_4 = TRACE
            .load(deps.storage)?
            .checked_mul(Uint256::from_u128(10))?
            .checked_add(tagv_2)?
            .checked_add(Uint256::from_u128(5))?;
        TRACE.save(deps.storage, &trace_4)?;
        Ok(ret_2)
    })()?;
    let trace_5 = TRACE
        .load(deps.storage)?
        .checked_mul(Uint256::from_u128(10))?
        .checked_add(tagv)?
        .checked_add(Uint256::from_u128(5))?;
    TRACE.save(deps.storage, &trace_5)?;
    Ok(Response::new().set_data(to_json_binary(&ret)?))
}

/// `resetTrace() external`
pub fn execute_reset_trace(deps: DepsMut) -> Result<Response, ContractError> {
    TRACE.save(deps.storage, &Uint256::zero())?;
    Ok(Response::new())
}

/// `setColor(uint8 c) external`
pub fn execute_set_color(deps: DepsMut, c: u8) -> Result<Response, ContractError> {
    let color = color_from_ordinal(Uint256::from(c))?;
    COLOR.save(deps.storage, &color)?;
    let key = color_from_ordinal(Uint256::from(c))?;
    let votes = VOTES
        .may_load(deps.storage, key as u8)?
        .unwrap_or_default()
        .checked_add(Uint256::one())?;
    VOTES.save(deps.storage, key as u8, &votes)?;
    Ok(Response::new())
}

/// `bump(uint256 by) external returns (uint256)`
pub fn execute_bump(mut deps: DepsMut, by: Uint256) -> Result<Response, ContractError> {
    let mut c = COUNTER.load(deps.storage)?;
    let result = counter_lib_inc(deps.branch(), &mut c, by)?;
    COUNTER.save(deps.storage, &c)?;
    Ok(Response::new().set_data(to_json_binary(&result)?))
}

/// `resetCounter() external`
pub fn execute_reset_counter(mut deps: DepsMut) -> Result<Response, ContractError> {
    let mut c = COUNTER.load(deps.storage)?;
    counter_lib_reset(deps.branch(), &mut c)?;
    COUNTER.save(deps.storage, &c)?;
    Ok(Response::new())
}

/// `receive()`
pub fn execute_receive(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    msg_value(&info)?;
    let trace = TRACE
        .load(deps.storage)?
        .checked_add(Uint256::from_u128(1000))?;
    TRACE.save(deps.storage, &trace)?;
    Ok(Response::new())
}

/// `fallback()`
pub fn execute_fallback(
    deps: DepsMut,
    info: MessageInfo,
    _data: HexBinary,
) -> Result<Response, ContractError> {
    msg_value(&info)?;
    let trace = TRACE
        .load(deps.storage)?
        .checked_add(Uint256::from_u128(2000))?;
    TRACE.save(deps.storage, &trace)?;
    Ok(Response::new())
}

/// `hook(uint256 v) internal`
fn hook(mut deps: DepsMut, events: &mut Vec<Event>, v: Uint256) -> Result<(), ContractError> {
    hook_right(deps.branch(), events, v)?;
    Ok(())
}

/// `inc(Counter c, uint256 by) internal returns (uint256)`
fn counter_lib_inc(_deps: DepsMut, c: &mut Counter, by: Uint256) -> Result<Uint256, ContractError> {
    c.value = c.value.checked_add(by)?;
    c.bumps = c.bumps.checked_add(Uint64::new(1))?;
    Ok(c.value)
}

/// `reset(Counter c) internal`
fn counter_lib_reset(_deps: DepsMut, c: &mut Counter) -> Result<(), ContractError> {
    c.value = Uint256::zero();
    Ok(())
}

/// `hook(uint256 v) internal`
fn hook_right(mut deps: DepsMut, events: &mut Vec<Event>, v: Uint256) -> Result<(), ContractError> {
    let value = v.checked_mul(Uint256::from_u128(100))?;
    let log_length = LOG_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    LOG.save(
        deps.storage,
        Uint256::from(log_length).to_be_bytes().as_slice(),
        &value,
    )?;
    LOG_LENGTH.save(deps.storage, &(log_length + 1))?;
    events.push(logged_event("Right", v));
    hook_left(deps.branch(), events, v)?;
    Ok(())
}

/// `tag() public pure returns (string)`
fn tag() -> Result<String, ContractError> {
    Ok(["Right>".to_string().as_str(), tag_left()?.as_str()].concat())
}

/// `three() internal pure returns (uint256, string, bool)`
fn three() -> Result<(Uint256, String, bool), ContractError> {
    Ok((Uint256::from_u128(7), "seven".to_string(), true))
}

/// `clampAdd(uint8 a, uint8 b) internal pure returns (uint8)`
fn math_lib_clamp_add(a: u8, b: u8) -> Result<u8, ContractError> {
    // unchecked
    let c = a.wrapping_add(b);
    Ok(if c < a { 255u8 } else { c })
}

/// `sumOf(uint256[] xs) internal pure returns (uint256 s)`
fn math_lib_sum_of(xs: Vec<Uint256>) -> Result<Uint256, ContractError> {
    let mut s = Uint256::zero();
    let mut i = Uint256::zero();
    while i < Uint256::from(xs.len() as u64) {
        s = s.checked_add(at(&xs, i)?)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(s)
}

/// `hook(uint256 v) internal`
fn hook_left(mut deps: DepsMut, events: &mut Vec<Event>, v: Uint256) -> Result<(), ContractError> {
    let value = v.checked_mul(Uint256::from_u128(10))?;
    let log_length = LOG_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    LOG.save(
        deps.storage,
        Uint256::from(log_length).to_be_bytes().as_slice(),
        &value,
    )?;
    LOG_LENGTH.save(deps.storage, &(log_length + 1))?;
    events.push(logged_event("Left", v));
    hook_base(deps.branch(), events, v)?;
    Ok(())
}

/// `tag() public pure returns (string)`
fn tag_left() -> Result<String, ContractError> {
    Ok(["Left>".to_string().as_str(), tag_base()?.as_str()].concat())
}

/// `hook(uint256 v) internal`
fn hook_base(deps: DepsMut, events: &mut Vec<Event>, v: Uint256) -> Result<(), ContractError> {
    let log_length = LOG_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    LOG.save(
        deps.storage,
        Uint256::from(log_length).to_be_bytes().as_slice(),
        &v,
    )?;
    LOG_LENGTH.save(deps.storage, &(log_length + 1))?;
    events.push(logged_event("Base", v));
    Ok(())
}

/// `tag() public pure returns (string)`
fn tag_base() -> Result<String, ContractError> {
    Ok("Base".to_string())
}

/// `Color(n)`: an ordinal past the last member fails with `Panic(0x21)`.
fn color_from_ordinal(ordinal: Uint256) -> Result<Color, ContractError> {
    match u8::try_from(
        Uint128::try_from(ordinal)
            .map(|n| n.u128())
            .unwrap_or(u128::MAX),
    )
    .unwrap_or(u8::MAX)
    {
        0 => Ok(Color::Red),
        1 => Ok(Color::Green),
        2 => Ok(Color::Blue),
        _ => Err(ContractError::Panic { code: 0x21 }),
    }
}

/// `event Logged(string where, uint256 v)`
fn logged_event(r#where: &str, v: Uint256) -> Event {
    Event::new("Logged")
        .add_attribute("where", r#where)
        .add_attribute("v", v.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Log { arg0 } => to_json_binary(
            &LOG.may_load(
                deps.storage,
                element_index(arg0, LOG_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                    .to_be_bytes()
                    .as_slice(),
            )?
            .unwrap_or_default(),
        )?,
        QueryMsg::Tag {} => to_json_binary(&query_tag()?)?,
        QueryMsg::Color {} => to_json_binary(&COLOR.load(deps.storage)?)?,
        QueryMsg::Counter {} => to_json_binary(&COUNTER.load(deps.storage)?)?,
        QueryMsg::Trace {} => to_json_binary(&TRACE.load(deps.storage)?)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Votes { arg0 } => to_json_binary(
            &VOTES
                .may_load(deps.storage, arg0 as u8)?
                .unwrap_or_default(),
        )?,
        QueryMsg::AbstractOne {} => to_json_binary(&query_abstract_one()?)?,
        QueryMsg::LogLen {} => to_json_binary(&query_log_len(deps)?)?,
        QueryMsg::ColorOf { c } => to_json_binary(&query_color_of(c)?)?,
        QueryMsg::MaxColor {} => {
            let (ret0, ret1) = query_max_color()?;
            to_json_binary(&MaxColorResponse { ret0, ret1 })?
        }
        QueryMsg::Loops { n } => {
            let (total, iters) = query_loops(n)?;
            to_json_binary(&LoopsResponse { total, iters })?
        }
        QueryMsg::Ternary { a } => {
            let (ret0, ret1) = query_ternary(a)?;
            to_json_binary(&TernaryResponse { ret0, ret1 })?
        }
        QueryMsg::Swap { a, b } => {
            let (ret0, ret1) = query_swap(a, b)?;
            to_json_binary(&SwapResponse { ret0, ret1 })?
        }
        QueryMsg::Gaps {} => {
            let (ret0, ret1) = query_gaps()?;
            to_json_binary(&GapsResponse { ret0, ret1 })?
        }
        QueryMsg::Clamp { a, b } => to_json_binary(&query_clamp(a, b)?)?,
        QueryMsg::Sum { xs } => to_json_binary(&query_sum(xs)?)?,
        QueryMsg::Over { a } => to_json_binary(&query_over(a)?)?,
        QueryMsg::Over2 { a, b } => to_json_binary(&query_over_2(a, b)?)?,
        QueryMsg::Over3 { s } => to_json_binary(&query_over_3(s)?)?,
        QueryMsg::Fail { k } => to_json_binary(&query_fail(k)?)?,
    })
}

/// `tag() public pure returns (string)`
fn query_tag() -> Result<String, ContractError> {
    Ok(["Tour>".to_string().as_str(), tag()?.as_str()].concat())
}

/// `abstractOne() public pure returns (uint256)`
fn query_abstract_one() -> Result<Uint256, ContractError> {
    Ok(Uint256::one())
}

/// `logLen() external view returns (uint256)`
fn query_log_len(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        LOG_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))
}

/// `colorOf(uint256 c) external pure returns (Color)`
fn query_color_of(c: Uint256) -> Result<Color, ContractError> {
    color_from_ordinal(c)
}

/// `maxColor() external pure returns (Color, Color)`
fn query_max_color() -> Result<(Color, Color), ContractError> {
    Ok((Color::Blue, Color::Red))
}

/// `loops(uint256 n) external pure returns (uint256 total, uint256 iters)`
fn query_loops(n: Uint256) -> Result<(Uint256, Uint256), ContractError> {
    let mut total = Uint256::zero();
    let mut iters = Uint256::zero();
    let mut i = Uint256::zero();
    'loop0: while i < n {
        'body0: {
            if i.checked_rem(Uint256::from_u128(2))? == Uint256::zero() {
                break 'body0;
            }
            let mut j = Uint256::zero();
            'loop1: loop {
                'body1: {
                    iters = iters.checked_add(Uint256::one())?;
                    if j >= i {
                        break 'loop1;
                    }
                    if j == Uint256::from_u128(3) {
                        break 'body1;
                    }
                    total = total.checked_add(i.checked_mul(j)?)?;
                }
                j = j.checked_add(Uint256::one())?;
            }
            if total > Uint256::from_u128(200) {
                break 'loop0;
            }
        }
        i = i.checked_add(Uint256::one())?;
    }
    let mut k = Uint256::zero();
    'loop2: loop {
        'body2: {
            k = k.checked_add(Uint256::one())?;
            if k == Uint256::from_u128(2) {
                break 'body2;
            }
            total = total.checked_add(k)?;
        }
        if k >= Uint256::from_u128(4) {
            break 'loop2;
        }
    }
    loop {
        if total.checked_rem(Uint256::from_u128(7))? == Uint256::zero() {
            break;
        }
        total = total.checked_add(Uint256::one())?;
    }
    Ok((total, iters))
}

/// `ternary(int256 a) external pure returns (string, int256)`
fn query_ternary(a: Int256) -> Result<(String, Int256), ContractError> {
    Ok((
        if a > Int256::zero() {
            "pos".to_string()
        } else {
            if a < Int256::zero() {
                "neg".to_string()
            } else {
                "zero".to_string()
            }
        },
        if a >= Int256::zero() {
            a
        } else {
            Int256::zero().checked_sub(a)?
        },
    ))
}

/// `swap(uint256 a, uint256 b) external pure returns (uint256, uint256)`
fn query_swap(mut a: Uint256, mut b: Uint256) -> Result<(Uint256, Uint256), ContractError> {
    let (t0, t1) = (b, a);
    a = t0;
    b = t1;
    Ok((a, b))
}

/// `gaps() external pure returns (uint256, bool)`
fn query_gaps() -> Result<(Uint256, bool), ContractError> {
    let (x, _, z) = three()?;
    let (_, s, _) = three()?;
    Ok((x.checked_add(Uint256::from(s.len() as u64))?, z))
}

/// `clamp(uint8 a, uint8 b) external pure returns (uint8)`
fn query_clamp(a: u8, b: u8) -> Result<u8, ContractError> {
    math_lib_clamp_add(a, b)
}

/// `sum(uint256[] xs) external pure returns (uint256)`
fn query_sum(xs: Vec<Uint256>) -> Result<Uint256, ContractError> {
    let m = xs.clone();
    math_lib_sum_of(m.clone())
}

/// `over(uint256 a) external pure returns (uint256)`
fn query_over(a: Uint256) -> Result<Uint256, ContractError> {
    Ok(a)
}

/// `over(uint256 a, uint256 b) external pure returns (uint256)`
fn query_over_2(a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    Ok(a.checked_add(b)?)
}

/// `over(string s) external pure returns (uint256)`
fn query_over_3(s: String) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(s.len() as u64))
}

/// `fail(uint256 k) external pure`
fn query_fail(k: Uint256) -> Result<(), ContractError> {
    if k == Uint256::zero() {
        return Err(ContractError::Plain);
    }
    if k == Uint256::one() {
        return Err(ContractError::Bad {
            code: k,
            why: "one".to_string(),
            c: Color::Blue,
        });
    }
    if k == Uint256::from_u128(2) {
        return Err(ContractError::Two);
    }
    if k == Uint256::from_u128(3) {
        return Err(ContractError::Three);
    }
    if k == Uint256::from_u128(4) {
        return Err(ContractError::Panic { code: 0x1 });
    }
    if k == Uint256::from_u128(5) {
        let mut e = vec![Uint256::zero(); to_usize(Uint256::zero())?];
        *at_mut(&mut e, Uint256::zero())? = Uint256::one();
    }
    if k == Uint256::from_u128(6) {
        return Err(ContractError::Reverted);
    }
    if k == Uint256::from_u128(7) {
        return Err(ContractError::Reverted);
    }
    let x = from_word_uint8(to_word_uint256(k))
        .checked_mul(50u8)
        .ok_or(ContractError::Panic { code: 0x11 })?;
    if x == 1u8 {
        return Err(ContractError::Unreachable);
    }
    Ok(())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
