#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, CosmosMsg, Deps, DepsMut, Env, Event, HexBinary,
    MessageInfo, Response, StdError, StdResult, Uint256, Uint512, Uint64, WasmMsg,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    DecodeLimitsResponse, ExecuteMsg, InstantiateMsg, MigrateMsg, OrderRelayExecuteMsg, QueryMsg,
};
use crate::state::{CREDITS, EXECUTED, OWNER, PAYLOADS, PAYLOADS_LENGTH, TAGGED};

const CONTRACT_NAME: &str = "crates.io:order-relay";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `uint256 public constant FIELD = 2 ** 255 - 19`
pub const FIELD: Uint256 = Uint256::from_be_bytes([
    0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xed,
]);

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
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

/// An address as `abi.encode` writes it (bech32 text padded with zeros; `address(0)` is
/// empty); anything else fails like Solidity's decoder.
fn abi_decode_address(api: &dyn Api, bytes: &[u8]) -> Result<Addr, ContractError> {
    let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
    if bytes[end..].iter().any(|b| *b != 0) {
        return Err(ContractError::Reverted);
    }
    let text = std::str::from_utf8(&bytes[..end]).map_err(|_| ContractError::Reverted)?;
    parse_address(api, text).map_err(|_| ContractError::Reverted)
}

/// An ABI word as a `bool`: anything but 0 or 1 fails like Solidity's decoder.
fn abi_decode_bool(w: [u8; 32]) -> Result<bool, ContractError> {
    if w[..31].iter().any(|b| *b != 0) || w[31] > 1 {
        return Err(ContractError::Reverted);
    }
    Ok(w[31] == 1)
}

/// An ABI word as a `bytesN` (left-aligned): non-zero bytes past `n` fail like Solidity's decoder.
fn abi_decode_fixed_bytes(w: [u8; 32], n: usize) -> Result<HexBinary, ContractError> {
    if w[n..].iter().any(|b| *b != 0) {
        return Err(ContractError::Reverted);
    }
    Ok(HexBinary::from(&w[..n]))
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

/// The 32-byte word at `at` of ABI-encoded data; data too short fails like Solidity's decoder.
fn abi_word(data: &[u8], at: usize) -> Result<[u8; 32], ContractError> {
    data.get(at..at + 32)
        .and_then(|w| <[u8; 32]>::try_from(w).ok())
        .ok_or(ContractError::Reverted)
}

/// `addmod(x, y, k)`: `(x + y) % k` computed without overflow; `k == 0` fails with `Panic(0x12)`.
fn addmod(x: Uint256, y: Uint256, k: Uint256) -> Result<Uint256, ContractError> {
    if k.is_zero() {
        return Err(ContractError::Panic { code: 0x12 });
    }
    let r = (Uint512::from(x) + Uint512::from(y)) % Uint512::from(k);
    Ok(Uint256::try_from(r).map_err(StdError::from)?)
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

/// The low 64 bits of a word as a `uint64` (Solidity's truncating conversion).
fn from_word_uint64(w: [u8; 32]) -> Uint64 {
    let w = word_truncate(w, 64, false);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Uint64::from_be_bytes(b)
}

/// `mulmod(x, y, k)`: `(x * y) % k` computed without overflow; `k == 0` fails with `Panic(0x12)`.
fn mulmod(x: Uint256, y: Uint256, k: Uint256) -> Result<Uint256, ContractError> {
    if k.is_zero() {
        return Err(ContractError::Panic { code: 0x12 });
    }
    let r = (Uint512::from(x) * Uint512::from(y)) % Uint512::from(k);
    Ok(Uint256::try_from(r).map_err(StdError::from)?)
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// A `uint64` as a 32-byte big-endian two's complement word.
fn to_word_uint64(x: Uint64) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    msgs: Vec<CosmosMsg>,
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
    // OrderRelay
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
        ExecuteMsg::Enqueue { to, amount, tag } => {
            let to = parse_address(deps.api, &to)?;
            if tag.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            execute_enqueue(deps, info, to, amount, tag)
        }
        ExecuteMsg::Execute { id } => execute_execute(deps, env, id),
        ExecuteMsg::Credit { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_credit(deps, env, info, to, amount)
        }
        ExecuteMsg::Credit2 { to, amount, tag } => {
            let to = parse_address(deps.api, &to)?;
            if tag.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            execute_credit_2(deps, env, info, to, amount, tag)
        }
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner {
            caller: sender.clone(),
        });
    }
    Ok(())
}

/// `modifier onlySelf`
fn only_self(env: &Env, sender: &Addr) -> Result<(), ContractError> {
    if *sender != env.contract.address {
        return Err(ContractError::OnlyTheRelayItself);
    }
    Ok(())
}

