#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    HexBinary, MessageInfo, Response, StdResult, Uint128, Uint256, Uint64,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{PRIMARY_NAME, RECORDS, REGISTRATIONS, TREASURY};

const CONTRACT_NAME: &str = "crates.io:name-registry";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint256 public constant PRICE_PER_YEAR = 1000`
pub const PRICE_PER_YEAR: Uint256 = Uint256::from_u128(1000);

/// `uint64 public constant YEAR = 365 days`
pub const YEAR: Uint64 = Uint64::new(31536000);

/// `address(0)`: the empty string in JSON, an empty `Addr` in storage and in events.
fn zero_address() -> Addr {
    Addr::unchecked("")
}

fn is_zero_address(addr: &Addr) -> bool {
    addr.as_str().is_empty()
}

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

/// `block.timestamp`
fn block_timestamp(env: &Env) -> Uint256 {
    Uint256::from(env.block.time.seconds())
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

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    sent: Uint256,
    msgs: Vec<CosmosMsg>,
}

impl Payouts {
    /// `address(this).balance`
    fn self_balance(&self, deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
        let bank = deps
            .querier
            .query_balance(&env.contract.address, NATIVE_DENOM)?;
        Ok(Uint256::from(bank.amount).checked_sub(self.sent)?)
    }

    /// `to.transfer(amount)`: fails like Solidity when the balance is short; a zero amount sends
    /// nothing (the bank module rejects empty sends).
    fn transfer(
        &mut self,
        deps: Deps,
        env: &Env,
        to: &Addr,
        amount: Uint256,
    ) -> Result<(), ContractError> {
        if amount > self.self_balance(deps, env)? {
            return Err(ContractError::TransferFailed);
        }
        if !amount.is_zero() {
            let amount = Uint128::try_from(amount).map_err(|_| ContractError::TransferFailed)?;
            self.msgs.push(
                BankMsg::Send {
                    to_address: to.to_string(),
                    amount: coins(amount.u128(), NATIVE_DENOM),
                }
                .into(),
            );
            self.sent += Uint256::from(amount);
        }
        Ok(())
    }
}

/// `constructor(address treasury_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let treasury = parse_address(deps.api, &msg.treasury)?;
    // NameRegistry
    REGISTRATIONS.save(deps.storage, &Uint256::zero())?;
    TREASURY.save(deps.storage, &treasury)?;
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
        ExecuteMsg::Register {
            name,
            target,
            years,
        } => {
            let target = parse_address(deps.api, &target)?;
            execute_register(deps, env, info, name, target, years)
        }
        ExecuteMsg::Renew { name, years } => execute_renew(deps, env, info, name, years),
        ExecuteMsg::TransferName { name, to } => {
            nonpayable(&info)?;
            let to = parse_address(deps.api, &to)?;
            execute_transfer_name(deps, env, info, name, to)
        }
        ExecuteMsg::SetText { name, text } => {
            nonpayable(&info)?;
            execute_set_text(deps, env, info, name, text)
        }
        ExecuteMsg::SetPrimaryName { name } => {
            nonpayable(&info)?;
            execute_set_primary_name(deps, env, info, name)
        }
        ExecuteMsg::Sweep {} => {
            nonpayable(&info)?;
            execute_sweep(deps, env)
        }
    }
}

