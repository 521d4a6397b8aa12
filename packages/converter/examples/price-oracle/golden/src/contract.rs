#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, Int256, MessageInfo, Response,
    StdResult, Uint128, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    ChangeResponse, ExecuteMsg, InstantiateMsg, LatestRoundDataResponse, MigrateMsg, QueryMsg,
    Round, UnpackResponse,
};
use crate::state::{
    DECIMALS, FLAGS, IS_REPORTER, LATEST_ROUND_ID, MAX_ANSWER, MIN_ANSWER, OWNER, ROUNDS,
};

const CONTRACT_NAME: &str = "crates.io:price-oracle";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `uint256 public constant MAX_DEVIATION_BPS = 2000`
pub const MAX_DEVIATION_BPS: Uint256 = Uint256::from_u128(2000);

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
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

fn bitand_uint256(a: Uint256, b: Uint256) -> Uint256 {
    let (a, b) = (to_word_uint256(a), to_word_uint256(b));
    let mut w = [0u8; 32];
    for (i, byte) in w.iter_mut().enumerate() {
        *byte = a[i] & b[i];
    }
    from_word_uint256(w)
}

fn bitor_uint256(a: Uint256, b: Uint256) -> Uint256 {
    let (a, b) = (to_word_uint256(a), to_word_uint256(b));
    let mut w = [0u8; 32];
    for (i, byte) in w.iter_mut().enumerate() {
        *byte = a[i] | b[i];
    }
    from_word_uint256(w)
}

/// Checked arithmetic at the declared width: a `uint80` result outside its range is an overflow.
fn check_uint80(x: Uint128) -> Result<Uint128, ContractError> {
    if from_word_uint80(to_word_uint80(x)) == x {
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

/// The low 256 bits of a word as a `int256` (Solidity's truncating conversion).
fn from_word_int256(w: [u8; 32]) -> Int256 {
    let w = word_truncate(w, 256, true);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Int256::from_be_bytes(b)
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
fn shl_uint256(x: Uint256, shift: u32) -> Uint256 {
    x.checked_shl(shift).unwrap_or(Uint256::zero())
}

/// `x >> shift` (arithmetic for signed types).
fn shr_uint256(x: Uint256, shift: u32) -> Uint256 {
    x.checked_shr(shift).unwrap_or(Uint256::zero())
}

/// A `int256` as a 32-byte big-endian two's complement word.
fn to_word_int256(x: Int256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), x.is_negative())
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint8` as a 32-byte big-endian two's complement word.
fn to_word_uint8(x: u8) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint80` as a 32-byte big-endian two's complement word.
fn to_word_uint80(x: Uint128) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// `constructor(uint8 decimals_, int256 minAnswer_, int256 maxAnswer_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let decimals = msg.decimals;
    let min_answer = msg.min_answer;
    let max_answer = msg.max_answer;
    // PriceOracle
    LATEST_ROUND_ID.save(deps.storage, &Uint128::zero())?;
    FLAGS.save(deps.storage, &0u8)?;
    if min_answer >= max_answer {
        return Err(ContractError::BadBounds);
    }
    DECIMALS.save(deps.storage, &decimals)?;
    MIN_ANSWER.save(deps.storage, &min_answer)?;
    MAX_ANSWER.save(deps.storage, &max_answer)?;
    OWNER.save(deps.storage, &info.sender)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    match msg {
        ExecuteMsg::SetReporter { reporter, allowed } => {
            let reporter = parse_address(deps.api, &reporter)?;
            execute_set_reporter(deps, info, reporter, allowed)
        }
        ExecuteMsg::Submit { answer } => execute_submit(deps, env, info, answer),
        ExecuteMsg::ToggleFlag { bit } => execute_toggle_flag(deps, info, bit),
    }
}

/// `setReporter(address reporter, bool allowed) external`
pub fn execute_set_reporter(
    deps: DepsMut,
    info: MessageInfo,
    reporter: Addr,
    allowed: bool,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::OnlyOwner);
    }
    IS_REPORTER.save(deps.storage, &reporter, &allowed)?;
    events.push(reporter_set_event(&reporter, allowed));
    Ok(Response::new().add_events(events))
}

