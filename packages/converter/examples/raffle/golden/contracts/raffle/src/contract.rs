#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    HexBinary, MessageInfo, Response, StdResult, Storage, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{OWNER, PLAYERS, PLAYERS_LENGTH, ROUND, TICKET_PRICE, WINNERS};

const CONTRACT_NAME: &str = "crates.io:raffle";
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

/// `block.prevrandao`: CosmWasm has no beacon randomness, so this hashes what the chain offers
/// (block height and time, chain id, transaction index, this contract's address). Anyone who can
/// predict the block can predict it: never let it decide anything of value.
fn block_prevrandao(env: &Env) -> Uint256 {
    let mut seed = Vec::new();
    seed.extend_from_slice(&env.block.height.to_be_bytes());
    seed.extend_from_slice(&env.block.time.nanos().to_be_bytes());
    seed.extend_from_slice(env.block.chain_id.as_bytes());
    if let Some(tx) = &env.transaction {
        seed.extend_from_slice(&tx.index.to_be_bytes());
    }
    seed.extend_from_slice(env.contract.address.as_bytes());
    Uint256::from_be_bytes(keccak256(&seed).to_array().unwrap_or([0u8; 32]))
}

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// `addr.code.length > 0`: whether a contract is instantiated at `addr` (a contract-info query).
fn is_contract(deps: Deps, addr: &Addr) -> bool {
    deps.querier.query_wasm_contract_info(addr).is_ok()
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

/// `constructor(uint256 price)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let price = msg.price;
    // Raffle
    ROUND.save(deps.storage, &Uint256::zero())?;
    OWNER.save(deps.storage, &info.sender)?;
    TICKET_PRICE.save(deps.storage, &price)?;
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
        ExecuteMsg::Enter {} => execute_enter(deps, info),
        ExecuteMsg::Draw {} => {
            nonpayable(&info)?;
            execute_draw(deps, env, info)
        }
    }
}

/// `enter() external payable`
pub fn execute_enter(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if is_contract(deps.as_ref(), &info.sender) {
        return Err(ContractError::PeopleOnly);
    }
    if funds != TICKET_PRICE.load(deps.storage)? {
        return Err(ContractError::WrongPrice);
    }
    let players_length = PLAYERS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    PLAYERS.save(
        deps.storage,
        Uint256::from(players_length).to_be_bytes().as_slice(),
        &info.sender,
    )?;
    PLAYERS_LENGTH.save(deps.storage, &(players_length + 1))?;
    events.push(entered_event(&info.sender, ROUND.load(deps.storage)?));
    Ok(Response::new().add_events(events))
}

/// `draw() external`
pub fn execute_draw(deps: DepsMut, env: Env, info: MessageInfo) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::OwnerOnly);
    }
    if Uint256::from(PLAYERS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) <= Uint256::zero()
    {
        return Err(ContractError::NoPlayers);
    }
    let seed = Uint256::from_be_bytes(
        keccak256(
            &[
                &block_prevrandao(&env).to_be_bytes()[..],
                &block_timestamp(&env).to_be_bytes()[..],
                &Uint256::from(PLAYERS_LENGTH.may_load(deps.storage)?.unwrap_or_default())
                    .to_be_bytes()[..],
            ]
            .concat(),
        )
        .to_array()?,
    );
    let winner = PLAYERS
        .may_load(
            deps.storage,
            element_index(
                seed.checked_rem(Uint256::from(
                    PLAYERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                ))?,
                PLAYERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
            )?
            .to_be_bytes()
            .as_slice(),
        )?
        .unwrap_or_else(|| Addr::unchecked(""));
    let prize = payouts.self_balance(deps.as_ref(), &env)?;
    let key = ROUND.load(deps.storage)?;
    WINNERS.save(deps.storage, key.to_be_bytes().as_slice(), &winner)?;
    events.push(drawn_event(ROUND.load(deps.storage)?, &winner, prize));
    let round = ROUND.load(deps.storage)?.checked_add(Uint256::one())?;
    ROUND.save(deps.storage, &round)?;
    store_elements(deps.storage, &PLAYERS, &PLAYERS_LENGTH, &[])?;
    payouts.transfer(deps.as_ref(), &env, &winner, prize)?;
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `event Entered(address indexed player, uint256 round)`
fn entered_event(player: &Addr, round: Uint256) -> Event {
    Event::new("Entered")
        .add_attribute("player", player.as_str())
        .add_attribute("round", round.to_string())
}

/// `event Drawn(uint256 indexed round, address winner, uint256 prize)`
fn drawn_event(round: Uint256, winner: &Addr, prize: Uint256) -> Event {
    Event::new("Drawn")
        .add_attribute("round", round.to_string())
        .add_attribute("winner", winner.as_str())
        .add_attribute("prize", prize.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::TicketPrice {} => to_json_binary(&TICKET_PRICE.load(deps.storage)?)?,
        QueryMsg::Players { arg0 } => to_json_binary(
            &PLAYERS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        PLAYERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_else(|| Addr::unchecked("")),
        )?,
        QueryMsg::Round {} => to_json_binary(&ROUND.load(deps.storage)?)?,
        QueryMsg::Winners { arg0 } => to_json_binary(
            &WINNERS
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_else(|| Addr::unchecked("")),
        )?,
        QueryMsg::IsContract { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_is_contract(deps, who)?)?
        }
        QueryMsg::IsPerson { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_is_person(deps, who)?)?
        }
        QueryMsg::PlayerCount {} => to_json_binary(&query_player_count(deps)?)?,
        QueryMsg::Randomness {} => to_json_binary(&query_randomness(&env)?)?,
    })
}

/// `isContract(address who) public view returns (bool)`
fn query_is_contract(deps: Deps, who: Addr) -> Result<bool, ContractError> {
    Ok(is_contract(deps, &who))
}

/// `isPerson(address who) external view returns (bool)`
fn query_is_person(deps: Deps, who: Addr) -> Result<bool, ContractError> {
    Ok(!is_contract(deps, &who))
}

/// `playerCount() external view returns (uint256)`
fn query_player_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        PLAYERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))
}

/// `randomness() external view returns (uint256)`
fn query_randomness(env: &Env) -> Result<Uint256, ContractError> {
    Ok(block_prevrandao(env))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