/// `register(string name, address target, uint8 years_) external payable`
pub fn execute_register(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    name: String,
    target: Addr,
    years: u8,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if !name_rules_is_valid(name.clone())? {
        return Err(ContractError::InvalidName { name: name.clone() });
    }
    if !(years >= 1u8 && years <= 5u8) {
        return Err(ContractError::Require1To5Years);
    }
    let key = name_rules_node(name.clone())?;
    if Uint256::from(
        RECORDS
            .may_load(deps.storage, key.as_slice())?
            .unwrap_or_default()
            .expires,
    ) > block_timestamp(&env)
    {
        return Err(ContractError::NameTaken {
            name: name.clone(),
            expires: RECORDS
                .may_load(deps.storage, key.as_slice())?
                .unwrap_or_default()
                .expires,
        });
    }
    let fee = PRICE_PER_YEAR.checked_mul(Uint256::from(years))?;
    if funds != fee {
        return Err(ContractError::WrongFee {
            sent: funds,
            required: fee,
        });
    }
    let mut records = RECORDS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default();
    records.owner = info.sender.clone();
    RECORDS.save(deps.storage, key.as_slice(), &records)?;
    let mut records_2 = RECORDS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default();
    records_2.target = target.clone();
    RECORDS.save(deps.storage, key.as_slice(), &records_2)?;
    let mut records_3 = RECORDS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default();
    records_3.expires = from_word_uint64(to_word_uint256(block_timestamp(&env)))
        .checked_add(YEAR.checked_mul(Uint64::from(years))?)?;
    RECORDS.save(deps.storage, key.as_slice(), &records_3)?;
    let mut records_4 = RECORDS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default();
    records_4.text = String::new();
    RECORDS.save(deps.storage, key.as_slice(), &records_4)?;
    let registrations = REGISTRATIONS
        .load(deps.storage)?
        .checked_add(Uint256::one())?;
    REGISTRATIONS.save(deps.storage, &registrations)?;
    events.push(name_registered_event(
        &name,
        &info.sender,
        RECORDS
            .may_load(deps.storage, key.as_slice())?
            .unwrap_or_default()
            .expires,
    ));
    Ok(Response::new().add_events(events))
}

/// `renew(string name, uint8 years_) external payable`
pub fn execute_renew(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    name: String,
    years: u8,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let key = owned(deps.as_ref(), &env, &info.sender, name.clone())?;
    let fee = PRICE_PER_YEAR.checked_mul(Uint256::from(years))?;
    if funds != fee {
        return Err(ContractError::WrongFee {
            sent: funds,
            required: fee,
        });
    }
    let mut records = RECORDS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default();
    records.expires = records
        .expires
        .checked_add(YEAR.checked_mul(Uint64::from(years))?)?;
    RECORDS.save(deps.storage, key.as_slice(), &records)?;
    events.push(name_renewed_event(
        &name,
        RECORDS
            .may_load(deps.storage, key.as_slice())?
            .unwrap_or_default()
            .expires,
    ));
    Ok(Response::new().add_events(events))
}

/// `transferName(string name, address to) external`
pub fn execute_transfer_name(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    name: String,
    to: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let key = owned(deps.as_ref(), &env, &info.sender, name.clone())?;
    if is_zero_address(&to) {
        return Err(ContractError::ZeroOwner);
    }
    let mut records = RECORDS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default();
    records.owner = to.clone();
    RECORDS.save(deps.storage, key.as_slice(), &records)?;
    events.push(name_transferred_event(
        &name_rules_node(name.clone())?,
        &info.sender,
        &to,
    ));
    Ok(Response::new().add_events(events))
}

/// `setText(string name, string text) external`
pub fn execute_set_text(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    name: String,
    text: String,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let key = owned(deps.as_ref(), &env, &info.sender, name.clone())?;
    let mut records = RECORDS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default();
    records.text = text.clone();
    RECORDS.save(deps.storage, key.as_slice(), &records)?;
    events.push(text_changed_event(&name_rules_node(name.clone())?, &text));
    Ok(Response::new().add_events(events))
}

/// `setPrimaryName(string name) external`
pub fn execute_set_primary_name(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    name: String,
) -> Result<Response, ContractError> {
    let key = name_rules_node(name.clone())?;
    if !(RECORDS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default()
        .target
        == info.sender
        && Uint256::from(
            RECORDS
                .may_load(deps.storage, key.as_slice())?
                .unwrap_or_default()
                .expires,
        ) > block_timestamp(&env))
    {
        return Err(ContractError::NameDoesNotResolveToYou);
    }
    PRIMARY_NAME.save(deps.storage, &info.sender, &name)?;
    Ok(Response::new())
}

/// `sweep() external`
pub fn execute_sweep(deps: DepsMut, env: Env) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    payouts.transfer(
        deps.as_ref(),
        &env,
        &TREASURY.load(deps.storage)?,
        payouts.self_balance(deps.as_ref(), &env)?,
    )?;
    Ok(Response::new().add_messages(payouts.msgs))
}