/// `submit(int256 answer) external returns (uint80 roundId)`
pub fn execute_submit(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    answer: Int256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if !IS_REPORTER
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
    {
        return Err(ContractError::NotReporter {
            caller: info.sender.clone(),
        });
    }
    if answer < MIN_ANSWER.load(deps.storage)? || answer > MAX_ANSWER.load(deps.storage)? {
        return Err(ContractError::AnswerOutOfRange {
            answer,
            min_answer: MIN_ANSWER.load(deps.storage)?,
            max_answer: MAX_ANSWER.load(deps.storage)?,
        });
    }
    if LATEST_ROUND_ID.load(deps.storage)? > Uint128::new(0)
        && FLAGS.load(deps.storage)? & 1u8 == 0u8
    {
        let previous = ROUNDS
            .may_load(deps.storage, LATEST_ROUND_ID.load(deps.storage)?.u128())?
            .unwrap_or_default()
            .answer;
        if previous != Int256::zero() {
            let deviation = signed_math_deviation_bps(previous, answer)?;
            if signed_math_abs(deviation)? > MAX_DEVIATION_BPS {
                return Err(ContractError::DeviationTooHigh {
                    previous,
                    answer,
                    deviation_bps: deviation,
                });
            }
        }
    }
    let old = LATEST_ROUND_ID.load(deps.storage)?;
    let new = check_uint80(old.checked_add(Uint128::new(1))?)?;
    LATEST_ROUND_ID.save(deps.storage, &new)?;
    let round_id = new;
    ROUNDS.save(
        deps.storage,
        round_id.u128(),
        &Round {
            answer,
            updated_at: from_word_uint64(to_word_uint256(block_timestamp(&env))),
            reporter: info.sender.clone(),
        },
    )?;
    events.push(answer_updated_event(
        answer,
        Uint256::from(round_id),
        block_timestamp(&env),
    ));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&round_id)?))
}

/// `toggleFlag(uint8 bit) external`
pub fn execute_toggle_flag(
    deps: DepsMut,
    info: MessageInfo,
    bit: u8,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::OnlyOwner);
    }
    if bit >= 8u8 {
        return Err(ContractError::BitOutOfRange);
    }
    let previous = FLAGS.load(deps.storage)?;
    FLAGS.save(
        deps.storage,
        &(previous
            ^ from_word_uint8(to_word_uint256(shl_uint256(
                Uint256::one(),
                shift_amount_uint8(bit),
            )))),
    )?;
    events.push(flags_changed_event(previous, FLAGS.load(deps.storage)?));
    Ok(Response::new().add_events(events))
}

/// `deviationBps(int256 previous, int256 current) internal pure returns (int256)`
fn signed_math_deviation_bps(previous: Int256, current: Int256) -> Result<Int256, ContractError> {
    Ok(current
        .checked_sub(previous)?
        .checked_mul(Int256::from_i128(10000))?
        .checked_div(previous)?)
}

/// `abs(int256 x) internal pure returns (uint256)`
fn signed_math_abs(x: Int256) -> Result<Uint256, ContractError> {
    Ok(from_word_uint256(to_word_int256(if x >= Int256::zero() {
        x
    } else {
        Int256::zero().checked_sub(x)?
    })))
}

/// `isFresh(Round round, uint256 maxAge, uint256 nowTs) internal view returns (bool)`
fn round_lib_is_fresh(
    _deps: Deps,
    round: &Round,
    max_age: Uint256,
    now_ts: Uint256,
) -> Result<bool, ContractError> {
    Ok(round.updated_at != Uint64::new(0)
        && now_ts.checked_sub(Uint256::from(round.updated_at))? <= max_age)
}

/// `event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt)`
fn answer_updated_event(current: Int256, round_id: Uint256, updated_at: Uint256) -> Event {
    Event::new("AnswerUpdated")
        .add_attribute("current", current.to_string())
        .add_attribute("roundId", round_id.to_string())
        .add_attribute("updatedAt", updated_at.to_string())
}

/// `event ReporterSet(address indexed reporter, bool allowed)`
fn reporter_set_event(reporter: &Addr, allowed: bool) -> Event {
    Event::new("ReporterSet")
        .add_attribute("reporter", reporter.as_str())
        .add_attribute("allowed", allowed.to_string())
}

