#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, Milestone, ProgressResponse, QueryMsg};
use crate::state::{CANCELLED, CLIENT, CONTRACTOR, MILESTONES, MILESTONES_LENGTH, PAID_OUT};

const CONTRACT_NAME: &str = "crates.io:milestone-escrow";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

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

/// `constructor(address payable contractor_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    msg_value(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let contractor = parse_address(deps.api, &msg.contractor)?;
    // MilestoneEscrow
    PAID_OUT.save(deps.storage, &Uint256::zero())?;
    CANCELLED.save(deps.storage, &false)?;
    if is_zero_address(&contractor) {
        return Err(ContractError::MilestoneEscrowZeroContractor);
    }
    CLIENT.save(deps.storage, &info.sender)?;
    CONTRACTOR.save(deps.storage, &contractor)?;
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
        ExecuteMsg::AddMilestone { title, amount } => {
            execute_add_milestone(deps, env, info, title, amount)
        }
        ExecuteMsg::RemoveLastMilestone {} => execute_remove_last_milestone(deps, info),
        ExecuteMsg::Approve { index } => execute_approve(deps, env, info, index),
        ExecuteMsg::Cancel {} => execute_cancel(deps, env, info),
    }
}

/// `modifier onlyClient`
fn only_client(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != CLIENT.load(deps.storage)? {
        return Err(ContractError::OnlyClient {
            caller: sender.clone(),
        });
    }
    Ok(())
}

/// `modifier whenActive`
fn when_active(deps: Deps) -> Result<(), ContractError> {
    if CANCELLED.load(deps.storage)? {
        return Err(ContractError::MilestoneEscrowCancelled);
    }
    Ok(())
}

