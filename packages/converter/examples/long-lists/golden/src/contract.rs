#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Storage, Uint128, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{Bid, CountsResponse, ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, Task};
use crate::state::{
    BIDS_OF, BIDS_OF_LENGTH, JOURNAL, JOURNAL_LENGTH, NOTES, NOTES_LENGTH, OWNERS, OWNERS_LENGTH,
    SCORES, SCORES_LENGTH, TAGS_OF, TAGS_OF_LENGTH, TASKS, TASKS_LENGTH,
};

const CONTRACT_NAME: &str = "crates.io:task-list";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
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

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// A stored array's elements in order; an element never written reads as its zero value.
fn load_elements<T>(
    storage: &dyn Storage,
    elements: &cw_storage_plus::Map<&[u8], T>,
    length: &cw_storage_plus::Item<u64>,
    zero: impl Fn() -> T,
) -> StdResult<Vec<T>>
where
    T: cosmwasm_schema::serde::Serialize + cosmwasm_schema::serde::de::DeserializeOwned,
{
    let length = length.may_load(storage)?.unwrap_or_default();
    (0..length)
        .map(|i| {
            let key = Uint256::from(i).to_be_bytes();
            Ok(elements
                .may_load(storage, key.as_slice())?
                .unwrap_or_else(&zero))
        })
        .collect()
}

/// One of a mapping's stored arrays in order (`element` loads the entry at an index); an element never written reads as its zero value.
fn load_keyed_elements<T>(
    storage: &dyn Storage,
    length: u64,
    element: impl Fn(&dyn Storage, &[u8]) -> StdResult<Option<T>>,
    zero: impl Fn() -> T,
) -> StdResult<Vec<T>> {
    (0..length)
        .map(|i| {
            let key = Uint256::from(i).to_be_bytes();
            Ok(element(storage, key.as_slice())?.unwrap_or_else(&zero))
        })
        .collect()
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

/// Replaces one of a mapping's stored arrays, `old_length` long, by `values`: each element saved, the entries past the new length removed; returns the new length.
fn store_keyed_elements<T>(
    storage: &mut dyn Storage,
    old_length: u64,
    values: &[T],
    save: impl Fn(&mut dyn Storage, &[u8], &T) -> StdResult<()>,
    remove: impl Fn(&mut dyn Storage, &[u8]),
) -> StdResult<u64> {
    for (i, value) in (0u64..).zip(values) {
        save(storage, Uint256::from(i).to_be_bytes().as_slice(), value)?;
    }
    let new = values.len() as u64;
    for i in new..old_length {
        remove(storage, Uint256::from(i).to_be_bytes().as_slice());
    }
    Ok(new)
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
        ExecuteMsg::Add { title, due } => execute_add(deps, info, title, due),
        ExecuteMsg::AddMany { n, start } => execute_add_many(deps, n, start),
        ExecuteMsg::AddBlank {} => execute_add_blank(deps),
        ExecuteMsg::Complete { id } => execute_complete(deps, info, id),
        ExecuteMsg::SetScore { i, v } => execute_set_score(deps, i, v),
        ExecuteMsg::ClearScore { i } => execute_clear_score(deps, i),
        ExecuteMsg::DropLast {} => execute_drop_last(deps),
        ExecuteMsg::DropScore {} => execute_drop_score(deps),
        ExecuteMsg::ReplaceScores { values } => execute_replace_scores(deps, values),
        ExecuteMsg::Reset {} => execute_reset(deps),
        ExecuteMsg::Note { text } => execute_note(deps, text),
        ExecuteMsg::EditNote { i, text } => execute_edit_note(deps, i, text),
        ExecuteMsg::Tag { t } => execute_tag(deps, info, t),
        ExecuteMsg::Untag {} => execute_untag(deps, info),
        ExecuteMsg::SetTags { values } => execute_set_tags(deps, info, values),
        ExecuteMsg::ClearTags {} => execute_clear_tags(deps, info),
        ExecuteMsg::Bid { id, amount } => execute_bid(deps, info, id, amount),
        ExecuteMsg::BlankBid { id } => execute_blank_bid(deps, info, id),
        ExecuteMsg::Raise { id, i, by } => execute_raise(deps, info, id, i, by),
        ExecuteMsg::Award { id, i } => execute_award(deps, id, i),
        ExecuteMsg::ClearBid { id, i } => execute_clear_bid(deps, id, i),
        ExecuteMsg::WithdrawBid { id } => execute_withdraw_bid(deps, id),
        ExecuteMsg::MoveBids { from, to } => execute_move_bids(deps, from, to),
        ExecuteMsg::Write { day, text } => execute_write(deps, info, day, text),
        ExecuteMsg::Rewrite { day, i, text } => execute_rewrite(deps, info, day, i, text),
        ExecuteMsg::Forget { day } => execute_forget(deps, info, day),
    }
}

