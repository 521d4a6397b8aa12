#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary, MessageInfo, Response,
    StdResult, Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    Counter, ExecuteMsg, InstantiateMsg, MigrateMsg, ProposalResponse, QueryMsg, Set,
};
use crate::state::{
    SetRef, MEMBERS, OWNER, PROPOSALS, PROPOSALS_VOTED, PROPOSAL_IDS, ROLE_MEMBERS,
};

const CONTRACT_NAME: &str = "crates.io:member-registry";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

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

/// `constructor()`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    mut deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    _msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    // MemberRegistry
    MEMBERS.save(deps.storage, &Set::default())?;
    PROPOSAL_IDS.save(deps.storage, &Counter::default())?;
    OWNER.save(deps.storage, &info.sender)?;
    let mut set = MEMBERS.load(deps.storage)?;
    address_set_add(
        deps.branch(),
        &mut set,
        &SetRef::Members,
        info.sender.clone(),
    )?;
    MEMBERS.save(deps.storage, &set)?;
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
        ExecuteMsg::AddMember { account } => {
            let account = parse_address(deps.api, &account)?;
            execute_add_member(deps, info, account)
        }
        ExecuteMsg::RemoveMember { account } => {
            let account = parse_address(deps.api, &account)?;
            execute_remove_member(deps, info, account)
        }
        ExecuteMsg::GrantRole { role, account } => {
            if role.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            let account = parse_address(deps.api, &account)?;
            execute_grant_role(deps, info, role, account)
        }
        ExecuteMsg::RevokeRole { role, account } => {
            if role.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            let account = parse_address(deps.api, &account)?;
            execute_revoke_role(deps, info, role, account)
        }
        ExecuteMsg::Propose { title } => execute_propose(deps, info, title),
        ExecuteMsg::Vote { id, support } => execute_vote(deps, info, id, support),
        ExecuteMsg::Close { id } => execute_close(deps, info, id),
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner);
    }
    Ok(())
}

/// `modifier onlyMember`
fn only_member(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if !address_set_contains(deps, &SetRef::Members, sender.clone())? {
        return Err(ContractError::NotMember {
            account: sender.clone(),
        });
    }
    Ok(())
}

/// `addMember(address account) external onlyOwner`
pub fn execute_add_member(
    mut deps: DepsMut,
    info: MessageInfo,
    account: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    let mut set = MEMBERS.load(deps.storage)?;
    let result = address_set_add(deps.branch(), &mut set, &SetRef::Members, account.clone())?;
    MEMBERS.save(deps.storage, &set)?;
    if !result {
        return Err(ContractError::AlreadyAMember);
    }
    events.push(member_added_event(&account));
    Ok(Response::new().add_events(events))
}

/// `removeMember(address account) external onlyOwner`
pub fn execute_remove_member(
    mut deps: DepsMut,
    info: MessageInfo,
    account: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    let mut set = MEMBERS.load(deps.storage)?;
    let result = address_set_remove(deps.branch(), &mut set, &SetRef::Members, account.clone())?;
    MEMBERS.save(deps.storage, &set)?;
    if !result {
        return Err(ContractError::NotAMember);
    }
    events.push(member_removed_event(&account));
    Ok(Response::new().add_events(events))
}

/// `grantRole(bytes32 role, address account) external onlyOwner`
pub fn execute_grant_role(
    mut deps: DepsMut,
    info: MessageInfo,
    role: HexBinary,
    account: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    if !address_set_contains(deps.as_ref(), &SetRef::Members, account.clone())? {
        return Err(ContractError::NotMember {
            account: account.clone(),
        });
    }
    let key = role_set(deps.as_ref(), role.clone())?;
    let mut set = ROLE_MEMBERS
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default();
    let result = address_set_add(
        deps.branch(),
        &mut set,
        &SetRef::RoleMembers(key.clone()),
        account.clone(),
    )?;
    ROLE_MEMBERS.save(deps.storage, key.as_slice(), &set)?;
    if result {
        events.push(role_granted_event(&role, &account));
    }
    Ok(Response::new().add_events(events))
}

/// `revokeRole(bytes32 role, address account) external onlyOwner returns (bool)`
pub fn execute_revoke_role(
    mut deps: DepsMut,
    info: MessageInfo,
    role: HexBinary,
    account: Addr,
) -> Result<Response, ContractError> {
    only_owner(deps.as_ref(), &info.sender)?;
    let mut set = ROLE_MEMBERS
        .may_load(deps.storage, role.as_slice())?
        .unwrap_or_default();
    let result = address_set_remove(
        deps.branch(),
        &mut set,
        &SetRef::RoleMembers(role.clone()),
        account.clone(),
    )?;
    ROLE_MEMBERS.save(deps.storage, role.as_slice(), &set)?;
    Ok(Response::new().set_data(to_json_binary(&result)?))
}

