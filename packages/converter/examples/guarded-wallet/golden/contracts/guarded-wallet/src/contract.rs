#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    HexBinary, MessageInfo, Reply, Response, StdError, StdResult, Storage, SubMsg, Uint128,
    Uint256, WasmMsg,
};
use cw_utils::{may_pay, nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{
    CounterExecuteMsg, ExecuteMsg, GuardedWalletExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg,
    Transaction,
};
use crate::state::{GUARDIANS, LIMIT, OWNER, TRANSACTIONS, TRANSACTIONS_LENGTH};

const CONTRACT_NAME: &str = "crates.io:guarded-wallet";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `msg.value`: the amount of the native denom attached (any other denom is rejected).
fn msg_value(info: &MessageInfo) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(may_pay(info, NATIVE_DENOM)?))
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

/// An ABI word as a `uint256`; a value outside the type's range fails like Solidity's decoder.
fn abi_decode_uint256(w: [u8; 32]) -> Result<Uint256, ContractError> {
    let x = from_word_uint256(w);
    if to_word_uint256(x) == w {
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

/// The response of the part of a function before a call, then that of its rest, run at once.
fn and_then_rest(first: Response, rest: Response) -> Response {
    let mut out = first
        .add_submessages(rest.messages)
        .add_attributes(rest.attributes)
        .add_events(rest.events);
    if let Some(data) = rest.data {
        out = out.set_data(data);
    }
    out
}

/// The native funds a call sends along: none for 0.
fn call_funds(value: Uint256) -> Result<Vec<cosmwasm_std::Coin>, ContractError> {
    if value.is_zero() {
        return Ok(vec![]);
    }
    let amount = Uint128::try_from(value).map_err(StdError::from)?;
    Ok(coins(amount.u128(), NATIVE_DENOM))
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

/// What a low-level call returned: the called contract's response data (nothing when it failed).
fn reply_output(reply: &Reply) -> HexBinary {
    let Ok(response) = reply.result.clone().into_result() else {
        return HexBinary::default();
    };
    #[allow(deprecated)]
    let raw = match response.msg_responses.first() {
        Some(first) => first.value.clone(),
        None => response.data.unwrap_or_default(),
    };
    parse_execute_response_data(&raw)
        .ok()
        .and_then(|r| r.data)
        .map(|d| HexBinary::from(d.as_slice()))
        .unwrap_or_default()
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    sent: Uint256,
    msgs: Vec<SubMsg>,
}

impl Payouts {
    /// `address(this).balance`
    fn self_balance(&self, deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
        let bank = deps
            .querier
            .query_balance(&env.contract.address, NATIVE_DENOM)?;
        Ok(Uint256::from(bank.amount).checked_sub(self.sent)?)
    }

    /// `to.send(amount)` / `to.call{value: amount}("")`: `false` when the balance is short.
    fn send(
        &mut self,
        deps: Deps,
        env: &Env,
        to: &Addr,
        amount: Uint256,
    ) -> Result<bool, ContractError> {
        if amount > self.self_balance(deps, env)? {
            return Ok(false);
        }
        if !amount.is_zero() {
            let amount =
                Uint128::try_from(amount).map_err(|_| ContractError::Panic { code: 0x11 })?;
            self.msgs.push(SubMsg::new(BankMsg::Send {
                to_address: to.to_string(),
                amount: coins(amount.u128(), NATIVE_DENOM),
            }));
            self.sent += Uint256::from(amount);
        }
        Ok(true)
    }
}

/// `constructor()`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    _msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    msg_value(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    // GuardedWallet
    OWNER.save(deps.storage, &info.sender)?;
    LIMIT.save(deps.storage, &Uint256::from_u128(10))?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {
        ExecuteMsg::Receive {} => execute_receive(deps, info),
        ExecuteMsg::Queue { to, value, data } => {
            nonpayable(&info)?;
            let to = parse_address(deps.api, &to)?;
            execute_queue(deps, info, to, value, data)
        }
        ExecuteMsg::QueueAddGuardian { guardian } => {
            nonpayable(&info)?;
            let guardian = parse_address(deps.api, &guardian)?;
            execute_queue_add_guardian(deps, env, info, guardian)
        }
        ExecuteMsg::QueueRaiseLimit { amount } => {
            nonpayable(&info)?;
            execute_queue_raise_limit(deps, env, info, amount)
        }
        ExecuteMsg::Execute { id } => {
            nonpayable(&info)?;
            execute_execute(deps, env, info, id)
        }
        ExecuteMsg::TryRaise { amount } => {
            nonpayable(&info)?;
            execute_try_raise(deps, env, info, amount)
        }
        ExecuteMsg::Nudge { amount } => {
            nonpayable(&info)?;
            execute_nudge(deps, env, info, amount)
        }
        ExecuteMsg::AddGuardian { guardian } => {
            nonpayable(&info)?;
            let guardian = parse_address(deps.api, &guardian)?;
            execute_add_guardian(deps, env, info, guardian)
        }
        ExecuteMsg::RaiseLimit { amount } => {
            nonpayable(&info)?;
            execute_raise_limit(deps, env, info, amount)
        }
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner);
    }
    Ok(())
}

/// `modifier onlyWallet`
fn only_wallet(env: &Env, sender: &Addr) -> Result<(), ContractError> {
    if *sender != env.contract.address {
        return Err(ContractError::OnlyThroughATransaction);
    }
    Ok(())
}

/// `receive()`
pub fn execute_receive(_deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    msg_value(&info)?;
    Ok(Response::new())
}

/// `queue(address to, uint256 value, bytes data) external onlyOwner returns (uint256 id)`
pub fn execute_queue(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    value: Uint256,
    data: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    let id = Uint256::from(
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    );
    let transactions_length = TRANSACTIONS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default();
    TRANSACTIONS.save(
        deps.storage,
        Uint256::from(transactions_length).to_be_bytes().as_slice(),
        &Transaction {
            to: to.clone(),
            value,
            data: data.clone(),
            done: false,
        },
    )?;
    TRANSACTIONS_LENGTH.save(deps.storage, &(transactions_length + 1))?;
    events.push(queued_event(id, &to, value, &data));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `queueAddGuardian(address guardian) external onlyOwner returns (uint256 id)`
pub fn execute_queue_add_guardian(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    guardian: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    let encoded = [
        guardian.as_bytes(),
        &vec![0u8; (32 - guardian.as_bytes().len() % 32) % 32],
    ]
    .concat();
    let data =
        HexBinary::from([[0xa5u8, 0x26, 0xd8, 0x3b].as_slice(), encoded.as_slice()].concat());
    let id = Uint256::from(
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    );
    let transactions_length = TRANSACTIONS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default();
    TRANSACTIONS.save(
        deps.storage,
        Uint256::from(transactions_length).to_be_bytes().as_slice(),
        &Transaction {
            to: env.contract.address.clone(),
            value: Uint256::zero(),
            data: data.clone(),
            done: false,
        },
    )?;
    TRANSACTIONS_LENGTH.save(deps.storage, &(transactions_length + 1))?;
    events.push(queued_event(
        id,
        &env.contract.address,
        Uint256::zero(),
        &data,
    ));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `queueRaiseLimit(uint256 amount) external onlyOwner returns (uint256 id)`
pub fn execute_queue_raise_limit(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    let encoded = <[&[u8]]>::concat(&[&to_word_uint256(amount)]);
    let data =
        HexBinary::from([[0xabu8, 0x0f, 0xac, 0xc0].as_slice(), encoded.as_slice()].concat());
    let id = Uint256::from(
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    );
    let transactions_length = TRANSACTIONS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default();
    TRANSACTIONS.save(
        deps.storage,
        Uint256::from(transactions_length).to_be_bytes().as_slice(),
        &Transaction {
            to: env.contract.address.clone(),
            value: Uint256::zero(),
            data: data.clone(),
            done: false,
        },
    )?;
    TRANSACTIONS_LENGTH.save(deps.storage, &(transactions_length + 1))?;
    events.push(queued_event(
        id,
        &env.contract.address,
        Uint256::zero(),
        &data,
    ));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `execute(uint256 id) external onlyOwner`
pub fn execute_execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    only_owner(deps.as_ref(), &info.sender)?;
    let key = element_index(
        id,
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    if TRANSACTIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .done
    {
        return Err(ContractError::AlreadyExecuted);
    }
    let mut transactions = TRANSACTIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    transactions.done = true;
    TRANSACTIONS.save(deps.storage, key.to_be_bytes().as_slice(), &transactions)?;
    let call_to: Addr = TRANSACTIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .to;
    let call_value: Uint256 = TRANSACTIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .value;
    let call_data = TRANSACTIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .data;
    let message = low_level_call(deps.as_ref(), &env, &call_to, call_value, &call_data)?;
    push_continuation(deps.storage, Continuation::Execute { id })?;
    let Some(message) = message else {
        let sent = payouts.send(deps.as_ref(), &env, &call_to, call_value)?;
        return Ok(and_then_rest(
            Response::new().add_submessages(payouts.msgs),
            continue_execute(deps, sent, HexBinary::default())?,
        ));
    };
    payouts
        .msgs
        .push(SubMsg::reply_always(message, REPLY_CONTINUE_EXECUTE));
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `tryRaise(uint256 amount) external onlyOwner`
pub fn execute_try_raise(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    only_owner(deps.as_ref(), &info.sender)?;
    let call_to: Addr = env.contract.address.clone();
    let call_value: Uint256 = Uint256::zero();
    let message: CosmosMsg = WasmMsg::Execute {
        contract_addr: call_to.to_string(),
        msg: to_json_binary(&GuardedWalletExecuteMsg::RaiseLimit { amount })?,
        funds: call_funds(call_value)?,
    }
    .into();
    push_continuation(deps.storage, Continuation::TryRaise { amount })?;
    payouts
        .msgs
        .push(SubMsg::reply_always(message, REPLY_CONTINUE_TRY_RAISE));
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `nudge(uint256 amount) external onlyOwner`
pub fn execute_nudge(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    only_owner(deps.as_ref(), &info.sender)?;
    let call_to: Addr = env.contract.address.clone();
    let call_value: Uint256 = Uint256::zero();
    let message: CosmosMsg = WasmMsg::Execute {
        contract_addr: call_to.to_string(),
        msg: to_json_binary(&GuardedWalletExecuteMsg::RaiseLimit { amount })?,
        funds: call_funds(call_value)?,
    }
    .into();
    payouts
        .msgs
        .push(SubMsg::reply_on_error(message, REPLY_CALL_FAILURE_IGNORED));
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `addGuardian(address guardian) external onlyWallet`
pub fn execute_add_guardian(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    guardian: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_wallet(&env, &info.sender)?;
    GUARDIANS.save(deps.storage, &guardian, &true)?;
    events.push(guardian_added_event(&guardian));
    Ok(Response::new().add_events(events))
}

/// `raiseLimit(uint256 amount) external onlyWallet returns (uint256)`
pub fn execute_raise_limit(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_wallet(&env, &info.sender)?;
    if amount <= LIMIT.load(deps.storage)? {
        return Err(ContractError::NotARaise);
    }
    LIMIT.save(deps.storage, &amount)?;
    events.push(limit_raised_event(amount));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&LIMIT.load(deps.storage)?)?))
}

/// `event Queued(uint256 indexed id, address to, uint256 value, bytes data)`
fn queued_event(id: Uint256, to: &Addr, value: Uint256, data: &HexBinary) -> Event {
    Event::new("Queued")
        .add_attribute("id", id.to_string())
        .add_attribute("to", to.as_str())
        .add_attribute("value", value.to_string())
        .add_attribute("data", data.to_hex())
}

/// `event Executed(uint256 indexed id, bool ok, bytes result)`
fn executed_event(id: Uint256, ok: bool, result: &HexBinary) -> Event {
    Event::new("Executed")
        .add_attribute("id", id.to_string())
        .add_attribute("ok", ok.to_string())
        .add_attribute("result", result.to_hex())
}

/// `event Tried(uint256 amount, bool ok)`
fn tried_event(amount: Uint256, ok: bool) -> Event {
    Event::new("Tried")
        .add_attribute("amount", amount.to_string())
        .add_attribute("ok", ok.to_string())
}

/// `event GuardianAdded(address guardian)`
fn guardian_added_event(guardian: &Addr) -> Event {
    Event::new("GuardianAdded").add_attribute("guardian", guardian.as_str())
}

/// `event LimitRaised(uint256 limit)`
fn limit_raised_event(limit: Uint256) -> Event {
    Event::new("LimitRaised").add_attribute("limit", limit.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Limit {} => to_json_binary(&LIMIT.load(deps.storage)?)?,
        QueryMsg::Guardians { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&GUARDIANS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Transactions { arg0 } => to_json_binary(
            &TRANSACTIONS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        TRANSACTIONS_LENGTH
                            .may_load(deps.storage)?
                            .unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Count {} => to_json_binary(&query_count(deps)?)?,
    })
}

/// `count() external view returns (uint256)`
fn query_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    ))
}

/// The message of a low-level call `to.call{value: value}(data)`: `None` for empty data (a bank
/// send); ABI data (selector and arguments) of a function of a contract in this file as that
/// function's JSON message; any other data as the JSON execute message it must be.
fn low_level_call(
    deps: Deps,
    env: &Env,
    to: &Addr,
    value: Uint256,
    data: &[u8],
) -> Result<Option<CosmosMsg>, ContractError> {
    if data.is_empty() {
        return Ok(None);
    }
    let known = if *to == env.contract.address {
        own_call_message(deps.api, data)?
    } else {
        file_call_message(deps.api, data)?
    };
    let msg = known.unwrap_or_else(|| Binary::from(data));
    Ok(Some(
        WasmMsg::Execute {
            contract_addr: to.to_string(),
            msg,
            funds: call_funds(value)?,
        }
        .into(),
    ))
}

/// ABI data of one of this contract's own functions (its 4-byte selector, then the arguments as
/// `abi.encode` writes them), sent to the contract itself, as that function's JSON execute message; `None` for other data.
fn own_call_message(api: &dyn Api, data: &[u8]) -> Result<Option<Binary>, ContractError> {
    if data.len() < 4 {
        return Ok(None);
    }
    let (selector, args) = data.split_at(4);
    let msg = match selector {
        [0xed, 0x4d, 0x8a, 0x4a] => {
            // queueAddGuardian(address)
            let address_len_2 = args.len().checked_sub(0).ok_or(ContractError::Reverted)?;
            to_json_binary(&ExecuteMsg::QueueAddGuardian {
                guardian: abi_decode_address(api, &args[..address_len_2])?.to_string(),
            })?
        }
        [0x73, 0x5e, 0x9b, 0xa9] => {
            // queueRaiseLimit(uint256)
            to_json_binary(&ExecuteMsg::QueueRaiseLimit {
                amount: abi_decode_uint256(abi_word(args, 0)?)?,
            })?
        }
        [0xfe, 0x0d, 0x94, 0xc1] => {
            // execute(uint256)
            to_json_binary(&ExecuteMsg::Execute {
                id: abi_decode_uint256(abi_word(args, 0)?)?,
            })?
        }
        [0xc9, 0xa2, 0x03, 0x5e] => {
            // tryRaise(uint256)
            to_json_binary(&ExecuteMsg::TryRaise {
                amount: abi_decode_uint256(abi_word(args, 0)?)?,
            })?
        }
        [0x71, 0x45, 0xad, 0x4b] => {
            // nudge(uint256)
            to_json_binary(&ExecuteMsg::Nudge {
                amount: abi_decode_uint256(abi_word(args, 0)?)?,
            })?
        }
        [0xa5, 0x26, 0xd8, 0x3b] => {
            // addGuardian(address)
            let address_len_3 = args.len().checked_sub(0).ok_or(ContractError::Reverted)?;
            to_json_binary(&ExecuteMsg::AddGuardian {
                guardian: abi_decode_address(api, &args[..address_len_3])?.to_string(),
            })?
        }
        [0xab, 0x0f, 0xac, 0xc0] => {
            // raiseLimit(uint256)
            to_json_binary(&ExecuteMsg::RaiseLimit {
                amount: abi_decode_uint256(abi_word(args, 0)?)?,
            })?
        }
        _ => return Ok(None),
    };
    Ok(Some(msg))
}

/// ABI data of a function of another contract of this file (its 4-byte selector, then the
/// arguments as `abi.encode` writes them) as that function's JSON execute message; `None` for other data.
fn file_call_message(_api: &dyn Api, data: &[u8]) -> Result<Option<Binary>, ContractError> {
    if data.len() < 4 {
        return Ok(None);
    }
    let (selector, args) = data.split_at(4);
    let msg = match selector {
        [0x10, 0x03, 0xe2, 0xd2] => {
            // add(uint256)
            to_json_binary(&CounterExecuteMsg::Add {
                amount: abi_decode_uint256(abi_word(args, 0)?)?,
            })?
        }
        _ => return Ok(None),
    };
    Ok(Some(msg))
}

/// Reply id of `t.to.call{value: t.value}(t.data)` (line 68), continued by `continue_execute`.
const REPLY_CONTINUE_EXECUTE: u64 = 1;

/// Reply id of `address(this).call(abi.encodeCall(this.raiseLimit, (amount)))` (line 75), continued by `continue_try_raise`.
const REPLY_CONTINUE_TRY_RAISE: u64 = 2;

/// Reply id of low-level calls whose result is ignored: their failure is swallowed, as on the EVM.
const REPLY_CALL_FAILURE_IGNORED: u64 = 3;

/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the `bool` such a call returned: `false` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
        REPLY_CONTINUE_EXECUTE => continue_execute(deps, msg.result.is_ok(), reply_output(&msg)),
        REPLY_CONTINUE_TRY_RAISE => {
            continue_try_raise(deps, msg.result.is_ok(), reply_output(&msg))
        }
        REPLY_CALL_FAILURE_IGNORED => Ok(Response::new()),
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}

/// The rest of `execute` after `t.to.call{value: t.value}(t.data)` (line 68) returned.
fn continue_execute(
    deps: DepsMut,
    call_success: bool,
    call_output: HexBinary,
) -> Result<Response, ContractError> {
    let Continuation::Execute { id } = pop_continuation(deps.storage)? else {
        return Err(
            StdError::generic_err("reply REPLY_CONTINUE_EXECUTE without its continuation").into(),
        );
    };
    let mut events = vec![];
    let (ok, result) = (call_success, call_output);
    if !ok {
        return Err(ContractError::TransactionFailed);
    }
    events.push(executed_event(id, ok, &result));
    Ok(Response::new().add_events(events))
}

/// The rest of `tryRaise` after `address(this).call(abi.encodeCall(this.raiseLimit, (amount)))` (line 75) returned.
fn continue_try_raise(
    deps: DepsMut,
    call_success: bool,
    call_output: HexBinary,
) -> Result<Response, ContractError> {
    let Continuation::TryRaise { amount } = pop_continuation(deps.storage)? else {
        return Err(StdError::generic_err(
            "reply REPLY_CONTINUE_TRY_RAISE without its continuation",
        )
        .into());
    };
    let mut events = vec![];
    let (ok, _) = (call_success, call_output);
    events.push(tried_event(amount, ok));
    Ok(Response::new().add_events(events))
}

/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by `reply`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
    Execute { id: Uint256 },
    TryRaise { amount: Uint256 },
}

/// Pending continuations, innermost last: the called contract may call back into this one and
/// start another before the first one's reply.
const CONTINUATIONS: cw_storage_plus::Item<Vec<Continuation>> =
    cw_storage_plus::Item::new("continuations");

fn push_continuation(storage: &mut dyn Storage, next: Continuation) -> StdResult<()> {
    let mut stack = CONTINUATIONS.may_load(storage)?.unwrap_or_default();
    stack.push(next);
    CONTINUATIONS.save(storage, &stack)
}

fn pop_continuation(storage: &mut dyn Storage) -> StdResult<Continuation> {
    let mut stack = CONTINUATIONS.may_load(storage)?.unwrap_or_default();
    let next = stack
        .pop()
        .ok_or_else(|| StdError::generic_err("reply without a pending continuation"))?;
    CONTINUATIONS.save(storage, &stack)?;
    Ok(next)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
