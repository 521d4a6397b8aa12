#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    HexBinary, MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, OpState, Operation, QueryMsg};
use crate::state::{ADMIN, OPERATIONS, OPERATIONS_LENGTH, PENDING_ADMIN, QUEUED_HASHES};

const CONTRACT_NAME: &str = "crates.io:timelock-treasury";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint256 public constant MIN_DELAY = 1 days`
pub const MIN_DELAY: Uint256 = Uint256::from_u128(86400);

/// `uint256 public constant GRACE_PERIOD = 7 days`
pub const GRACE_PERIOD: Uint256 = Uint256::from_u128(604800);

/// `address(0)`: the empty string in JSON, an empty `Addr` in storage and in events.
fn zero_address() -> Addr {
    Addr::unchecked("")
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

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
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
            self.msgs.push(
                BankMsg::Send {
                    to_address: to.to_string(),
                    amount: coins(amount.u128(), NATIVE_DENOM),
                }
                .into(),
            );
            self.sent += Uint256::from(amount);
        }
        Ok(true)
    }
}

/// `constructor(address admin_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let admin = parse_address(deps.api, &msg.admin)?;
    // TimelockTreasury
    PENDING_ADMIN.save(deps.storage, &Addr::unchecked(""))?;
    ADMIN.save(deps.storage, &admin)?;
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
        ExecuteMsg::Queue {
            target,
            amount,
            description,
            eta,
        } => {
            nonpayable(&info)?;
            let target = parse_address(deps.api, &target)?;
            execute_queue(deps, env, info, target, amount, description, eta)
        }
        ExecuteMsg::Cancel { id } => {
            nonpayable(&info)?;
            execute_cancel(deps, info, id)
        }
        ExecuteMsg::Execute { id } => {
            nonpayable(&info)?;
            execute_execute(deps, env, info, id)
        }
        ExecuteMsg::SetPendingAdmin { next } => {
            nonpayable(&info)?;
            let next = parse_address(deps.api, &next)?;
            execute_set_pending_admin(deps, info, next)
        }
        ExecuteMsg::AcceptAdmin {} => {
            nonpayable(&info)?;
            execute_accept_admin(deps, info)
        }
    }
}

/// `modifier onlyAdmin`
fn only_admin(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != ADMIN.load(deps.storage)? {
        return Err(ContractError::OnlyAdmin {
            caller: sender.clone(),
        });
    }
    Ok(())
}

/// `receive()`
pub fn execute_receive(_deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let events = vec![received_event(&info.sender, funds)];
    Ok(Response::new().add_events(events))
}

