#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, Proposal, QueryMsg};
use crate::state::{CHAIRPERSON, DEADLINE, PROPOSALS, PROPOSALS_LENGTH, VOTERS};

const CONTRACT_NAME: &str = "crates.io:ballot";
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

/// `constructor(string[] proposalNames, uint256 votingPeriod)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let proposal_names = msg.proposal_names;
    let voting_period = msg.voting_period;
    // Ballot
    CHAIRPERSON.save(deps.storage, &info.sender)?;
    let deadline = block_timestamp(&env).checked_add(voting_period)?;
    DEADLINE.save(deps.storage, &deadline)?;
    let key = CHAIRPERSON.load(deps.storage)?;
    let mut voters = VOTERS.may_load(deps.storage, &key)?.unwrap_or_default();
    voters.weight = Uint256::one();
    VOTERS.save(deps.storage, &key, &voters)?;
    let mut i = Uint256::zero();
    while i < Uint256::from(proposal_names.len() as u64) {
        let value = Proposal {
            name: at(&proposal_names, i)?,
            vote_count: Uint256::zero(),
        };
        let proposals_length = PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
        PROPOSALS.save(
            deps.storage,
            Uint256::from(proposals_length).to_be_bytes().as_slice(),
            &value,
        )?;
        PROPOSALS_LENGTH.save(deps.storage, &(proposals_length + 1))?;
        i = i.checked_add(Uint256::one())?;
    }
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
        ExecuteMsg::GiveRightToVote { voter } => {
            let voter = parse_address(deps.api, &voter)?;
            execute_give_right_to_vote(deps, info, voter)
        }
        ExecuteMsg::Delegate { to } => {
            let to = parse_address(deps.api, &to)?;
            execute_delegate(deps, env, info, to)
        }
        ExecuteMsg::Vote { proposal } => execute_vote(deps, env, info, proposal),
    }
}

/// `modifier beforeDeadline`
fn before_deadline(deps: Deps, env: &Env) -> Result<(), ContractError> {
    if block_timestamp(env) >= DEADLINE.load(deps.storage)? {
        return Err(ContractError::VotingClosed {
            deadline: DEADLINE.load(deps.storage)?,
        });
    }
    Ok(())
}

/// `giveRightToVote(address voter) external`
pub fn execute_give_right_to_vote(
    deps: DepsMut,
    info: MessageInfo,
    voter: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != CHAIRPERSON.load(deps.storage)? {
        return Err(ContractError::OnlyChairpersonCanGiveRightToVote);
    }
    if VOTERS
        .may_load(deps.storage, &voter)?
        .unwrap_or_default()
        .voted
    {
        return Err(ContractError::AlreadyVoted {
            voter: voter.clone(),
        });
    }
    if VOTERS
        .may_load(deps.storage, &voter)?
        .unwrap_or_default()
        .weight
        != Uint256::zero()
    {
        return Err(ContractError::VoterAlreadyHasTheRight);
    }
    let mut voters = VOTERS.may_load(deps.storage, &voter)?.unwrap_or_default();
    voters.weight = Uint256::one();
    VOTERS.save(deps.storage, &voter, &voters)?;
    events.push(right_given_event(&voter));
    Ok(Response::new().add_events(events))
}

/// `delegate(address to) external beforeDeadline`
pub fn execute_delegate(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    mut to: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    before_deadline(deps.as_ref(), &env)?;
    if VOTERS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .weight
        == Uint256::zero()
    {
        return Err(ContractError::NoRightToVote {
            voter: info.sender.clone(),
        });
    }
    if VOTERS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .voted
    {
        return Err(ContractError::AlreadyVoted {
            voter: info.sender.clone(),
        });
    }
    if to == info.sender {
        return Err(ContractError::SelfDelegationIsDisallowed);
    }
    while !is_zero_address(
        &VOTERS
            .may_load(deps.storage, &to)?
            .unwrap_or_default()
            .delegate,
    ) {
        to = VOTERS
            .may_load(deps.storage, &to)?
            .unwrap_or_default()
            .delegate;
        if to == info.sender {
            return Err(ContractError::FoundLoopInDelegation);
        }
    }
    if VOTERS
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .weight
        < Uint256::one()
    {
        return Err(ContractError::DelegateHasNoRightToVote);
    }
    let mut voters = VOTERS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    voters.voted = true;
    VOTERS.save(deps.storage, &info.sender, &voters)?;
    let mut voters_2 = VOTERS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    voters_2.delegate = to.clone();
    VOTERS.save(deps.storage, &info.sender, &voters_2)?;
    if VOTERS
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .voted
    {
        let key = element_index(
            VOTERS.may_load(deps.storage, &to)?.unwrap_or_default().vote,
            PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
        )?;
        let mut proposals = PROPOSALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default();
        proposals.vote_count = proposals.vote_count.checked_add(
            VOTERS
                .may_load(deps.storage, &info.sender)?
                .unwrap_or_default()
                .weight,
        )?;
        PROPOSALS.save(deps.storage, key.to_be_bytes().as_slice(), &proposals)?;
    } else {
        let mut voters_3 = VOTERS.may_load(deps.storage, &to)?.unwrap_or_default();
        voters_3.weight = voters_3.weight.checked_add(
            VOTERS
                .may_load(deps.storage, &info.sender)?
                .unwrap_or_default()
                .weight,
        )?;
        VOTERS.save(deps.storage, &to, &voters_3)?;
    }
    events.push(delegated_event(
        &info.sender,
        &to,
        VOTERS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .weight,
    ));
    Ok(Response::new().add_events(events))
}