/// `addMilestone(string title, uint256 amount) external onlyClient whenActive`
pub fn execute_add_milestone(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    title: String,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_client(deps.as_ref(), &info.sender)?;
    when_active(deps.as_ref())?;
    let mut committed = amount;
    let mut i = Uint256::zero();
    while i < Uint256::from(
        MILESTONES_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    ) {
        if !MILESTONES
            .may_load(
                deps.storage,
                element_index(
                    i,
                    MILESTONES_LENGTH
                        .may_load(deps.storage)?
                        .unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default()
            .approved
        {
            committed = committed.checked_add(
                MILESTONES
                    .may_load(
                        deps.storage,
                        element_index(
                            i,
                            MILESTONES_LENGTH
                                .may_load(deps.storage)?
                                .unwrap_or_default(),
                        )?
                        .to_be_bytes()
                        .as_slice(),
                    )?
                    .unwrap_or_default()
                    .amount,
            )?;
        }
        i = i.checked_add(Uint256::one())?;
    }
    if committed > Payouts::default().self_balance(deps.as_ref(), &env)? {
        return Err(ContractError::Underfunded {
            committed,
            balance: Payouts::default().self_balance(deps.as_ref(), &env)?,
        });
    }
    let milestones_length = MILESTONES_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default();
    MILESTONES.save(
        deps.storage,
        Uint256::from(milestones_length).to_be_bytes().as_slice(),
        &Milestone {
            title: title.clone(),
            amount,
            approved: false,
        },
    )?;
    MILESTONES_LENGTH.save(deps.storage, &(milestones_length + 1))?;
    events.push(milestone_added_event(
        Uint256::from(
            MILESTONES_LENGTH
                .may_load(deps.storage)?
                .unwrap_or_default(),
        )
        .checked_sub(Uint256::one())?,
        &title,
        amount,
    ));
    Ok(Response::new().add_events(events))
}

/// `removeLastMilestone() external onlyClient whenActive`
pub fn execute_remove_last_milestone(
    deps: DepsMut,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    only_client(deps.as_ref(), &info.sender)?;
    when_active(deps.as_ref())?;
    if Uint256::from(
        MILESTONES_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    ) <= Uint256::zero()
    {
        return Err(ContractError::MilestoneEscrowNothingToRemove);
    }
    if MILESTONES
        .may_load(
            deps.storage,
            element_index(
                Uint256::from(
                    MILESTONES_LENGTH
                        .may_load(deps.storage)?
                        .unwrap_or_default(),
                )
                .checked_sub(Uint256::one())?,
                MILESTONES_LENGTH
                    .may_load(deps.storage)?
                    .unwrap_or_default(),
            )?
            .to_be_bytes()
            .as_slice(),
        )?
        .unwrap_or_default()
        .approved
    {
        return Err(ContractError::MilestoneEscrowAlreadyPaid);
    }
    let milestones_length = MILESTONES_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default()
        .checked_sub(1)
        .ok_or(ContractError::Panic { code: 0x31 })?;
    MILESTONES_LENGTH.save(deps.storage, &milestones_length)?;
    MILESTONES.remove(
        deps.storage,
        Uint256::from(milestones_length).to_be_bytes().as_slice(),
    );
    Ok(Response::new())
}

/// `approve(uint256 index) external onlyClient whenActive`
pub fn execute_approve(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    index: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_client(deps.as_ref(), &info.sender)?;
    when_active(deps.as_ref())?;
    let key = element_index(
        index,
        MILESTONES_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    if MILESTONES
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .approved
    {
        return Err(ContractError::AlreadyApproved { index });
    }
    let mut milestones = MILESTONES
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    milestones.approved = true;
    MILESTONES.save(deps.storage, key.to_be_bytes().as_slice(), &milestones)?;
    let paid_out = PAID_OUT.load(deps.storage)?.checked_add(
        MILESTONES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
    )?;
    PAID_OUT.save(deps.storage, &paid_out)?;
    payouts.transfer(
        deps.as_ref(),
        &env,
        &CONTRACTOR.load(deps.storage)?,
        MILESTONES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
    )?;
    events.push(milestone_approved_event(
        index,
        MILESTONES
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .amount,
    ));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `cancel() external onlyClient whenActive`
pub fn execute_cancel(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_client(deps.as_ref(), &info.sender)?;
    when_active(deps.as_ref())?;
    CANCELLED.save(deps.storage, &true)?;
    let refund = payouts.self_balance(deps.as_ref(), &env)?;
    payouts.transfer(deps.as_ref(), &env, &CLIENT.load(deps.storage)?, refund)?;
    events.push(cancelled_event(refund));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `event MilestoneAdded(uint256 indexed index, string title, uint256 amount)`
fn milestone_added_event(index: Uint256, title: &str, amount: Uint256) -> Event {
    Event::new("MilestoneAdded")
        .add_attribute("index", index.to_string())
        .add_attribute("title", title)
        .add_attribute("amount", amount.to_string())
}

/// `event MilestoneApproved(uint256 indexed index, uint256 amount)`
fn milestone_approved_event(index: Uint256, amount: Uint256) -> Event {
    Event::new("MilestoneApproved")
        .add_attribute("index", index.to_string())
        .add_attribute("amount", amount.to_string())
}

/// `event Cancelled(uint256 refunded)`
fn cancelled_event(refunded: Uint256) -> Event {
    Event::new("Cancelled").add_attribute("refunded", refunded.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Client {} => to_json_binary(&CLIENT.load(deps.storage)?)?,
        QueryMsg::Contractor {} => to_json_binary(&CONTRACTOR.load(deps.storage)?)?,
        QueryMsg::Milestones { arg0 } => to_json_binary(
            &MILESTONES
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        MILESTONES_LENGTH
                            .may_load(deps.storage)?
                            .unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::PaidOut {} => to_json_binary(&PAID_OUT.load(deps.storage)?)?,
        QueryMsg::Cancelled {} => to_json_binary(&CANCELLED.load(deps.storage)?)?,
        QueryMsg::Progress {} => {
            let (approved_count, total, remaining) =
                query_progress(deps, &env, &Payouts::default())?;
            to_json_binary(&ProgressResponse {
                approved_count,
                total,
                remaining,
            })?
        }
    })
}

/// `progress() external view returns (uint256 approvedCount, uint256 total, uint256 remaining)`
fn query_progress(
    deps: Deps,
    env: &Env,
    payouts: &Payouts,
) -> Result<(Uint256, Uint256, Uint256), ContractError> {
    let mut approved_count = Uint256::zero();
    let total = Uint256::from(
        MILESTONES_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    );
    let mut i = Uint256::zero();
    while i < total {
        if MILESTONES
            .may_load(
                deps.storage,
                element_index(
                    i,
                    MILESTONES_LENGTH
                        .may_load(deps.storage)?
                        .unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default()
            .approved
        {
            approved_count = approved_count.checked_add(Uint256::one())?;
        }
        i = i.checked_add(Uint256::one())?;
    }
    let remaining = payouts.self_balance(deps, env)?;
    Ok((approved_count, total, remaining))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