/// `propose(string title) external onlyMember returns (uint256 id)`
pub fn execute_propose(
    mut deps: DepsMut,
    info: MessageInfo,
    title: String,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_member(deps.as_ref(), &info.sender)?;
    let mut counter = PROPOSAL_IDS.load(deps.storage)?;
    counters_increment(deps.branch(), &mut counter)?;
    PROPOSAL_IDS.save(deps.storage, &counter)?;
    let id = counters_current(deps.as_ref(), &PROPOSAL_IDS.load(deps.storage)?)?;
    let mut proposals = PROPOSALS
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    proposals.proposer = info.sender.clone();
    PROPOSALS.save(deps.storage, id.to_be_bytes().as_slice(), &proposals)?;
    let mut proposals_2 = PROPOSALS
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    proposals_2.title = title.clone();
    PROPOSALS.save(deps.storage, id.to_be_bytes().as_slice(), &proposals_2)?;
    events.push(proposal_created_event(id, &info.sender, &title));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `vote(uint256 id, bool support) external onlyMember`
pub fn execute_vote(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
    support: bool,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_member(deps.as_ref(), &info.sender)?;
    if is_zero_address(
        &PROPOSALS
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .proposer,
    ) {
        return Err(ContractError::NoSuchProposal);
    }
    if PROPOSALS
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .closed
    {
        return Err(ContractError::Closed);
    }
    if PROPOSALS_VOTED
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &info.sender))?
        .unwrap_or_default()
    {
        return Err(ContractError::AlreadyVoted {
            id,
            voter: info.sender.clone(),
        });
    }
    PROPOSALS_VOTED.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &info.sender),
        &true,
    )?;
    if support {
        let mut proposals = PROPOSALS
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default();
        proposals.yes = proposals.yes.checked_add(Uint256::one())?;
        PROPOSALS.save(deps.storage, id.to_be_bytes().as_slice(), &proposals)?;
    } else {
        let mut proposals_2 = PROPOSALS
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default();
        proposals_2.no = proposals_2.no.checked_add(Uint256::one())?;
        PROPOSALS.save(deps.storage, id.to_be_bytes().as_slice(), &proposals_2)?;
    }
    events.push(voted_event(id, &info.sender, support));
    Ok(Response::new().add_events(events))
}

/// `close(uint256 id) external onlyOwner`
pub fn execute_close(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    only_owner(deps.as_ref(), &info.sender)?;
    let mut proposals = PROPOSALS
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    proposals.closed = true;
    PROPOSALS.save(deps.storage, id.to_be_bytes().as_slice(), &proposals)?;
    Ok(Response::new())
}

/// `add(Set set, address v) internal returns (bool)`
fn address_set_add(
    deps: DepsMut,
    set: &mut Set,
    set_ref: &SetRef,
    v: Addr,
) -> Result<bool, ContractError> {
    if set_ref
        .may_load_indexes(deps.storage, &v)?
        .unwrap_or_default()
        != Uint256::zero()
    {
        return Ok(false);
    }
    set.values.push(v.clone());
    set_ref.save_indexes(deps.storage, &v, &Uint256::from(set.values.len() as u64))?;
    Ok(true)
}

/// `remove(Set set, address v) internal returns (bool)`
fn address_set_remove(
    deps: DepsMut,
    set: &mut Set,
    set_ref: &SetRef,
    v: Addr,
) -> Result<bool, ContractError> {
    let index = set_ref
        .may_load_indexes(deps.storage, &v)?
        .unwrap_or_default();
    if index == Uint256::zero() {
        return Ok(false);
    }
    let last = Uint256::from(set.values.len() as u64).checked_sub(Uint256::one())?;
    if index.checked_sub(Uint256::one())? != last {
        let moved = at(&set.values, last)?;
        let index_2 = index.checked_sub(Uint256::one())?;
        *at_mut(&mut set.values, index_2)? = moved.clone();
        set_ref.save_indexes(deps.storage, &moved, &index)?;
    }
    set.values
        .pop()
        .ok_or(ContractError::Panic { code: 0x31 })?;
    set_ref.remove_indexes(deps.storage, &v);
    Ok(true)
}

/// `contains(Set set, address v) internal view returns (bool)`
fn address_set_contains(deps: Deps, set_ref: &SetRef, v: Addr) -> Result<bool, ContractError> {
    Ok(set_ref
        .may_load_indexes(deps.storage, &v)?
        .unwrap_or_default()
        != Uint256::zero())
}

/// `_roleSet(bytes32 role) internal view returns (AddressSet.Set)`
fn role_set(_deps: Deps, role: HexBinary) -> Result<HexBinary, ContractError> {
    Ok(role.clone())
}

/// `increment(Counter counter) internal`
fn counters_increment(_deps: DepsMut, counter: &mut Counter) -> Result<(), ContractError> {
    counter.value = counter.value.checked_add(Uint256::one())?;
    Ok(())
}

/// `current(Counter counter) internal view returns (uint256)`
fn counters_current(_deps: Deps, counter: &Counter) -> Result<Uint256, ContractError> {
    Ok(counter.value)
}

/// `length(Set set) internal view returns (uint256)`
fn address_set_length(_deps: Deps, set: &Set) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(set.values.len() as u64))
}

/// `at(Set set, uint256 i) internal view returns (address)`
fn address_set_at(_deps: Deps, set: &Set, i: Uint256) -> Result<Addr, ContractError> {
    at(&set.values, i)
}

