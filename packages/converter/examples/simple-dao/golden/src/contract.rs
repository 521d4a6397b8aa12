#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, ProposalState, QueryMsg, VotesResponse};
use crate::state::{HAS_VOTED, PROPOSALS, PROPOSALS_LENGTH, SHARES, TOTAL_SHARES};

const CONTRACT_NAME: &str = "crates.io:simple-dao";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint256 public constant VOTING_PERIOD = 3 days`
pub const VOTING_PERIOD: Uint256 = Uint256::from_u128(259200);

/// `uint256 public constant QUORUM_BPS = 3000`
pub const QUORUM_BPS: Uint256 = Uint256::from_u128(3000);

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

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
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
    // SimpleDAO
    TOTAL_SHARES.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Join {} => execute_join(deps, info),
        ExecuteMsg::Propose {
            recipient,
            amount,
            description,
        } => {
            nonpayable(&info)?;
            let recipient = parse_address(deps.api, &recipient)?;
            execute_propose(deps, env, info, recipient, amount, description)
        }
        ExecuteMsg::Vote { id, support } => {
            nonpayable(&info)?;
            execute_vote(deps, env, info, id, support)
        }
        ExecuteMsg::Execute { id } => {
            nonpayable(&info)?;
            execute_execute(deps, env, id)
        }
        ExecuteMsg::Leave {} => {
            nonpayable(&info)?;
            execute_leave(deps, env, info)
        }
    }
}

/// `modifier onlyMember`
fn only_member(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if SHARES.may_load(deps.storage, sender)?.unwrap_or_default() == Uint256::zero() {
        return Err(ContractError::NotMember {
            caller: sender.clone(),
        });
    }
    Ok(())
}

/// `join() external payable`
pub fn execute_join(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if funds <= Uint256::zero() {
        return Err(ContractError::DaoNoContribution);
    }
    let shares = SHARES
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_add(funds)?;
    SHARES.save(deps.storage, &info.sender, &shares)?;
    let total_shares = TOTAL_SHARES.load(deps.storage)?.checked_add(funds)?;
    TOTAL_SHARES.save(deps.storage, &total_shares)?;
    events.push(joined_event(&info.sender, funds));
    Ok(Response::new().add_events(events))
}

/// `propose(address payable recipient, uint256 amount, string description) external onlyMember returns (uint256 id)`
pub fn execute_propose(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    recipient: Addr,
    amount: Uint256,
    description: String,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_member(deps.as_ref(), &info.sender)?;
    if amount > Payouts::default().self_balance(deps.as_ref(), &env)? {
        return Err(ContractError::DaoInsufficientTreasury);
    }
    let id = Uint256::from(PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default());
    let proposals_length = PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    PROPOSALS_LENGTH.save(deps.storage, &(proposals_length + 1))?;
    let index = Uint256::from(proposals_length);
    let mut proposals = PROPOSALS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    proposals.proposer = info.sender.clone();
    PROPOSALS.save(deps.storage, index.to_be_bytes().as_slice(), &proposals)?;
    let mut proposals_2 = PROPOSALS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    proposals_2.recipient = recipient.clone();
    PROPOSALS.save(deps.storage, index.to_be_bytes().as_slice(), &proposals_2)?;
    let mut proposals_3 = PROPOSALS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    proposals_3.amount = amount;
    PROPOSALS.save(deps.storage, index.to_be_bytes().as_slice(), &proposals_3)?;
    let mut proposals_4 = PROPOSALS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    proposals_4.description = description.clone();
    PROPOSALS.save(deps.storage, index.to_be_bytes().as_slice(), &proposals_4)?;
    let mut proposals_5 = PROPOSALS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    proposals_5.deadline = block_timestamp(&env).checked_add(VOTING_PERIOD)?;
    PROPOSALS.save(deps.storage, index.to_be_bytes().as_slice(), &proposals_5)?;
    events.push(proposal_created_event(
        id,
        &info.sender,
        &recipient,
        amount,
        &description,
    ));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `vote(uint256 id, bool support) external onlyMember`
pub fn execute_vote(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
    support: bool,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_member(deps.as_ref(), &info.sender)?;
    let current = query_state(deps.as_ref(), &env, id)?;
    if current != ProposalState::Active {
        return Err(ContractError::ProposalNotActive { id, state: current });
    }
    if HAS_VOTED
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &info.sender))?
        .unwrap_or_default()
    {
        return Err(ContractError::AlreadyVoted {
            id,
            voter: info.sender.clone(),
        });
    }
    HAS_VOTED.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &info.sender),
        &true,
    )?;
    let weight = SHARES
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    if support {
        let key = element_index(
            id,
            PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
        )?;
        let mut proposals = PROPOSALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default();
        proposals.for_votes = proposals.for_votes.checked_add(weight)?;
        PROPOSALS.save(deps.storage, key.to_be_bytes().as_slice(), &proposals)?;
    } else {
        let key_2 = element_index(
            id,
            PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
        )?;
        let mut proposals_2 = PROPOSALS
            .may_load(deps.storage, key_2.to_be_bytes().as_slice())?
            .unwrap_or_default();
        proposals_2.against_votes = proposals_2.against_votes.checked_add(weight)?;
        PROPOSALS.save(deps.storage, key_2.to_be_bytes().as_slice(), &proposals_2)?;
    }
    events.push(vote_cast_event(&info.sender, id, support, weight));
    Ok(Response::new().add_events(events))
}

/// `execute(uint256 id) external`
pub fn execute_execute(deps: DepsMut, env: Env, id: Uint256) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let current = query_state(deps.as_ref(), &env, id)?;
    if current != ProposalState::Succeeded {
        return Err(ContractError::ProposalNotSucceeded { id, state: current });
    }
    let key = element_index(
        id,
        PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    let mut proposals = PROPOSALS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    proposals.executed = true;
    PROPOSALS.save(deps.storage, key.to_be_bytes().as_slice(), &proposals)?;
    payouts.transfer(
        deps.as_ref(),
        &env,
        &PROPOSALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .recipient,
        PROPOSALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
    )?;
    events.push(proposal_executed_event(
        id,
        &PROPOSALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .recipient,
        PROPOSALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
    ));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `leave() external onlyMember`
pub fn execute_leave(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_member(deps.as_ref(), &info.sender)?;
    let member_shares = SHARES
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    let payout = payouts
        .self_balance(deps.as_ref(), &env)?
        .checked_mul(member_shares)?
        .checked_div(TOTAL_SHARES.load(deps.storage)?)?;
    let total_shares = TOTAL_SHARES
        .load(deps.storage)?
        .checked_sub(member_shares)?;
    TOTAL_SHARES.save(deps.storage, &total_shares)?;
    SHARES.remove(deps.storage, &info.sender);
    payouts.transfer(deps.as_ref(), &env, &info.sender, payout)?;
    events.push(left_event(&info.sender, member_shares, payout));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `event Joined(address indexed member, uint256 shares)`
fn joined_event(member: &Addr, shares: Uint256) -> Event {
    Event::new("Joined")
        .add_attribute("member", member.as_str())
        .add_attribute("shares", shares.to_string())
}

/// `event Left(address indexed member, uint256 shares, uint256 payout)`
fn left_event(member: &Addr, shares: Uint256, payout: Uint256) -> Event {
    Event::new("Left")
        .add_attribute("member", member.as_str())
        .add_attribute("shares", shares.to_string())
        .add_attribute("payout", payout.to_string())
}

/// `event ProposalCreated(uint256 indexed id, address indexed proposer, address recipient, uint256 amount, string description)`
fn proposal_created_event(
    id: Uint256,
    proposer: &Addr,
    recipient: &Addr,
    amount: Uint256,
    description: &str,
) -> Event {
    Event::new("ProposalCreated")
        .add_attribute("id", id.to_string())
        .add_attribute("proposer", proposer.as_str())
        .add_attribute("recipient", recipient.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("description", description)
}

/// `event VoteCast(address indexed voter, uint256 indexed id, bool support, uint256 weight)`
fn vote_cast_event(voter: &Addr, id: Uint256, support: bool, weight: Uint256) -> Event {
    Event::new("VoteCast")
        .add_attribute("voter", voter.as_str())
        .add_attribute("id", id.to_string())
        .add_attribute("support", support.to_string())
        .add_attribute("weight", weight.to_string())
}

/// `event ProposalExecuted(uint256 indexed id, address recipient, uint256 amount)`
fn proposal_executed_event(id: Uint256, recipient: &Addr, amount: Uint256) -> Event {
    Event::new("ProposalExecuted")
        .add_attribute("id", id.to_string())
        .add_attribute("recipient", recipient.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::VotingPeriod {} => to_json_binary(&VOTING_PERIOD)?,
        QueryMsg::QuorumBps {} => to_json_binary(&QUORUM_BPS)?,
        QueryMsg::Shares { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&SHARES.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::TotalShares {} => to_json_binary(&TOTAL_SHARES.load(deps.storage)?)?,
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
        QueryMsg::HasVoted { arg0, arg1 } => {
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &HAS_VOTED
                    .may_load(deps.storage, (arg0.to_be_bytes().as_slice(), &arg1))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::State { id } => to_json_binary(&query_state(deps, &env, id)?)?,
        QueryMsg::Votes { id } => {
            let (for_votes, against_votes, current) = query_votes(deps, &env, id)?;
            to_json_binary(&VotesResponse {
                for_votes,
                against_votes,
                current,
            })?
        }
    })
}

/// `state(uint256 id) public view returns (ProposalState)`
fn query_state(deps: Deps, env: &Env, id: Uint256) -> Result<ProposalState, ContractError> {
    let key = element_index(
        id,
        PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    if PROPOSALS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .executed
    {
        return Ok(ProposalState::Executed);
    }
    if block_timestamp(env)
        < PROPOSALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .deadline
    {
        return Ok(ProposalState::Active);
    }
    let quorum = TOTAL_SHARES
        .load(deps.storage)?
        .checked_mul(QUORUM_BPS)?
        .checked_div(Uint256::from_u128(10000))?;
    if PROPOSALS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .for_votes
        .checked_add(
            PROPOSALS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .against_votes,
        )?
        < quorum
        || PROPOSALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .for_votes
            <= PROPOSALS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .against_votes
    {
        return Ok(ProposalState::Defeated);
    }
    Ok(ProposalState::Succeeded)
}

/// `votes(uint256 id) external view returns (uint256 forVotes, uint256 againstVotes, ProposalState current)`
fn query_votes(
    deps: Deps,
    env: &Env,
    id: Uint256,
) -> Result<(Uint256, Uint256, ProposalState), ContractError> {
    let key = element_index(
        id,
        PROPOSALS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    Ok((
        PROPOSALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .for_votes,
        PROPOSALS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .against_votes,
        query_state(deps, env, id)?,
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