/// `isValid(string name) internal pure returns (bool)`
fn name_rules_is_valid(name: String) -> Result<bool, ContractError> {
    let b = HexBinary::from(name.as_bytes());
    if Uint256::from(b.len() as u64) < Uint256::from_u128(3)
        || Uint256::from(b.len() as u64) > Uint256::from_u128(32)
    {
        return Ok(false);
    }
    let mut i = Uint256::zero();
    while i < Uint256::from(b.len() as u64) {
        let c = HexBinary::from(vec![at(b.as_slice(), i)?]);
        let lower = c >= HexBinary::from_hex("61")? && c <= HexBinary::from_hex("7a")?;
        let digit = c >= HexBinary::from_hex("30")? && c <= HexBinary::from_hex("39")?;
        if !lower && !digit && c != HexBinary::from_hex("2d")? {
            return Ok(false);
        }
        i = i.checked_add(Uint256::one())?;
    }
    Ok(true)
}

/// `node(string name) internal pure returns (bytes32)`
fn name_rules_node(name: String) -> Result<HexBinary, ContractError> {
    Ok(keccak256(name.as_bytes()))
}

/// `_owned(string name) private view returns (Record record)`
fn owned(deps: Deps, env: &Env, sender: &Addr, name: String) -> Result<HexBinary, ContractError> {
    let key = name_rules_node(name.clone())?;
    if RECORDS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default()
        .owner
        != *sender
        || Uint256::from(
            RECORDS
                .may_load(deps.storage, key.as_slice())?
                .unwrap_or_default()
                .expires,
        ) <= block_timestamp(env)
    {
        return Err(ContractError::NotNameOwner {
            name: name.clone(),
            caller: sender.clone(),
        });
    }
    Ok(key.clone())
}

/// `event NameRegistered(string indexed name, address indexed owner, uint64 expires)`
fn name_registered_event(name: &str, owner: &Addr, expires: Uint64) -> Event {
    Event::new("NameRegistered")
        .add_attribute("name", name)
        .add_attribute("owner", owner.as_str())
        .add_attribute("expires", expires.to_string())
}

/// `event NameRenewed(string name, uint64 expires)`
fn name_renewed_event(name: &str, expires: Uint64) -> Event {
    Event::new("NameRenewed")
        .add_attribute("name", name)
        .add_attribute("expires", expires.to_string())
}

/// `event NameTransferred(bytes32 indexed node, address indexed from, address indexed to)`
fn name_transferred_event(node: &HexBinary, from: &Addr, to: &Addr) -> Event {
    Event::new("NameTransferred")
        .add_attribute("node", node.to_hex())
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
}

/// `event TextChanged(bytes32 indexed node, string text)`
fn text_changed_event(node: &HexBinary, text: &str) -> Event {
    Event::new("TextChanged")
        .add_attribute("node", node.to_hex())
        .add_attribute("text", text)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::PricePerYear {} => to_json_binary(&PRICE_PER_YEAR)?,
        QueryMsg::Year {} => to_json_binary(&YEAR)?,
        QueryMsg::Treasury {} => to_json_binary(&TREASURY.load(deps.storage)?)?,
        QueryMsg::Records { arg0 } => {
            if arg0.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(
                &RECORDS
                    .may_load(deps.storage, arg0.as_slice())?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::PrimaryName { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &PRIMARY_NAME
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Registrations {} => to_json_binary(&REGISTRATIONS.load(deps.storage)?)?,
        QueryMsg::NodeOf { name } => to_json_binary(&query_node_of(name)?)?,
        QueryMsg::Available { name } => to_json_binary(&query_available(deps, &env, name)?)?,
        QueryMsg::Resolve { name } => to_json_binary(&query_resolve(deps, &env, name)?)?,
    })
}

/// `nodeOf(string name) external pure returns (bytes32)`
fn query_node_of(name: String) -> Result<HexBinary, ContractError> {
    name_rules_node(name.clone())
}

/// `available(string name) public view returns (bool)`
fn query_available(deps: Deps, env: &Env, name: String) -> Result<bool, ContractError> {
    Ok(name_rules_is_valid(name.clone())?
        && Uint256::from(
            RECORDS
                .may_load(deps.storage, name_rules_node(name.clone())?.as_slice())?
                .unwrap_or_default()
                .expires,
        ) <= block_timestamp(env))
}

/// `resolve(string name) external view returns (address)`
fn query_resolve(deps: Deps, env: &Env, name: String) -> Result<Addr, ContractError> {
    let key = name_rules_node(name.clone())?;
    if Uint256::from(
        RECORDS
            .may_load(deps.storage, key.as_slice())?
            .unwrap_or_default()
            .expires,
    ) <= block_timestamp(env)
    {
        return Ok(zero_address());
    }
    Ok(RECORDS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default()
        .target)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
