#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    HexBinary, MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, Game, InstantiateMsg, MigrateMsg, Move, QueryMsg, Stage};
use crate::state::{GAMES, GAME_COUNT, WINS};

const CONTRACT_NAME: &str = "crates.io:rock-paper-scissors";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint256 public constant REVEAL_WINDOW = 1 hours`
pub const REVEAL_WINDOW: Uint256 = Uint256::from_u128(3600);

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
    // RockPaperScissors
    GAME_COUNT.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Create { commitment } => {
            if commitment.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            execute_create(deps, info, commitment)
        }
        ExecuteMsg::Join { id, commitment } => {
            if commitment.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            execute_join(deps, env, info, id, commitment)
        }
        ExecuteMsg::Reveal { id, r#move, salt } => {
            nonpayable(&info)?;
            if salt.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            execute_reveal(deps, env, info, id, r#move, salt)
        }
        ExecuteMsg::ClaimTimeout { id } => {
            nonpayable(&info)?;
            execute_claim_timeout(deps, env, info, id)
        }
    }
}

/// `modifier atStage(uint256 id, Stage stage)`
fn at_stage(deps: Deps, id: Uint256, stage: Stage) -> Result<(), ContractError> {
    let actual = GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .stage;
    if actual != stage
        || is_zero_address(
            &GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .player1,
        )
    {
        return Err(ContractError::WrongStage {
            id,
            expected: stage,
            actual,
        });
    }
    Ok(())
}

/// `create(bytes32 commitment) external payable returns (uint256 id)`
pub fn execute_create(
    deps: DepsMut,
    info: MessageInfo,
    commitment: HexBinary,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if funds <= Uint256::zero() {
        return Err(ContractError::StakeRequired);
    }
    let old = GAME_COUNT.load(deps.storage)?;
    let new = old.checked_add(Uint256::one())?;
    GAME_COUNT.save(deps.storage, &new)?;
    let id = new;
    let mut games = GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    games.player1 = info.sender.clone();
    GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &games)?;
    let mut games_2 = GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    games_2.commit1 = commitment.clone();
    GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &games_2)?;
    let mut games_3 = GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    games_3.stake = funds;
    GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &games_3)?;
    events.push(game_created_event(id, &info.sender, funds));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `join(uint256 id, bytes32 commitment) external payable atStage(id, Stage.Open)`
pub fn execute_join(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
    commitment: HexBinary,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    at_stage(deps.as_ref(), id, Stage::Open)?;
    if info.sender
        == GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .player1
    {
        return Err(ContractError::CannotPlayYourself);
    }
    if funds
        != GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .stake
    {
        return Err(ContractError::StakeMismatch {
            sent: funds,
            stake: GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .stake,
        });
    }
    let mut games = GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    games.player2 = info.sender.clone();
    GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &games)?;
    let mut games_2 = GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    games_2.commit2 = commitment.clone();
    GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &games_2)?;
    let mut games_3 = GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    games_3.reveal_deadline = block_timestamp(&env).checked_add(REVEAL_WINDOW)?;
    GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &games_3)?;
    let mut games_4 = GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    games_4.stage = Stage::Committed;
    GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &games_4)?;
    events.push(game_joined_event(
        id,
        &info.sender,
        GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .reveal_deadline,
    ));
    Ok(Response::new().add_events(events))
}

/// `reveal(uint256 id, Move move, bytes32 salt) external atStage(id, Stage.Committed)`
pub fn execute_reveal(
    mut deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
    r#move: Move,
    salt: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    at_stage(deps.as_ref(), id, Stage::Committed)?;
    if r#move == Move::None {
        return Err(ContractError::NoMove);
    }
    let commitment = query_commitment_for(r#move, salt.clone())?;
    if info.sender
        == GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .player1
        && commitment
            == GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .commit1
        && GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .move1
            == Move::None
    {
        let mut games = GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default();
        games.move1 = r#move;
        GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &games)?;
    } else if info.sender
        == GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .player2
        && commitment
            == GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .commit2
        && GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .move2
            == Move::None
    {
        let mut games_2 = GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default();
        games_2.move2 = r#move;
        GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &games_2)?;
    } else {
        return Err(ContractError::InvalidReveal {
            id,
            player: info.sender.clone(),
        });
    }
    events.push(move_revealed_event(id, &info.sender, r#move));
    if GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .move1
        != Move::None
        && GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .move2
            != Move::None
    {
        let mut game_2 = GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default();
        settle(
            deps.branch(),
            &env,
            &mut events,
            &mut payouts,
            id,
            &mut game_2,
        )?;
        GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &game_2)?;
    }
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `claimTimeout(uint256 id) external atStage(id, Stage.Committed)`
pub fn execute_claim_timeout(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    at_stage(deps.as_ref(), id, Stage::Committed)?;
    if block_timestamp(&env)
        <= GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .reveal_deadline
    {
        return Err(ContractError::RevealWindowOpen {
            deadline: GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .reveal_deadline,
        });
    }
    let mut winner = Addr::unchecked("");
    if GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .move1
        != Move::None
        && GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .move2
            == Move::None
    {
        winner = GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .player1;
    } else if GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .move2
        != Move::None
        && GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .move1
            == Move::None
    {
        winner = GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .player2;
    } else if info.sender
        != GAMES
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .player1
        && info.sender
            != GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .player2
    {
        return Err(ContractError::NotAPlayer {
            id,
            caller: info.sender.clone(),
        });
    }
    let mut games = GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    games.stage = Stage::Settled;
    GAMES.save(deps.storage, id.to_be_bytes().as_slice(), &games)?;
    let pot = GAMES
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .stake
        .checked_mul(Uint256::from_u128(2))?;
    if is_zero_address(&winner) {
        payouts.transfer(
            deps.as_ref(),
            &env,
            &GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .player1,
            GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .stake,
        )?;
        payouts.transfer(
            deps.as_ref(),
            &env,
            &GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .player2,
            GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .stake,
        )?;
        events.push(game_settled_event(
            id,
            &zero_address(),
            GAMES
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .stake,
        ));
    } else {
        let wins = WINS
            .may_load(deps.storage, &winner)?
            .unwrap_or_default()
            .checked_add(Uint256::one())?;
        WINS.save(deps.storage, &winner, &wins)?;
        payouts.transfer(deps.as_ref(), &env, &winner, pot)?;
        events.push(game_settled_event(id, &winner, pot));
    }
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `_settle(uint256 id, Game game) private`
fn settle(
    deps: DepsMut,
    env: &Env,
    events: &mut Vec<Event>,
    payouts: &mut Payouts,
    id: Uint256,
    game: &mut Game,
) -> Result<(), ContractError> {
    game.stage = Stage::Settled;
    let result = query_outcome(game.move1, game.move2)?;
    if result == 0u8 {
        payouts.transfer(deps.as_ref(), env, &game.player1, game.stake)?;
        payouts.transfer(deps.as_ref(), env, &game.player2, game.stake)?;
        events.push(game_settled_event(id, &zero_address(), game.stake));
        return Ok(());
    }
    let winner = if result == 1u8 {
        game.player1.clone()
    } else {
        game.player2.clone()
    };
    let wins = WINS
        .may_load(deps.storage, &winner)?
        .unwrap_or_default()
        .checked_add(Uint256::one())?;
    WINS.save(deps.storage, &winner, &wins)?;
    payouts.transfer(
        deps.as_ref(),
        env,
        &winner,
        game.stake.checked_mul(Uint256::from_u128(2))?,
    )?;
    events.push(game_settled_event(
        id,
        &winner,
        game.stake.checked_mul(Uint256::from_u128(2))?,
    ));
    Ok(())
}

/// `event GameCreated(uint256 indexed id, address indexed player1, uint256 stake)`
fn game_created_event(id: Uint256, player1: &Addr, stake: Uint256) -> Event {
    Event::new("GameCreated")
        .add_attribute("id", id.to_string())
        .add_attribute("player1", player1.as_str())
        .add_attribute("stake", stake.to_string())
}

/// `event GameJoined(uint256 indexed id, address indexed player2, uint256 revealDeadline)`
fn game_joined_event(id: Uint256, player2: &Addr, reveal_deadline: Uint256) -> Event {
    Event::new("GameJoined")
        .add_attribute("id", id.to_string())
        .add_attribute("player2", player2.as_str())
        .add_attribute("revealDeadline", reveal_deadline.to_string())
}

/// `event MoveRevealed(uint256 indexed id, address indexed player, Move move)`
fn move_revealed_event(id: Uint256, player: &Addr, r#move: Move) -> Event {
    Event::new("MoveRevealed")
        .add_attribute("id", id.to_string())
        .add_attribute("player", player.as_str())
        .add_attribute("move", r#move.as_str())
}

/// `event GameSettled(uint256 indexed id, address winner, uint256 payout)`
fn game_settled_event(id: Uint256, winner: &Addr, payout: Uint256) -> Event {
    Event::new("GameSettled")
        .add_attribute("id", id.to_string())
        .add_attribute("winner", winner.as_str())
        .add_attribute("payout", payout.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::RevealWindow {} => to_json_binary(&REVEAL_WINDOW)?,
        QueryMsg::GameCount {} => to_json_binary(&GAME_COUNT.load(deps.storage)?)?,
        QueryMsg::Games { arg0 } => to_json_binary(
            &GAMES
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )?,
        QueryMsg::Wins { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&WINS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::CommitmentFor { r#move, salt } => {
            if salt.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(&query_commitment_for(r#move, salt)?)?
        }
        QueryMsg::Outcome { a, b } => to_json_binary(&query_outcome(a, b)?)?,
    })
}

/// `commitmentFor(Move move, bytes32 salt) public pure returns (bytes32)`
fn query_commitment_for(r#move: Move, salt: HexBinary) -> Result<HexBinary, ContractError> {
    Ok(keccak256(&[&[r#move as u8], salt.as_slice()].concat()))
}

/// `outcome(Move a, Move b) public pure returns (uint8)`
fn query_outcome(a: Move, b: Move) -> Result<u8, ContractError> {
    if a == b {
        return Ok(0u8);
    }
    Ok(
        if (a as u8)
            .checked_add(3u8)
            .ok_or(ContractError::Panic { code: 0x11 })?
            .checked_sub(b as u8)
            .ok_or(ContractError::Panic { code: 0x11 })?
            .checked_rem(3u8)
            .ok_or(ContractError::Panic { code: 0x12 })?
            == 1u8
        {
            1u8
        } else {
            2u8
        },
    )
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