/// `add(string title, uint64 due) external returns (uint256 id)`
pub fn execute_add(
    deps: DepsMut,
    info: MessageInfo,
    title: String,
    due: Uint64,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let tasks_length = TASKS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    TASKS.save(
        deps.storage,
        Uint256::from(tasks_length).to_be_bytes().as_slice(),
        &Task {
            title: title.clone(),
            owner: info.sender.clone(),
            due,
            done: false,
        },
    )?;
    TASKS_LENGTH.save(deps.storage, &(tasks_length + 1))?;
    let owners_length = OWNERS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    OWNERS.save(
        deps.storage,
        Uint256::from(owners_length).to_be_bytes().as_slice(),
        &info.sender,
    )?;
    OWNERS_LENGTH.save(deps.storage, &(owners_length + 1))?;
    let id = Uint256::from(TASKS_LENGTH.may_load(deps.storage)?.unwrap_or_default())
        .checked_sub(Uint256::one())?;
    events.push(added_event(id, &title));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `addMany(uint256 n, uint256 start) external`
pub fn execute_add_many(
    deps: DepsMut,
    n: Uint256,
    start: Uint256,
) -> Result<Response, ContractError> {
    let mut i = Uint256::zero();
    while i < n {
        let value = start.checked_add(i)?;
        let scores_length = SCORES_LENGTH.may_load(deps.storage)?.unwrap_or_default();
        SCORES.save(
            deps.storage,
            Uint256::from(scores_length).to_be_bytes().as_slice(),
            &value,
        )?;
        SCORES_LENGTH.save(deps.storage, &(scores_length + 1))?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(Response::new())
}

/// `addBlank() external`
pub fn execute_add_blank(deps: DepsMut) -> Result<Response, ContractError> {
    let tasks_length = TASKS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    TASKS_LENGTH.save(deps.storage, &(tasks_length + 1))?;
    let scores_length = SCORES_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    SCORES_LENGTH.save(deps.storage, &(scores_length + 1))?;
    Ok(Response::new())
}

/// `complete(uint256 id) external`
pub fn execute_complete(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    if TASKS
        .may_load(
            deps.storage,
            element_index(id, TASKS_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                .to_be_bytes()
                .as_slice(),
        )?
        .unwrap_or_default()
        .owner
        != info.sender
    {
        return Err(ContractError::NotYours);
    }
    let key = element_index(id, TASKS_LENGTH.may_load(deps.storage)?.unwrap_or_default())?;
    let mut tasks = TASKS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    tasks.done = true;
    TASKS.save(deps.storage, key.to_be_bytes().as_slice(), &tasks)?;
    let key_2 = element_index(
        id,
        SCORES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    let scores = SCORES
        .may_load(deps.storage, key_2.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .checked_add(Uint256::from_u128(10))?;
    SCORES.save(deps.storage, key_2.to_be_bytes().as_slice(), &scores)?;
    Ok(Response::new())
}

/// `setScore(uint256 i, uint256 v) external`
pub fn execute_set_score(deps: DepsMut, i: Uint256, v: Uint256) -> Result<Response, ContractError> {
    let key = element_index(i, SCORES_LENGTH.may_load(deps.storage)?.unwrap_or_default())?;
    SCORES.save(deps.storage, key.to_be_bytes().as_slice(), &v)?;
    Ok(Response::new())
}

/// `clearScore(uint256 i) external`
pub fn execute_clear_score(deps: DepsMut, i: Uint256) -> Result<Response, ContractError> {
    let key = element_index(i, SCORES_LENGTH.may_load(deps.storage)?.unwrap_or_default())?;
    SCORES.remove(deps.storage, key.to_be_bytes().as_slice());
    Ok(Response::new())
}

/// `dropLast() external returns (uint256 left)`
pub fn execute_drop_last(deps: DepsMut) -> Result<Response, ContractError> {
    let scores_length = SCORES_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    SCORES_LENGTH.save(deps.storage, &scores_length)?;
    SCORES.remove(
        deps.storage,
        Uint256::from(scores_length).to_be_bytes().as_slice(),
    );
    let tasks_length = TASKS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    TASKS_LENGTH.save(deps.storage, &tasks_length)?;
    TASKS.remove(
        deps.storage,
        Uint256::from(tasks_length).to_be_bytes().as_slice(),
    );
    let owners_length = OWNERS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    OWNERS_LENGTH.save(deps.storage, &owners_length)?;
    OWNERS.remove(
        deps.storage,
        Uint256::from(owners_length).to_be_bytes().as_slice(),
    );
    Ok(Response::new().set_data(to_json_binary(&Uint256::from(
        SCORES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))?))
}

/// `dropScore() external`
pub fn execute_drop_score(deps: DepsMut) -> Result<Response, ContractError> {
    let scores_length = SCORES_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    SCORES_LENGTH.save(deps.storage, &scores_length)?;
    SCORES.remove(
        deps.storage,
        Uint256::from(scores_length).to_be_bytes().as_slice(),
    );
    Ok(Response::new())
}

/// `replaceScores(uint256[] values) external`
pub fn execute_replace_scores(
    deps: DepsMut,
    values: Vec<Uint256>,
) -> Result<Response, ContractError> {
    store_elements(deps.storage, &SCORES, &SCORES_LENGTH, &values)?;
    Ok(Response::new())
}

/// `reset() external`
pub fn execute_reset(deps: DepsMut) -> Result<Response, ContractError> {
    store_elements(deps.storage, &SCORES, &SCORES_LENGTH, &[])?;
    store_elements(deps.storage, &TASKS, &TASKS_LENGTH, &[])?;
    Ok(Response::new())
}

/// `note(string text) external`
pub fn execute_note(deps: DepsMut, text: String) -> Result<Response, ContractError> {
    let notes_length = NOTES_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    NOTES.save(
        deps.storage,
        Uint256::from(notes_length).to_be_bytes().as_slice(),
        &text,
    )?;
    NOTES_LENGTH.save(deps.storage, &(notes_length + 1))?;
    Ok(Response::new())
}

/// `editNote(uint256 i, string text) external`
pub fn execute_edit_note(
    deps: DepsMut,
    i: Uint256,
    text: String,
) -> Result<Response, ContractError> {
    let key = element_index(i, NOTES_LENGTH.may_load(deps.storage)?.unwrap_or_default())?;
    NOTES.save(deps.storage, key.to_be_bytes().as_slice(), &text)?;
    Ok(Response::new())
}

/// `tag(uint256 t) external`
pub fn execute_tag(
    deps: DepsMut,
    info: MessageInfo,
    t: Uint256,
) -> Result<Response, ContractError> {
    let tags_of_length = TAGS_OF_LENGTH
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    TAGS_OF.save(
        deps.storage,
        (
            &info.sender,
            Uint256::from(tags_of_length).to_be_bytes().as_slice(),
        ),
        &t,
    )?;
    TAGS_OF_LENGTH.save(deps.storage, &info.sender, &(tags_of_length + 1))?;
    Ok(Response::new())
}

/// `untag() external`
pub fn execute_untag(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let tags_of_length = TAGS_OF_LENGTH
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    TAGS_OF_LENGTH.save(deps.storage, &info.sender, &tags_of_length)?;
    TAGS_OF.remove(
        deps.storage,
        (
            &info.sender,
            Uint256::from(tags_of_length).to_be_bytes().as_slice(),
        ),
    );
    Ok(Response::new())
}

/// `setTags(uint256[] values) external`
pub fn execute_set_tags(
    deps: DepsMut,
    info: MessageInfo,
    values: Vec<Uint256>,
) -> Result<Response, ContractError> {
    let tags_of_length = TAGS_OF_LENGTH
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    let tags_of_length_2 = store_keyed_elements(
        deps.storage,
        tags_of_length,
        &values,
        |storage, i, value| TAGS_OF.save(storage, (&info.sender, i), value),
        |storage, i| TAGS_OF.remove(storage, (&info.sender, i)),
    )?;
    TAGS_OF_LENGTH.save(deps.storage, &info.sender, &tags_of_length_2)?;
    Ok(Response::new())
}

/// `clearTags() external`
pub fn execute_clear_tags(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let tags_of_length = TAGS_OF_LENGTH
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    store_keyed_elements(
        deps.storage,
        tags_of_length,
        &[],
        |storage, i, value| TAGS_OF.save(storage, (&info.sender, i), value),
        |storage, i| TAGS_OF.remove(storage, (&info.sender, i)),
    )?;
    TAGS_OF_LENGTH.remove(deps.storage, &info.sender);
    Ok(Response::new())
}

/// `bid(uint256 id, uint128 amount) external returns (uint256 count)`
pub fn execute_bid(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
    amount: Uint128,
) -> Result<Response, ContractError> {
    let bids_of_length = BIDS_OF_LENGTH
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    BIDS_OF.save(
        deps.storage,
        (
            id.to_be_bytes().as_slice(),
            Uint256::from(bids_of_length).to_be_bytes().as_slice(),
        ),
        &Bid {
            bidder: info.sender.clone(),
            amount,
            won: false,
        },
    )?;
    BIDS_OF_LENGTH.save(
        deps.storage,
        id.to_be_bytes().as_slice(),
        &(bids_of_length + 1),
    )?;
    Ok(Response::new().set_data(to_json_binary(&Uint256::from(
        BIDS_OF_LENGTH
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    ))?))
}

/// `blankBid(uint256 id) external`
pub fn execute_blank_bid(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let bids_of_length = BIDS_OF_LENGTH
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    BIDS_OF_LENGTH.save(
        deps.storage,
        id.to_be_bytes().as_slice(),
        &(bids_of_length + 1),
    )?;
    let index = Uint256::from(bids_of_length);
    let mut bids_of = BIDS_OF
        .may_load(
            deps.storage,
            (id.to_be_bytes().as_slice(), index.to_be_bytes().as_slice()),
        )?
        .unwrap_or_default();
    bids_of.bidder = info.sender.clone();
    BIDS_OF.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), index.to_be_bytes().as_slice()),
        &bids_of,
    )?;
    Ok(Response::new())
}

/// `raise(uint256 id, uint256 i, uint128 by) external`
pub fn execute_raise(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
    i: Uint256,
    by: Uint128,
) -> Result<Response, ContractError> {
    if BIDS_OF
        .may_load(
            deps.storage,
            (
                id.to_be_bytes().as_slice(),
                element_index(
                    i,
                    BIDS_OF_LENGTH
                        .may_load(deps.storage, id.to_be_bytes().as_slice())?
                        .unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            ),
        )?
        .unwrap_or_default()
        .bidder
        != info.sender
    {
        return Err(ContractError::NotYourBid);
    }
    let key = element_index(
        i,
        BIDS_OF_LENGTH
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    )?;
    let mut bids_of = BIDS_OF
        .may_load(
            deps.storage,
            (id.to_be_bytes().as_slice(), key.to_be_bytes().as_slice()),
        )?
        .unwrap_or_default();
    bids_of.amount = bids_of.amount.checked_add(by)?;
    BIDS_OF.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), key.to_be_bytes().as_slice()),
        &bids_of,
    )?;
    Ok(Response::new())
}