/// `queue(address payable target, uint256 amount, string description, uint256 eta) external onlyAdmin returns (uint256 id)`
pub fn execute_queue(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    target: Addr,
    amount: Uint256,
    description: String,
    eta: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_admin(deps.as_ref(), &info.sender)?;
    let earliest = block_timestamp(&env).checked_add(MIN_DELAY)?;
    if eta < earliest {
        return Err(ContractError::EtaTooSoon { eta, earliest });
    }
    let hash = query_hash_operation(target.clone(), amount, eta)?;
    if QUEUED_HASHES
        .may_load(deps.storage, hash.as_slice())?
        .unwrap_or_default()
    {
        return Err(ContractError::OperationAlreadyQueued);
    }
    QUEUED_HASHES.save(deps.storage, hash.as_slice(), &true)?;
    let id = Uint256::from(
        OPERATIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    );
    let operations_length = OPERATIONS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default();
    OPERATIONS.save(
        deps.storage,
        Uint256::from(operations_length).to_be_bytes().as_slice(),
        &Operation {
            target: target.clone(),
            amount,
            description: description.clone(),
            eta,
            state: OpState::Queued,
        },
    )?;
    OPERATIONS_LENGTH.save(deps.storage, &(operations_length + 1))?;
    events.push(queued_event(id, &hash, &target, amount, eta));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `cancel(uint256 id) external onlyAdmin`
pub fn execute_cancel(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_admin(deps.as_ref(), &info.sender)?;
    let key = queued(deps.as_ref(), id)?;
    let mut operations = OPERATIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    operations.state = OpState::Cancelled;
    OPERATIONS.save(deps.storage, key.to_be_bytes().as_slice(), &operations)?;
    let key_2 = query_hash_operation(
        OPERATIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .target,
        OPERATIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
        OPERATIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .eta,
    )?;
    QUEUED_HASHES.remove(deps.storage, key_2.as_slice());
    events.push(cancelled_event(id));
    Ok(Response::new().add_events(events))
}

/// `execute(uint256 id) external onlyAdmin`
pub fn execute_execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_admin(deps.as_ref(), &info.sender)?;
    let key = queued(deps.as_ref(), id)?;
    if block_timestamp(&env)
        < OPERATIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .eta
    {
        return Err(ContractError::NotReady {
            id,
            eta: OPERATIONS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .eta,
        });
    }
    if block_timestamp(&env)
        > OPERATIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .eta
            .checked_add(GRACE_PERIOD)?
    {
        return Err(ContractError::Stale {
            id,
            expired_at: OPERATIONS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .eta
                .checked_add(GRACE_PERIOD)?,
        });
    }
    let mut operations = OPERATIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    operations.state = OpState::Executed;
    OPERATIONS.save(deps.storage, key.to_be_bytes().as_slice(), &operations)?;
    let key_2 = query_hash_operation(
        OPERATIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .target,
        OPERATIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
        OPERATIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .eta,
    )?;
    QUEUED_HASHES.remove(deps.storage, key_2.as_slice());
    let (ok, _) = (
        payouts.send(
            deps.as_ref(),
            &env,
            &OPERATIONS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .target,
            OPERATIONS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .amount,
        )?,
        HexBinary::default(),
    );
    if !ok {
        return Err(ContractError::PaymentFailed);
    }
    events.push(executed_event(
        id,
        &OPERATIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .target,
        OPERATIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
    ));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `setPendingAdmin(address next) external onlyAdmin`
pub fn execute_set_pending_admin(
    deps: DepsMut,
    info: MessageInfo,
    next: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_admin(deps.as_ref(), &info.sender)?;
    PENDING_ADMIN.save(deps.storage, &next)?;
    events.push(new_pending_admin_event(&next));
    Ok(Response::new().add_events(events))
}

/// `acceptAdmin() external`
pub fn execute_accept_admin(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != PENDING_ADMIN.load(deps.storage)? {
        return Err(ContractError::NotThePendingAdmin);
    }
    ADMIN.save(deps.storage, &info.sender)?;
    PENDING_ADMIN.save(deps.storage, &zero_address())?;
    events.push(new_admin_event(&info.sender));
    Ok(Response::new().add_events(events))
}

/// `_queued(uint256 id) private view returns (Operation op)`
fn queued(deps: Deps, id: Uint256) -> Result<Uint256, ContractError> {
    let key = element_index(
        id,
        OPERATIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    if OPERATIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .state
        != OpState::Queued
    {
        return Err(ContractError::NotQueued {
            id,
            state: OPERATIONS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .state,
        });
    }
    Ok(key)
}

/// `event Received(address indexed from, uint256 amount)`
fn received_event(from: &Addr, amount: Uint256) -> Event {
    Event::new("Received")
        .add_attribute("from", from.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Queued(uint256 indexed id, bytes32 hash, address target, uint256 amount, uint256 eta)`
fn queued_event(
    id: Uint256,
    hash: &HexBinary,
    target: &Addr,
    amount: Uint256,
    eta: Uint256,
) -> Event {
    Event::new("Queued")
        .add_attribute("id", id.to_string())
        .add_attribute("hash", hash.to_hex())
        .add_attribute("target", target.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("eta", eta.to_string())
}

/// `event Executed(uint256 indexed id, address target, uint256 amount)`
fn executed_event(id: Uint256, target: &Addr, amount: Uint256) -> Event {
    Event::new("Executed")
        .add_attribute("id", id.to_string())
        .add_attribute("target", target.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Cancelled(uint256 indexed id)`
fn cancelled_event(id: Uint256) -> Event {
    Event::new("Cancelled").add_attribute("id", id.to_string())
}

/// `event NewPendingAdmin(address indexed pendingAdmin)`
fn new_pending_admin_event(pending_admin: &Addr) -> Event {
    Event::new("NewPendingAdmin").add_attribute("pendingAdmin", pending_admin.as_str())
}

/// `event NewAdmin(address indexed admin)`
fn new_admin_event(admin: &Addr) -> Event {
    Event::new("NewAdmin").add_attribute("admin", admin.as_str())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::MinDelay {} => to_json_binary(&MIN_DELAY)?,
        QueryMsg::GracePeriod {} => to_json_binary(&GRACE_PERIOD)?,
        QueryMsg::Admin {} => to_json_binary(&ADMIN.load(deps.storage)?)?,
        QueryMsg::PendingAdmin {} => to_json_binary(&PENDING_ADMIN.load(deps.storage)?)?,
        QueryMsg::Operations { arg0 } => to_json_binary(
            &OPERATIONS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        OPERATIONS_LENGTH
                            .may_load(deps.storage)?
                            .unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::QueuedHashes { arg0 } => {
            if arg0.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(
                &QUEUED_HASHES
                    .may_load(deps.storage, arg0.as_slice())?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::HashOperation {
            target,
            amount,
            eta,
        } => {
            let target = parse_address(deps.api, &target)?;
            to_json_binary(&query_hash_operation(target, amount, eta)?)?
        }
        QueryMsg::OperationCount {} => to_json_binary(&query_operation_count(deps)?)?,
    })
}

/// `hashOperation(address target, uint256 amount, uint256 eta) public pure returns (bytes32)`
fn query_hash_operation(
    target: Addr,
    amount: Uint256,
    eta: Uint256,
) -> Result<HexBinary, ContractError> {
    Ok(keccak256(
        &[
            target.as_bytes(),
            &vec![0u8; (32 - target.as_bytes().len() % 32) % 32],
            &to_word_uint256(amount),
            &to_word_uint256(eta),
        ]
        .concat(),
    ))
}

/// `operationCount() external view returns (uint256)`
fn query_operation_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        OPERATIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