/// `vote(uint256 proposal) external beforeDeadline`
pub fn execute_vote(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    proposal: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    before_deadline(deps.as_ref(), &env)?;
    if VOTERS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .weight
        == Uint256::zero()
    {
        return Err(ContractError::NoRightToVote {
            voter: info.sender.clone(),
        });
    }
    if VOTERS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .voted
    {
        return Err(ContractError::AlreadyVoted {
            voter: info.sender.clone(),
        });
    }
    let mut voters = VOTERS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    voters.voted = true;
    VOTERS.save(deps.storage, &info.sender, &voters)?;
    let mut voters_2 = VOTERS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    voters_2.vote = proposal;
    VOTERS.save(deps.storage, &info.sender, &voters_2)?;
    let key = element_index(
        proposal,
        PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    let mut proposals = PROPOSALS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    proposals.vote_count = proposals.vote_count.checked_add(
        VOTERS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .weight,
    )?;
    PROPOSALS.save(deps.storage, key.to_be_bytes().as_slice(), &proposals)?;
    events.push(voted_event(
        &info.sender,
        proposal,
        VOTERS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .weight,
    ));
    Ok(Response::new().add_events(events))
}

/// `event RightGiven(address indexed voter)`
fn right_given_event(voter: &Addr) -> Event {
    Event::new("RightGiven").add_attribute("voter", voter.as_str())
}

/// `event Delegated(address indexed from, address indexed to, uint256 weight)`
fn delegated_event(from: &Addr, to: &Addr, weight: Uint256) -> Event {
    Event::new("Delegated")
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("weight", weight.to_string())
}

/// `event Voted(address indexed voter, uint256 indexed proposal, uint256 weight)`
fn voted_event(voter: &Addr, proposal: Uint256, weight: Uint256) -> Event {
    Event::new("Voted")
        .add_attribute("voter", voter.as_str())
        .add_attribute("proposal", proposal.to_string())
        .add_attribute("weight", weight.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Chairperson {} => to_json_binary(&CHAIRPERSON.load(deps.storage)?)?,
        QueryMsg::Deadline {} => to_json_binary(&DEADLINE.load(deps.storage)?)?,
        QueryMsg::Voters { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&VOTERS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Proposals { arg0 } => to_json_binary(
            &PROPOSALS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::WinningProposal {} => to_json_binary(&query_winning_proposal(deps)?)?,
        QueryMsg::WinnerName {} => to_json_binary(&query_winner_name(deps)?)?,
        QueryMsg::ProposalCount {} => to_json_binary(&query_proposal_count(deps)?)?,
        QueryMsg::Tally {} => to_json_binary(&query_tally(deps)?)?,
    })
}

/// `winningProposal() public view returns (uint256 winningProposal_)`
fn query_winning_proposal(deps: Deps) -> Result<Uint256, ContractError> {
    let mut winning_proposal = Uint256::zero();
    let mut winning_vote_count = Uint256::zero();
    let mut p = Uint256::zero();
    while p < Uint256::from(PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        if PROPOSALS
            .may_load(
                deps.storage,
                element_index(
                    p,
                    PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default()
            .vote_count
            > winning_vote_count
        {
            winning_vote_count = PROPOSALS
                .may_load(
                    deps.storage,
                    element_index(
                        p,
                        PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default()
                .vote_count;
            winning_proposal = p;
        }
        p = p.checked_add(Uint256::one())?;
    }
    Ok(winning_proposal)
}

/// `winnerName() external view returns (string winnerName_)`
fn query_winner_name(deps: Deps) -> Result<String, ContractError> {
    let winner_name = PROPOSALS
        .may_load(
            deps.storage,
            element_index(
                query_winning_proposal(deps)?,
                PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
            )?
            .to_be_bytes()
            .as_slice(),
        )?
        .unwrap_or_default()
        .name;
    Ok(winner_name)
}

/// `proposalCount() external view returns (uint256)`
fn query_proposal_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))
}

/// `tally() external view returns (uint256[] counts)`
fn query_tally(deps: Deps) -> Result<Vec<Uint256>, ContractError> {
    let mut counts = vec![
        Uint256::zero();
        to_usize(Uint256::from(
            PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default()
        ))?
    ];
    let mut i = Uint256::zero();
    while i < Uint256::from(PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        *at_mut(&mut counts, i)? = PROPOSALS
            .may_load(
                deps.storage,
                element_index(
                    i,
                    PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default()
            .vote_count;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(counts)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