/// `award(uint256 id, uint256 i) external`
pub fn execute_award(deps: DepsMut, id: Uint256, i: Uint256) -> Result<Response, ContractError> {
    let key = element_index(
        i,
        BIDS_OF_LENGTH
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    )?;
    let mut bids_of = BIDS_OF
        .may_load(
            deps.storage,
            (id.to_be_bytes().as_slice(), key.to_be_bytes().as_slice()),
        )?
        .unwrap_or_default();
    bids_of.won = true;
    BIDS_OF.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), key.to_be_bytes().as_slice()),
        &bids_of,
    )?;
    Ok(Response::new())
}

/// `clearBid(uint256 id, uint256 i) external`
pub fn execute_clear_bid(
    deps: DepsMut,
    id: Uint256,
    i: Uint256,
) -> Result<Response, ContractError> {
    let key = element_index(
        i,
        BIDS_OF_LENGTH
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    )?;
    BIDS_OF.remove(
        deps.storage,
        (id.to_be_bytes().as_slice(), key.to_be_bytes().as_slice()),
    );
    Ok(Response::new())
}

/// `withdrawBid(uint256 id) external`
pub fn execute_withdraw_bid(deps: DepsMut, id: Uint256) -> Result<Response, ContractError> {
    let bids_of_length = BIDS_OF_LENGTH
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    BIDS_OF_LENGTH.save(deps.storage, id.to_be_bytes().as_slice(), &bids_of_length)?;
    BIDS_OF.remove(
        deps.storage,
        (
            id.to_be_bytes().as_slice(),
            Uint256::from(bids_of_length).to_be_bytes().as_slice(),
        ),
    );
    Ok(Response::new())
}

