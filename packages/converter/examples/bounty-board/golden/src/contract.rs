#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    HexBinary, MessageInfo, Response, StdResult, Uint128, Uint256, Uint64,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{
    Bounty, BountyStatus, ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, Submission,
};
use crate::state::{BOUNTIES, BOUNTIES_LENGTH, EARNINGS, SUBMISSIONS, SUBMISSIONS_LENGTH, TIPS};

const CONTRACT_NAME: &str = "crates.io:bounty-board";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

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

/// An array index as `usize`, if it can be one.
fn index(i: Uint256) -> Option<usize> {
    Uint128::try_from(i)
        .ok()
        .and_then(|i| usize::try_from(i.u128()).ok())
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
    // BountyBoard
    TIPS.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Fallback { data } => execute_fallback(deps, info, data),
        ExecuteMsg::Post { title, duration } => execute_post(deps, env, info, title, duration),
        ExecuteMsg::Submit { id, link } => {
            nonpayable(&info)?;
            execute_submit(deps, env, info, id, link)
        }
        ExecuteMsg::Accept { id, index } => {
            nonpayable(&info)?;
            execute_accept(deps, env, info, id, index)
        }
        ExecuteMsg::Reclaim { id } => {
            nonpayable(&info)?;
            execute_reclaim(deps, env, info, id)
        }
    }
}

/// `fallback()`
pub fn execute_fallback(
    deps: DepsMut,
    info: MessageInfo,
    data: HexBinary,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let tips = TIPS.load(deps.storage)?.checked_add(funds)?;
    TIPS.save(deps.storage, &tips)?;
    events.push(tipped_event(&info.sender, funds, &data));
    Ok(Response::new().add_events(events))
}