/// `enqueue(address to, uint256 amount, bytes4 tag) external onlyOwner returns (uint256 id)`
pub fn execute_enqueue(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
    tag: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    let payloads_length = PAYLOADS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    PAYLOADS.save(
        deps.storage,
        Uint256::from(payloads_length).to_be_bytes().as_slice(),
        &HexBinary::from(
            [
                to.as_bytes(),
                &vec![0u8; (32 - to.as_bytes().len() % 32) % 32],
                &to_word_uint256(amount),
                tag.as_slice(),
                &[0u8; 28],
            ]
            .concat(),
        ),
    )?;
    PAYLOADS_LENGTH.save(deps.storage, &(payloads_length + 1))?;
    let id = Uint256::from(PAYLOADS_LENGTH.may_load(deps.storage)?.unwrap_or_default())
        .checked_sub(Uint256::one())?;
    events.push(queued_event(
        id,
        query_fingerprint(amount, Uint256::from(u32::from_be_bytes(tag.to_array()?)))?,
    ));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `execute(uint256 id) external`
pub fn execute_execute(deps: DepsMut, env: Env, id: Uint256) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if id >= Uint256::from(PAYLOADS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        return Err(ContractError::UnknownOrder { id });
    }
    if EXECUTED
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
    {
        return Err(ContractError::AlreadyExecuted { id });
    }
    EXECUTED.save(deps.storage, id.to_be_bytes().as_slice(), &true)?;
    let (to, amount, tag) = {
        let data: &[u8] = &PAYLOADS
            .may_load(
                deps.storage,
                element_index(
                    id,
                    PAYLOADS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default();
        let address_len = data.len().checked_sub(64).ok_or(ContractError::Reverted)?;
        (
            abi_decode_address(deps.api, &data[..address_len])?,
            abi_decode_uint256(abi_word(data, address_len)?)?,
            abi_decode_fixed_bytes(abi_word(data, address_len + 32)?, 4)?,
        )
    };
    if tag == vec![0u8; 4] {
        payouts.msgs.push(
            WasmMsg::Execute {
                contract_addr: env.contract.address.to_string(),
                msg: to_json_binary(&OrderRelayExecuteMsg::Credit {
                    to: to.to_string(),
                    amount,
                })?,
                funds: vec![],
            }
            .into(),
        );
    } else {
        payouts.msgs.push(
            WasmMsg::Execute {
                contract_addr: env.contract.address.to_string(),
                msg: to_json_binary(&OrderRelayExecuteMsg::Credit2 {
                    to: to.to_string(),
                    amount,
                    tag: tag.clone(),
                })?,
                funds: vec![],
            }
            .into(),
        );
    }
    events.push(executed_event(id, &to, amount));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `credit(address to, uint256 amount) external onlySelf`
pub fn execute_credit(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_self(&env, &info.sender)?;
    let credits = CREDITS
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(amount)?;
    CREDITS.save(deps.storage, &to, &credits)?;
    events.push(credited_event(&to, amount, &HexBinary::from(vec![0u8; 4])));
    Ok(Response::new().add_events(events))
}

/// `credit(address to, uint256 amount, bytes4 tag) external onlySelf`
pub fn execute_credit_2(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
    tag: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_self(&env, &info.sender)?;
    let credits = CREDITS
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(amount)?;
    CREDITS.save(deps.storage, &to, &credits)?;
    let tagged = TAGGED
        .may_load(deps.storage, tag.as_slice())?
        .unwrap_or_default()
        .checked_add(Uint256::one())?;
    TAGGED.save(deps.storage, tag.as_slice(), &tagged)?;
    events.push(credited_event(&to, amount, &tag));
    Ok(Response::new().add_events(events))
}

/// `event Queued(uint256 indexed id, uint256 fingerprint)`
fn queued_event(id: Uint256, fingerprint: Uint256) -> Event {
    Event::new("Queued")
        .add_attribute("id", id.to_string())
        .add_attribute("fingerprint", fingerprint.to_string())
}

/// `event Executed(uint256 indexed id, address to, uint256 amount)`
fn executed_event(id: Uint256, to: &Addr, amount: Uint256) -> Event {
    Event::new("Executed")
        .add_attribute("id", id.to_string())
        .add_attribute("to", to.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Credited(address indexed to, uint256 amount, bytes4 tag)`
fn credited_event(to: &Addr, amount: Uint256, tag: &HexBinary) -> Event {
    Event::new("Credited")
        .add_attribute("to", to.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("tag", tag.to_hex())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Field {} => to_json_binary(&FIELD)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Executed { arg0 } => to_json_binary(
            &EXECUTED
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )?,
        QueryMsg::Credits { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&CREDITS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Tagged { arg0 } => {
            if arg0.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            to_json_binary(
                &TAGGED
                    .may_load(deps.storage, arg0.as_slice())?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Fingerprint { a, b } => to_json_binary(&query_fingerprint(a, b)?)?,
        QueryMsg::Scaled { a, b, m } => to_json_binary(&query_scaled(a, b, m)?)?,
        QueryMsg::DecodeLimits { data } => {
            let (limit, open) = query_decode_limits(data)?;
            to_json_binary(&DecodeLimitsResponse { limit, open })?
        }
        QueryMsg::OrderCount {} => to_json_binary(&query_order_count(deps)?)?,
    })
}

/// `fingerprint(uint256 a, uint256 b) public pure returns (uint256)`
fn query_fingerprint(a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    addmod(mulmod(a, b, FIELD)?, addmod(a, b, FIELD)?, FIELD)
}

/// `scaled(uint256 a, uint256 b, uint256 m) external pure returns (uint256)`
fn query_scaled(a: Uint256, b: Uint256, m: Uint256) -> Result<Uint256, ContractError> {
    mulmod(a, b, m)
}

/// `decodeLimits(bytes data) external pure returns (uint64 limit, bool open)`
fn query_decode_limits(data: HexBinary) -> Result<(Uint64, bool), ContractError> {
    let (ret0, ret1) = {
        let data_2: &[u8] = &data;
        (
            abi_decode_uint64(abi_word(data_2, 0)?)?,
            abi_decode_bool(abi_word(data_2, 32)?)?,
        )
    };
    Ok((ret0, ret1))
}

/// `orderCount() external view returns (uint256)`
fn query_order_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        PAYLOADS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