/// `moveBids(uint256 from, uint256 to) external`
pub fn execute_move_bids(
    deps: DepsMut,
    from: Uint256,
    to: Uint256,
) -> Result<Response, ContractError> {
    let moved = load_keyed_elements(
        deps.storage,
        BIDS_OF_LENGTH
            .may_load(deps.storage, from.to_be_bytes().as_slice())?
            .unwrap_or_default(),
        |storage, i| BIDS_OF.may_load(storage, (from.to_be_bytes().as_slice(), i)),
        || Bid::default(),
    )?;
    let bids_of_length = BIDS_OF_LENGTH
        .may_load(deps.storage, from.to_be_bytes().as_slice())?
        .unwrap_or_default();
    store_keyed_elements(
        deps.storage,
        bids_of_length,
        &[],
        |storage, i, value| BIDS_OF.save(storage, (from.to_be_bytes().as_slice(), i), value),
        |storage, i| BIDS_OF.remove(storage, (from.to_be_bytes().as_slice(), i)),
    )?;
    BIDS_OF_LENGTH.remove(deps.storage, from.to_be_bytes().as_slice());
    let mut i = Uint256::zero();
    while i < Uint256::from(moved.len() as u64) {
        let value = at(&moved, i)?;
        let bids_of_length_2 = BIDS_OF_LENGTH
            .may_load(deps.storage, to.to_be_bytes().as_slice())?
            .unwrap_or_default();
        BIDS_OF.save(
            deps.storage,
            (
                to.to_be_bytes().as_slice(),
                Uint256::from(bids_of_length_2).to_be_bytes().as_slice(),
            ),
            &value,
        )?;
        BIDS_OF_LENGTH.save(
            deps.storage,
            to.to_be_bytes().as_slice(),
            &(bids_of_length_2 + 1),
        )?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(Response::new())
}

/// `write(uint256 day, string text) external`
pub fn execute_write(
    deps: DepsMut,
    info: MessageInfo,
    day: Uint256,
    text: String,
) -> Result<Response, ContractError> {
    let journal_length = JOURNAL_LENGTH
        .may_load(deps.storage, (&info.sender, day.to_be_bytes().as_slice()))?
        .unwrap_or_default();
    JOURNAL.save(
        deps.storage,
        (
            &info.sender,
            day.to_be_bytes().as_slice(),
            Uint256::from(journal_length).to_be_bytes().as_slice(),
        ),
        &text,
    )?;
    JOURNAL_LENGTH.save(
        deps.storage,
        (&info.sender, day.to_be_bytes().as_slice()),
        &(journal_length + 1),
    )?;
    Ok(Response::new())
}

/// `rewrite(uint256 day, uint256 i, string text) external`
pub fn execute_rewrite(
    deps: DepsMut,
    info: MessageInfo,
    day: Uint256,
    i: Uint256,
    text: String,
) -> Result<Response, ContractError> {
    let key = element_index(
        i,
        JOURNAL_LENGTH
            .may_load(deps.storage, (&info.sender, day.to_be_bytes().as_slice()))?
            .unwrap_or_default(),
    )?;
    JOURNAL.save(
        deps.storage,
        (
            &info.sender,
            day.to_be_bytes().as_slice(),
            key.to_be_bytes().as_slice(),
        ),
        &text,
    )?;
    Ok(Response::new())
}

/// `forget(uint256 day) external`
pub fn execute_forget(
    deps: DepsMut,
    info: MessageInfo,
    day: Uint256,
) -> Result<Response, ContractError> {
    let journal_length = JOURNAL_LENGTH
        .may_load(deps.storage, (&info.sender, day.to_be_bytes().as_slice()))?
        .unwrap_or_default();
    store_keyed_elements(
        deps.storage,
        journal_length,
        &[],
        |storage, i, value| {
            JOURNAL.save(
                storage,
                (&info.sender, day.to_be_bytes().as_slice(), i),
                value,
            )
        },
        |storage, i| JOURNAL.remove(storage, (&info.sender, day.to_be_bytes().as_slice(), i)),
    )?;
    JOURNAL_LENGTH.remove(deps.storage, (&info.sender, day.to_be_bytes().as_slice()));
    Ok(Response::new())
}

/// `event Added(uint256 indexed id, string title)`
fn added_event(id: Uint256, title: &str) -> Event {
    Event::new("Added")
        .add_attribute("id", id.to_string())
        .add_attribute("title", title)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Tasks { arg0 } => to_json_binary(
            &TASKS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        TASKS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Scores { arg0 } => to_json_binary(
            &SCORES
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        SCORES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Notes { arg0 } => to_json_binary(
            &NOTES
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        NOTES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::BidsOf { arg0, arg1 } => to_json_binary(
            &BIDS_OF
                .may_load(
                    deps.storage,
                    (
                        arg0.to_be_bytes().as_slice(),
                        element_index(
                            arg1,
                            BIDS_OF_LENGTH
                                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                                .unwrap_or_default(),
                        )?
                        .to_be_bytes()
                        .as_slice(),
                    ),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Total {} => to_json_binary(&query_total(deps)?)?,
        QueryMsg::AllScores {} => to_json_binary(&query_all_scores(deps)?)?,
        QueryMsg::AllOwners {} => to_json_binary(&query_all_owners(deps)?)?,
        QueryMsg::FirstTitles { n } => to_json_binary(&query_first_titles(deps, n)?)?,
        QueryMsg::Tags { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_tags(deps, who)?)?
        }
        QueryMsg::Counts {} => {
            let (ret0, ret1, ret2, ret3) = query_counts(deps)?;
            to_json_binary(&CountsResponse {
                ret0,
                ret1,
                ret2,
                ret3,
            })?
        }
        QueryMsg::TagAt { who, i } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_tag_at(deps, who, i)?)?
        }
        QueryMsg::BidCount { id } => to_json_binary(&query_bid_count(deps, id)?)?,
        QueryMsg::AllBids { id } => to_json_binary(&query_all_bids(deps, id)?)?,
        QueryMsg::Entries { who, day } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_entries(deps, who, day)?)?
        }
        QueryMsg::EntryCount { who, day } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_entry_count(deps, who, day)?)?
        }
    })
}

