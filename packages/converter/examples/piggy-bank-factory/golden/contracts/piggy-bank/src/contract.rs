#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, ProgressResponse, QueryMsg};
use crate::state::{BROKEN, FACTORY, GOAL, GOAL_NAME, OWNER};

const CONTRACT_NAME: &str = "crates.io:piggy-bank";
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

/// `constructor(address owner_, string goalName_, uint256 goal_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let mut events = vec![];
    let owner = parse_address(deps.api, &msg.owner)?;
    let goal_name = msg.goal_name;
    let goal = msg.goal;
    // PiggyBank
    BROKEN.save(deps.storage, &false)?;
    OWNER.save(deps.storage, &owner)?;
    FACTORY.save(deps.storage, &info.sender)?;
    GOAL_NAME.save(deps.storage, &goal_name)?;
    GOAL.save(deps.storage, &goal)?;
    if funds > Uint256::zero() {
        events.push(deposited_event(&owner, funds, funds));
    }
    Ok(Response::new().add_events(events))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {
        ExecuteMsg::Receive {} => execute_receive(deps, env, info),
        ExecuteMsg::Deposit {} => execute_deposit(deps, env, info),
        ExecuteMsg::BreakOpen {} => {
            nonpayable(&info)?;
            execute_break_open(deps, env, info)
        }
    }
}

/// `receive()`
pub fn execute_receive(
    mut deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    deposit(
        deps.branch(),
        &env,
        &info.sender,
        funds,
        &mut events,
        &Payouts::default(),
    )?;
    Ok(Response::new().add_events(events))
}

/// `deposit() public payable`
pub fn execute_deposit(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if BROKEN.load(deps.storage)? {
        return Err(ContractError::PiggyBankAlreadyBroken);
    }
    if funds <= Uint256::zero() {
        return Err(ContractError::PiggyBankEmptyDeposit);
    }
    events.push(deposited_event(
        &info.sender,
        funds,
        Payouts::default().self_balance(deps.as_ref(), &env)?,
    ));
    Ok(Response::new().add_events(events))
}

/// `breakOpen() external`
pub fn execute_break_open(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::PiggyBankNotTheOwner);
    }
    let amount = payouts.self_balance(deps.as_ref(), &env)?;
    if amount < GOAL.load(deps.storage)? {
        return Err(ContractError::GoalNotReached {
            balance: amount,
            goal: GOAL.load(deps.storage)?,
        });
    }
    BROKEN.save(deps.storage, &true)?;
    payouts.transfer(deps.as_ref(), &env, &OWNER.load(deps.storage)?, amount)?;
    events.push(broken_event(&OWNER.load(deps.storage)?, amount));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `deposit() public payable`
fn deposit(
    deps: DepsMut,
    env: &Env,
    sender: &Addr,
    funds: Uint256,
    events: &mut Vec<Event>,
    payouts: &Payouts,
) -> Result<(), ContractError> {
    if BROKEN.load(deps.storage)? {
        return Err(ContractError::PiggyBankAlreadyBroken);
    }
    if funds <= Uint256::zero() {
        return Err(ContractError::PiggyBankEmptyDeposit);
    }
    events.push(deposited_event(
        sender,
        funds,
        payouts.self_balance(deps.as_ref(), env)?,
    ));
    Ok(())
}

/// `event Deposited(address indexed from, uint256 amount, uint256 total)`
fn deposited_event(from: &Addr, amount: Uint256, total: Uint256) -> Event {
    Event::new("Deposited")
        .add_attribute("from", from.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("total", total.to_string())
}

/// `event Broken(address indexed owner, uint256 amount)`
fn broken_event(owner: &Addr, amount: Uint256) -> Event {
    Event::new("Broken")
        .add_attribute("owner", owner.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Factory {} => to_json_binary(&FACTORY.load(deps.storage)?)?,
        QueryMsg::GoalName {} => to_json_binary(&GOAL_NAME.load(deps.storage)?)?,
        QueryMsg::Goal {} => to_json_binary(&GOAL.load(deps.storage)?)?,
        QueryMsg::Broken {} => to_json_binary(&BROKEN.load(deps.storage)?)?,
        QueryMsg::Progress {} => {
            let (saved, target, reached) = query_progress(deps, &env, &Payouts::default())?;
            to_json_binary(&ProgressResponse {
                saved,
                target,
                reached,
            })?
        }
    })
}

/// `progress() external view returns (uint256 saved, uint256 target, bool reached)`
fn query_progress(
    deps: Deps,
    env: &Env,
    payouts: &Payouts,
) -> Result<(Uint256, Uint256, bool), ContractError> {
    let saved = payouts.self_balance(deps, env)?;
    let target = GOAL.load(deps.storage)?;
    let reached = saved >= GOAL.load(deps.storage)?;
    Ok((saved, target, reached))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