/// `event MemberAdded(address indexed member)`
fn member_added_event(member: &Addr) -> Event {
    Event::new("MemberAdded").add_attribute("member", member.as_str())
}

/// `event MemberRemoved(address indexed member)`
fn member_removed_event(member: &Addr) -> Event {
    Event::new("MemberRemoved").add_attribute("member", member.as_str())
}

/// `event RoleGranted(bytes32 indexed role, address indexed account)`
fn role_granted_event(role: &HexBinary, account: &Addr) -> Event {
    Event::new("RoleGranted")
        .add_attribute("role", role.to_hex())
        .add_attribute("account", account.as_str())
}

/// `event ProposalCreated(uint256 indexed id, address proposer, string title)`
fn proposal_created_event(id: Uint256, proposer: &Addr, title: &str) -> Event {
    Event::new("ProposalCreated")
        .add_attribute("id", id.to_string())
        .add_attribute("proposer", proposer.as_str())
        .add_attribute("title", title)
}

/// `event Voted(uint256 indexed id, address voter, bool support)`
fn voted_event(id: Uint256, voter: &Addr, support: bool) -> Event {
    Event::new("Voted")
        .add_attribute("id", id.to_string())
        .add_attribute("voter", voter.as_str())
        .add_attribute("support", support.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::HasRole { role, account } => {
            if role.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_has_role(deps, role, account)?)?
        }
        QueryMsg::RoleMemberCount { role } => {
            if role.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(&query_role_member_count(deps, role)?)?
        }
        QueryMsg::RoleMember { role, index } => {
            if role.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(&query_role_member(deps, role, index)?)?
        }
        QueryMsg::IsMember { account } => {
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_is_member(deps, account)?)?
        }
        QueryMsg::MemberCount {} => to_json_binary(&query_member_count(deps)?)?,
        QueryMsg::MemberAt { index } => to_json_binary(&query_member_at(deps, index)?)?,
        QueryMsg::HasVoted { id, voter } => {
            let voter = parse_address(deps.api, &voter)?;
            to_json_binary(&query_has_voted(deps, id, voter)?)?
        }
        QueryMsg::Proposal { id } => {
            let (proposer, title, yes, no, closed) = query_proposal(deps, id)?;
            to_json_binary(&ProposalResponse {
                proposer,
                title,
                yes,
                no,
                closed,
            })?
        }
        QueryMsg::ProposalCount {} => to_json_binary(&query_proposal_count(deps)?)?,
    })
}

/// `hasRole(bytes32 role, address account) external view returns (bool)`
fn query_has_role(deps: Deps, role: HexBinary, account: Addr) -> Result<bool, ContractError> {
    address_set_contains(deps, &SetRef::RoleMembers(role.clone()), account.clone())
}

/// `roleMemberCount(bytes32 role) external view returns (uint256)`
fn query_role_member_count(deps: Deps, role: HexBinary) -> Result<Uint256, ContractError> {
    address_set_length(
        deps,
        &ROLE_MEMBERS
            .may_load(deps.storage, role.as_slice())?
            .unwrap_or_default(),
    )
}

/// `roleMember(bytes32 role, uint256 index) external view returns (address)`
fn query_role_member(deps: Deps, role: HexBinary, index: Uint256) -> Result<Addr, ContractError> {
    address_set_at(
        deps,
        &ROLE_MEMBERS
            .may_load(deps.storage, role.as_slice())?
            .unwrap_or_default(),
        index,
    )
}

/// `isMember(address account) external view returns (bool)`
fn query_is_member(deps: Deps, account: Addr) -> Result<bool, ContractError> {
    address_set_contains(deps, &SetRef::Members, account.clone())
}

/// `memberCount() external view returns (uint256)`
fn query_member_count(deps: Deps) -> Result<Uint256, ContractError> {
    address_set_length(deps, &MEMBERS.load(deps.storage)?)
}

/// `memberAt(uint256 index) external view returns (address)`
fn query_member_at(deps: Deps, index: Uint256) -> Result<Addr, ContractError> {
    address_set_at(deps, &MEMBERS.load(deps.storage)?, index)
}

/// `hasVoted(uint256 id, address voter) external view returns (bool)`
fn query_has_voted(deps: Deps, id: Uint256, voter: Addr) -> Result<bool, ContractError> {
    Ok(PROPOSALS_VOTED
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &voter))?
        .unwrap_or_default())
}

/// `proposal(uint256 id) external view returns (address proposer, string title, uint256 yes, uint256 no, bool closed)`
fn query_proposal(
    deps: Deps,
    id: Uint256,
) -> Result<(Addr, String, Uint256, Uint256, bool), ContractError> {
    Ok((
        PROPOSALS
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .proposer,
        PROPOSALS
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .title,
        PROPOSALS
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .yes,
        PROPOSALS
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .no,
        PROPOSALS
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .closed,
    ))
}

/// `proposalCount() external view returns (uint256)`
fn query_proposal_count(deps: Deps) -> Result<Uint256, ContractError> {
    counters_current(deps, &PROPOSAL_IDS.load(deps.storage)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