/// `total() external view returns (uint256 sum)`
fn query_total(deps: Deps) -> Result<Uint256, ContractError> {
    let mut sum = Uint256::zero();
    let mut i = Uint256::zero();
    while i < Uint256::from(SCORES_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        sum = sum.checked_add(
            SCORES
                .may_load(
                    deps.storage,
                    element_index(i, SCORES_LENGTH.may_load(deps.storage)?.unwrap_or_default())?
                        .to_be_bytes()
                        .as_slice(),
                )?
                .unwrap_or_default(),
        )?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(sum)
}

/// `allScores() external view returns (uint256[])`
fn query_all_scores(deps: Deps) -> Result<Vec<Uint256>, ContractError> {
    Ok(load_elements(
        deps.storage,
        &SCORES,
        &SCORES_LENGTH,
        || Uint256::zero(),
    )?)
}

/// `allOwners() external view returns (address[])`
fn query_all_owners(deps: Deps) -> Result<Vec<Addr>, ContractError> {
    Ok(load_elements(
        deps.storage,
        &OWNERS,
        &OWNERS_LENGTH,
        || Addr::unchecked(""),
    )?)
}

/// `firstTitles(uint256 n) external view returns (string[] out)`
fn query_first_titles(deps: Deps, n: Uint256) -> Result<Vec<String>, ContractError> {
    let copy = load_elements(deps.storage, &TASKS, &TASKS_LENGTH, || Task::default())?;
    let mut out = vec![String::new(); to_usize(n)?];
    let mut i = Uint256::zero();
    while i < n {
        *at_mut(&mut out, i)? = at(&copy, i)?.title;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(out)
}

/// `tags(address who) external view returns (uint256[])`
fn query_tags(deps: Deps, who: Addr) -> Result<Vec<Uint256>, ContractError> {
    Ok(load_keyed_elements(
        deps.storage,
        TAGS_OF_LENGTH
            .may_load(deps.storage, &who)?
            .unwrap_or_default(),
        |storage, i| TAGS_OF.may_load(storage, (&who, i)),
        || Uint256::zero(),
    )?)
}

/// `counts() external view returns (uint256, uint256, uint256, uint256)`
fn query_counts(deps: Deps) -> Result<(Uint256, Uint256, Uint256, Uint256), ContractError> {
    Ok((
        Uint256::from(TASKS_LENGTH.may_load(deps.storage)?.unwrap_or_default()),
        Uint256::from(SCORES_LENGTH.may_load(deps.storage)?.unwrap_or_default()),
        Uint256::from(OWNERS_LENGTH.may_load(deps.storage)?.unwrap_or_default()),
        Uint256::from(NOTES_LENGTH.may_load(deps.storage)?.unwrap_or_default()),
    ))
}

/// `tagAt(address who, uint256 i) external view returns (uint256)`
fn query_tag_at(deps: Deps, who: Addr, i: Uint256) -> Result<Uint256, ContractError> {
    Ok(TAGS_OF
        .may_load(
            deps.storage,
            (
                &who,
                element_index(
                    i,
                    TAGS_OF_LENGTH
                        .may_load(deps.storage, &who)?
                        .unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            ),
        )?
        .unwrap_or_default())
}

/// `bidCount(uint256 id) external view returns (uint256)`
fn query_bid_count(deps: Deps, id: Uint256) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        BIDS_OF_LENGTH
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    ))
}

/// `allBids(uint256 id) external view returns (Bid[])`
fn query_all_bids(deps: Deps, id: Uint256) -> Result<Vec<Bid>, ContractError> {
    Ok(load_keyed_elements(
        deps.storage,
        BIDS_OF_LENGTH
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default(),
        |storage, i| BIDS_OF.may_load(storage, (id.to_be_bytes().as_slice(), i)),
        || Bid::default(),
    )?)
}

/// `entries(address who, uint256 day) external view returns (string[])`
fn query_entries(deps: Deps, who: Addr, day: Uint256) -> Result<Vec<String>, ContractError> {
    Ok(load_keyed_elements(
        deps.storage,
        JOURNAL_LENGTH
            .may_load(deps.storage, (&who, day.to_be_bytes().as_slice()))?
            .unwrap_or_default(),
        |storage, i| JOURNAL.may_load(storage, (&who, day.to_be_bytes().as_slice(), i)),
        || String::new(),
    )?)
}

/// `entryCount(address who, uint256 day) external view returns (uint256)`
fn query_entry_count(deps: Deps, who: Addr, day: Uint256) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        JOURNAL_LENGTH
            .may_load(deps.storage, (&who, day.to_be_bytes().as_slice()))?
            .unwrap_or_default(),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