/// `event FlagsChanged(uint8 previous, uint8 current)`
fn flags_changed_event(previous: u8, current: u8) -> Event {
    Event::new("FlagsChanged")
        .add_attribute("previous", previous.to_string())
        .add_attribute("current", current.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Decimals {} => to_json_binary(&DECIMALS.load(deps.storage)?)?,
        QueryMsg::MinAnswer {} => to_json_binary(&MIN_ANSWER.load(deps.storage)?)?,
        QueryMsg::MaxAnswer {} => to_json_binary(&MAX_ANSWER.load(deps.storage)?)?,
        QueryMsg::MaxDeviationBps {} => to_json_binary(&MAX_DEVIATION_BPS)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::LatestRoundId {} => to_json_binary(&LATEST_ROUND_ID.load(deps.storage)?)?,
        QueryMsg::Flags {} => to_json_binary(&FLAGS.load(deps.storage)?)?,
        QueryMsg::Rounds { arg0 } => {
            check_uint80(arg0)?;
            to_json_binary(
                &ROUNDS
                    .may_load(deps.storage, arg0.u128())?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::IsReporter { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &IS_REPORTER
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::LatestRoundData {} => {
            let (round_id, answer, updated_at) = query_latest_round_data(deps)?;
            to_json_binary(&LatestRoundDataResponse {
                round_id,
                answer,
                updated_at,
            })?
        }
        QueryMsg::Change {
            from_round,
            to_round,
        } => {
            check_uint80(from_round)?;
            check_uint80(to_round)?;
            let (delta, bps) = query_change(deps, from_round, to_round)?;
            to_json_binary(&ChangeResponse { delta, bps })?
        }
        QueryMsg::Scale {
            answer,
            to_decimals,
        } => to_json_binary(&query_scale(deps, answer, to_decimals)?)?,
        QueryMsg::PackRound { round_id } => {
            check_uint80(round_id)?;
            to_json_binary(&query_pack_round(deps, round_id)?)?
        }
        QueryMsg::Unpack { packed } => {
            let (round_id, updated_at) = query_unpack(packed)?;
            to_json_binary(&UnpackResponse {
                round_id,
                updated_at,
            })?
        }
        QueryMsg::Inverted {} => to_json_binary(&query_inverted(deps)?)?,
        QueryMsg::IsFresh { round_id, max_age } => {
            check_uint80(round_id)?;
            to_json_binary(&query_is_fresh(deps, &env, round_id, max_age)?)?
        }
        QueryMsg::Absolute { x } => to_json_binary(&query_absolute(x)?)?,
    })
}

/// `latestRoundData() external view returns (uint80 roundId, int256 answer, uint256 updatedAt)`
fn query_latest_round_data(deps: Deps) -> Result<(Uint128, Int256, Uint256), ContractError> {
    if LATEST_ROUND_ID.load(deps.storage)? == Uint128::new(0) {
        return Err(ContractError::NoData);
    }
    let key = LATEST_ROUND_ID.load(deps.storage)?;
    Ok((
        LATEST_ROUND_ID.load(deps.storage)?,
        ROUNDS
            .may_load(deps.storage, key.u128())?
            .unwrap_or_default()
            .answer,
        Uint256::from(
            ROUNDS
                .may_load(deps.storage, key.u128())?
                .unwrap_or_default()
                .updated_at,
        ),
    ))
}

/// `change(uint80 fromRound, uint80 toRound) external view returns (int256 delta, int256 bps)`
fn query_change(
    deps: Deps,
    from_round: Uint128,
    to_round: Uint128,
) -> Result<(Int256, Int256), ContractError> {
    let a = ROUNDS
        .may_load(deps.storage, from_round.u128())?
        .unwrap_or_default()
        .answer;
    let b = ROUNDS
        .may_load(deps.storage, to_round.u128())?
        .unwrap_or_default()
        .answer;
    let delta = b.checked_sub(a)?;
    let bps = signed_math_deviation_bps(a, b)?;
    Ok((delta, bps))
}

/// `scale(int256 answer, uint8 toDecimals) public view returns (int256)`
fn query_scale(deps: Deps, answer: Int256, to_decimals: u8) -> Result<Int256, ContractError> {
    if to_decimals >= DECIMALS.load(deps.storage)? {
        return Ok(answer.checked_mul(from_word_int256(to_word_uint256(
            Uint256::from_u128(10).checked_pow(exponent_uint256(Uint256::from(
                to_decimals
                    .checked_sub(DECIMALS.load(deps.storage)?)
                    .ok_or(ContractError::Panic { code: 0x11 })?,
            ))?)?,
        )))?);
    }
    Ok(answer.checked_div(from_word_int256(to_word_uint256(
        Uint256::from_u128(10).checked_pow(exponent_uint256(Uint256::from(
            DECIMALS
                .load(deps.storage)?
                .checked_sub(to_decimals)
                .ok_or(ContractError::Panic { code: 0x11 })?,
        ))?)?,
    )))?)
}

/// `packRound(uint80 roundId) external view returns (uint256 packed)`
fn query_pack_round(deps: Deps, round_id: Uint128) -> Result<Uint256, ContractError> {
    let packed = bitor_uint256(
        shl_uint256(Uint256::from(round_id), 64),
        Uint256::from(
            ROUNDS
                .may_load(deps.storage, round_id.u128())?
                .unwrap_or_default()
                .updated_at,
        ),
    );
    Ok(packed)
}

/// `unpack(uint256 packed) external pure returns (uint80 roundId, uint64 updatedAt)`
fn query_unpack(packed: Uint256) -> Result<(Uint128, Uint64), ContractError> {
    let round_id = from_word_uint80(to_word_uint256(shr_uint256(packed, 64)));
    let updated_at = from_word_uint64(to_word_uint256(bitand_uint256(
        packed,
        Uint256::from(Uint64::new(18446744073709551615)),
    )));
    Ok((round_id, updated_at))
}

/// `inverted() external view returns (uint8)`
fn query_inverted(deps: Deps) -> Result<u8, ContractError> {
    Ok(!FLAGS.load(deps.storage)?)
}

/// `isFresh(uint80 roundId, uint256 maxAge) external view returns (bool)`
fn query_is_fresh(
    deps: Deps,
    env: &Env,
    round_id: Uint128,
    max_age: Uint256,
) -> Result<bool, ContractError> {
    round_lib_is_fresh(
        deps,
        &ROUNDS
            .may_load(deps.storage, round_id.u128())?
            .unwrap_or_default(),
        max_age,
        block_timestamp(env),
    )
}

/// `absolute(int256 x) external pure returns (uint256)`
fn query_absolute(x: Int256) -> Result<Uint256, ContractError> {
    signed_math_abs(x)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