/// `post(string title, uint64 duration) external payable returns (uint256 id)`
pub fn execute_post(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    title: String,
    duration: Uint64,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if funds <= Uint256::zero() {
        return Err(ContractError::RewardRequired);
    }
    if Uint256::from(title.len() as u64) <= Uint256::zero() {
        return Err(ContractError::TitleRequired);
    }
    let id = Uint256::from(BOUNTIES_LENGTH.may_load(deps.storage)?.unwrap_or_default());
    let deadline =
        from_word_uint64(to_word_uint256(block_timestamp(&env))).checked_add(duration)?;
    let bounties_length = BOUNTIES_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    BOUNTIES.save(
        deps.storage,
        Uint256::from(bounties_length).to_be_bytes().as_slice(),
        &Bounty {
            poster: info.sender.clone(),
            title: title.clone(),
            reward: funds,
            deadline,
            status: BountyStatus::Open,
            winner: zero_address(),
        },
    )?;
    BOUNTIES_LENGTH.save(deps.storage, &(bounties_length + 1))?;
    events.push(bounty_posted_event(
        id,
        &info.sender,
        &title,
        funds,
        deadline,
    ));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `submit(uint256 id, string link) external`
pub fn execute_submit(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
    link: String,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let key = open(deps.as_ref(), id)?;
    if block_timestamp(&env)
        > Uint256::from(
            BOUNTIES
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .deadline,
        )
    {
        return Err(ContractError::DeadlinePassed {
            id,
            deadline: BOUNTIES
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .deadline,
        });
    }
    if info.sender
        == BOUNTIES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .poster
    {
        return Err(ContractError::PosterCannotSubmit);
    }
    let submissions_length = SUBMISSIONS_LENGTH
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    SUBMISSIONS.save(
        deps.storage,
        (
            id.to_be_bytes().as_slice(),
            Uint256::from(submissions_length).to_be_bytes().as_slice(),
        ),
        &Submission {
            hunter: info.sender.clone(),
            link: link.clone(),
        },
    )?;
    SUBMISSIONS_LENGTH.save(
        deps.storage,
        id.to_be_bytes().as_slice(),
        &(submissions_length + 1),
    )?;
    events.push(work_submitted_event(
        id,
        Uint256::from(
            SUBMISSIONS_LENGTH
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )
        .checked_sub(Uint256::one())?,
        &info.sender,
        &link,
    ));
    Ok(Response::new().add_events(events))
}

/// `accept(uint256 id, uint256 index) external`
pub fn execute_accept(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
    index: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let key = open(deps.as_ref(), id)?;
    if info.sender
        != BOUNTIES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .poster
    {
        return Err(ContractError::OnlyPoster {
            id,
            caller: info.sender.clone(),
        });
    }
    let key_2 = element_index(
        index,
        SUBMISSIONS_LENGTH
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    )?;
    let mut bounties = BOUNTIES
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    bounties.status = BountyStatus::Paid;
    BOUNTIES.save(deps.storage, key.to_be_bytes().as_slice(), &bounties)?;
    let mut bounties_2 = BOUNTIES
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    bounties_2.winner = SUBMISSIONS
        .may_load(
            deps.storage,
            (id.to_be_bytes().as_slice(), key_2.to_be_bytes().as_slice()),
        )?
        .unwrap_or_default()
        .hunter;
    BOUNTIES.save(deps.storage, key.to_be_bytes().as_slice(), &bounties_2)?;
    let key_3 = SUBMISSIONS
        .may_load(
            deps.storage,
            (id.to_be_bytes().as_slice(), key_2.to_be_bytes().as_slice()),
        )?
        .unwrap_or_default()
        .hunter;
    let earnings = EARNINGS
        .may_load(deps.storage, &key_3)?
        .unwrap_or_default()
        .checked_add(
            BOUNTIES
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .reward,
        )?;
    EARNINGS.save(deps.storage, &key_3, &earnings)?;
    payouts.transfer(
        deps.as_ref(),
        &env,
        &SUBMISSIONS
            .may_load(
                deps.storage,
                (id.to_be_bytes().as_slice(), key_2.to_be_bytes().as_slice()),
            )?
            .unwrap_or_default()
            .hunter,
        BOUNTIES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .reward,
    )?;
    events.push(bounty_paid_event(
        id,
        &SUBMISSIONS
            .may_load(
                deps.storage,
                (id.to_be_bytes().as_slice(), key_2.to_be_bytes().as_slice()),
            )?
            .unwrap_or_default()
            .hunter,
        BOUNTIES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .reward,
    ));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `reclaim(uint256 id) external`
pub fn execute_reclaim(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let key = open(deps.as_ref(), id)?;
    if info.sender
        != BOUNTIES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .poster
    {
        return Err(ContractError::OnlyPoster {
            id,
            caller: info.sender.clone(),
        });
    }
    if block_timestamp(&env)
        <= Uint256::from(
            BOUNTIES
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .deadline,
        )
    {
        return Err(ContractError::DeadlineNotReached {
            id,
            deadline: BOUNTIES
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .deadline,
        });
    }
    let mut bounties = BOUNTIES
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    bounties.status = BountyStatus::Reclaimed;
    BOUNTIES.save(deps.storage, key.to_be_bytes().as_slice(), &bounties)?;
    payouts.transfer(
        deps.as_ref(),
        &env,
        &BOUNTIES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .poster,
        BOUNTIES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .reward,
    )?;
    events.push(bounty_reclaimed_event(
        id,
        BOUNTIES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .reward,
    ));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `_open(uint256 id) private view returns (Bounty bounty)`
fn open(deps: Deps, id: Uint256) -> Result<Uint256, ContractError> {
    let key = element_index(
        id,
        BOUNTIES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    if BOUNTIES
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .status
        != BountyStatus::Open
    {
        return Err(ContractError::BountyClosed {
            id,
            status: BOUNTIES
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .status,
        });
    }
    Ok(key)
}

/// `event BountyPosted(uint256 indexed id, address indexed poster, string title, uint256 reward, uint64 deadline)`
fn bounty_posted_event(
    id: Uint256,
    poster: &Addr,
    title: &str,
    reward: Uint256,
    deadline: Uint64,
) -> Event {
    Event::new("BountyPosted")
        .add_attribute("id", id.to_string())
        .add_attribute("poster", poster.as_str())
        .add_attribute("title", title)
        .add_attribute("reward", reward.to_string())
        .add_attribute("deadline", deadline.to_string())
}

/// `event WorkSubmitted(uint256 indexed id, uint256 index, address indexed hunter, string link)`
fn work_submitted_event(id: Uint256, index: Uint256, hunter: &Addr, link: &str) -> Event {
    Event::new("WorkSubmitted")
        .add_attribute("id", id.to_string())
        .add_attribute("index", index.to_string())
        .add_attribute("hunter", hunter.as_str())
        .add_attribute("link", link)
}

/// `event BountyPaid(uint256 indexed id, address indexed hunter, uint256 reward)`
fn bounty_paid_event(id: Uint256, hunter: &Addr, reward: Uint256) -> Event {
    Event::new("BountyPaid")
        .add_attribute("id", id.to_string())
        .add_attribute("hunter", hunter.as_str())
        .add_attribute("reward", reward.to_string())
}

/// `event BountyReclaimed(uint256 indexed id, uint256 reward)`
fn bounty_reclaimed_event(id: Uint256, reward: Uint256) -> Event {
    Event::new("BountyReclaimed")
        .add_attribute("id", id.to_string())
        .add_attribute("reward", reward.to_string())
}

/// `event Tipped(address indexed from, uint256 amount, bytes data)`
fn tipped_event(from: &Addr, amount: Uint256, data: &HexBinary) -> Event {
    Event::new("Tipped")
        .add_attribute("from", from.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("data", data.to_hex())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Bounties { arg0 } => to_json_binary(
            &BOUNTIES
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        BOUNTIES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Earnings { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&EARNINGS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Tips {} => to_json_binary(&TIPS.load(deps.storage)?)?,
        QueryMsg::SubmissionCount { id } => to_json_binary(&query_submission_count(deps, id)?)?,
        QueryMsg::Submission { id, index } => to_json_binary(&query_submission(deps, id, index)?)?,
        QueryMsg::OpenBounties {} => to_json_binary(&query_open_bounties(deps)?)?,
    })
}

/// `submissionCount(uint256 id) external view returns (uint256)`
fn query_submission_count(deps: Deps, id: Uint256) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        SUBMISSIONS_LENGTH
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    ))
}

/// `submission(uint256 id, uint256 index) external view returns (Submission)`
fn query_submission(deps: Deps, id: Uint256, index: Uint256) -> Result<Submission, ContractError> {
    Ok(SUBMISSIONS
        .may_load(
            deps.storage,
            (
                id.to_be_bytes().as_slice(),
                element_index(
                    index,
                    SUBMISSIONS_LENGTH
                        .may_load(deps.storage, id.to_be_bytes().as_slice())?
                        .unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            ),
        )?
        .unwrap_or_default())
}

/// `openBounties() external view returns (uint256[] ids)`
fn query_open_bounties(deps: Deps) -> Result<Vec<Uint256>, ContractError> {
    let mut count = Uint256::zero();
    let mut i = Uint256::zero();
    while i < Uint256::from(BOUNTIES_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        if BOUNTIES
            .may_load(
                deps.storage,
                element_index(
                    i,
                    BOUNTIES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default()
            .status
            == BountyStatus::Open
        {
            count = count.checked_add(Uint256::one())?;
        }
        i = i.checked_add(Uint256::one())?;
    }
    let mut ids = vec![Uint256::zero(); to_usize(count)?];
    let mut j = Uint256::zero();
    let mut i_2 = Uint256::zero();
    'loop1: while i_2 < Uint256::from(BOUNTIES_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        'body1: {
            if BOUNTIES
                .may_load(
                    deps.storage,
                    element_index(
                        i_2,
                        BOUNTIES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default()
                .status
                != BountyStatus::Open
            {
                break 'body1;
            }
            let old = j;
            let new = old.checked_add(Uint256::one())?;
            j = new;
            let index = old;
            *at_mut(&mut ids, index)? = i_2;
            if j == count {
                break 'loop1;
            }
        }
        i_2 = i_2.checked_add(Uint256::one())?;
    }
    Ok(ids)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
