#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    HexBinary, MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{ALLOWANCE, BALANCE_OF, DECIMALS, NAME, SYMBOL};

const CONTRACT_NAME: &str = "crates.io:weth9";
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
    // WETH9
    NAME.save(deps.storage, &"Wrapped Ether".to_string())?;
    SYMBOL.save(deps.storage, &"WETH".to_string())?;
    DECIMALS.save(deps.storage, &18u8)?;
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
        ExecuteMsg::Deposit {} => execute_deposit(deps, info),
        ExecuteMsg::Withdraw { wad } => {
            nonpayable(&info)?;
            execute_withdraw(deps, env, info, wad)
        }
        ExecuteMsg::WithdrawTo { to, wad } => {
            nonpayable(&info)?;
            let to = parse_address(deps.api, &to)?;
            execute_withdraw_to(deps, env, info, to, wad)
        }
        ExecuteMsg::Approve { guy, wad } => {
            nonpayable(&info)?;
            let guy = parse_address(deps.api, &guy)?;
            execute_approve(deps, info, guy, wad)
        }
        ExecuteMsg::Transfer { dst, wad } => {
            nonpayable(&info)?;
            let dst = parse_address(deps.api, &dst)?;
            execute_transfer(deps, info, dst, wad)
        }
        ExecuteMsg::TransferFrom { src, dst, wad } => {
            nonpayable(&info)?;
            let src = parse_address(deps.api, &src)?;
            let dst = parse_address(deps.api, &dst)?;
            execute_transfer_from(deps, info, src, dst, wad)
        }
    }
}

/// `receive()`
pub fn execute_receive(mut deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    deposit(deps.branch(), &info.sender, funds, &mut events)?;
    Ok(Response::new().add_events(events))
}

/// `deposit() public payable`
pub fn execute_deposit(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_add(funds)?;
    BALANCE_OF.save(deps.storage, &info.sender, &balance_of)?;
    events.push(deposit_event(&info.sender, funds));
    Ok(Response::new().add_events(events))
}

/// `withdraw(uint wad) public`
pub fn execute_withdraw(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    wad: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if BALANCE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        < wad
    {
        return Err(ContractError::Reverted);
    }
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_sub(wad)?;
    BALANCE_OF.save(deps.storage, &info.sender, &balance_of)?;
    payouts.transfer(deps.as_ref(), &env, &info.sender, wad)?;
    events.push(withdrawal_event(&info.sender, wad));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `withdrawTo(address payable to, uint wad) external`
pub fn execute_withdraw_to(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    to: Addr,
    wad: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if BALANCE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        < wad
    {
        return Err(ContractError::WethInsufficient);
    }
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_sub(wad)?;
    BALANCE_OF.save(deps.storage, &info.sender, &balance_of)?;
    let (ok, _) = (
        payouts.send(deps.as_ref(), &env, &to, wad)?,
        HexBinary::default(),
    );
    if !ok {
        return Err(ContractError::WethSendFailed);
    }
    events.push(withdrawal_event(&info.sender, wad));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `approve(address guy, uint wad) public returns (bool)`
pub fn execute_approve(
    deps: DepsMut,
    info: MessageInfo,
    guy: Addr,
    wad: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    ALLOWANCE.save(deps.storage, (&info.sender, &guy), &wad)?;
    events.push(approval_event(&info.sender, &guy, wad));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `transfer(address dst, uint wad) public returns (bool)`
pub fn execute_transfer(
    mut deps: DepsMut,
    info: MessageInfo,
    dst: Addr,
    wad: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let ret = transfer_from(
        deps.branch(),
        &info.sender,
        &mut events,
        info.sender.clone(),
        dst.clone(),
        wad,
    )?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&ret)?))
}

/// `transferFrom(address src, address dst, uint wad) public returns (bool)`
pub fn execute_transfer_from(
    deps: DepsMut,
    info: MessageInfo,
    src: Addr,
    dst: Addr,
    wad: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if BALANCE_OF.may_load(deps.storage, &src)?.unwrap_or_default() < wad {
        return Err(ContractError::Reverted);
    }
    if src != info.sender
        && ALLOWANCE
            .may_load(deps.storage, (&src, &info.sender))?
            .unwrap_or_default()
            != Uint256::MAX
    {
        if ALLOWANCE
            .may_load(deps.storage, (&src, &info.sender))?
            .unwrap_or_default()
            < wad
        {
            return Err(ContractError::Reverted);
        }
        let allowance = ALLOWANCE
            .may_load(deps.storage, (&src, &info.sender))?
            .unwrap_or_default()
            .checked_sub(wad)?;
        ALLOWANCE.save(deps.storage, (&src, &info.sender), &allowance)?;
    }
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &src)?
        .unwrap_or_default()
        .checked_sub(wad)?;
    BALANCE_OF.save(deps.storage, &src, &balance_of)?;
    let balance_of_2 = BALANCE_OF
        .may_load(deps.storage, &dst)?
        .unwrap_or_default()
        .checked_add(wad)?;
    BALANCE_OF.save(deps.storage, &dst, &balance_of_2)?;
    events.push(transfer_event(&src, &dst, wad));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `deposit() public payable`
fn deposit(
    deps: DepsMut,
    sender: &Addr,
    funds: Uint256,
    events: &mut Vec<Event>,
) -> Result<(), ContractError> {
    let balance_of = BALANCE_OF
        .may_load(deps.storage, sender)?
        .unwrap_or_default()
        .checked_add(funds)?;
    BALANCE_OF.save(deps.storage, sender, &balance_of)?;
    events.push(deposit_event(sender, funds));
    Ok(())
}

/// `transferFrom(address src, address dst, uint wad) public returns (bool)`
fn transfer_from(
    deps: DepsMut,
    sender: &Addr,
    events: &mut Vec<Event>,
    src: Addr,
    dst: Addr,
    wad: Uint256,
) -> Result<bool, ContractError> {
    if BALANCE_OF.may_load(deps.storage, &src)?.unwrap_or_default() < wad {
        return Err(ContractError::Reverted);
    }
    if src != *sender
        && ALLOWANCE
            .may_load(deps.storage, (&src, sender))?
            .unwrap_or_default()
            != Uint256::MAX
    {
        if ALLOWANCE
            .may_load(deps.storage, (&src, sender))?
            .unwrap_or_default()
            < wad
        {
            return Err(ContractError::Reverted);
        }
        let allowance = ALLOWANCE
            .may_load(deps.storage, (&src, sender))?
            .unwrap_or_default()
            .checked_sub(wad)?;
        ALLOWANCE.save(deps.storage, (&src, sender), &allowance)?;
    }
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &src)?
        .unwrap_or_default()
        .checked_sub(wad)?;
    BALANCE_OF.save(deps.storage, &src, &balance_of)?;
    let balance_of_2 = BALANCE_OF
        .may_load(deps.storage, &dst)?
        .unwrap_or_default()
        .checked_add(wad)?;
    BALANCE_OF.save(deps.storage, &dst, &balance_of_2)?;
    events.push(transfer_event(&src, &dst, wad));
    Ok(true)
}

/// `event Approval(address indexed src, address indexed guy, uint wad)`
fn approval_event(src: &Addr, guy: &Addr, wad: Uint256) -> Event {
    Event::new("Approval")
        .add_attribute("src", src.as_str())
        .add_attribute("guy", guy.as_str())
        .add_attribute("wad", wad.to_string())
}

/// `event Transfer(address indexed src, address indexed dst, uint wad)`
fn transfer_event(src: &Addr, dst: &Addr, wad: Uint256) -> Event {
    Event::new("Transfer")
        .add_attribute("src", src.as_str())
        .add_attribute("dst", dst.as_str())
        .add_attribute("wad", wad.to_string())
}

/// `event Deposit(address indexed dst, uint wad)`
fn deposit_event(dst: &Addr, wad: Uint256) -> Event {
    Event::new("Deposit")
        .add_attribute("dst", dst.as_str())
        .add_attribute("wad", wad.to_string())
}

/// `event Withdrawal(address indexed src, uint wad)`
fn withdrawal_event(src: &Addr, wad: Uint256) -> Event {
    Event::new("Withdrawal")
        .add_attribute("src", src.as_str())
        .add_attribute("wad", wad.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Name {} => to_json_binary(&NAME.load(deps.storage)?)?,
        QueryMsg::Symbol {} => to_json_binary(&SYMBOL.load(deps.storage)?)?,
        QueryMsg::Decimals {} => to_json_binary(&DECIMALS.load(deps.storage)?)?,
        QueryMsg::BalanceOf { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &BALANCE_OF
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Allowance { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &ALLOWANCE
                    .may_load(deps.storage, (&arg0, &arg1))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::TotalSupply {} => {
            to_json_binary(&query_total_supply(deps, &env, &Payouts::default())?)?
        }
    })
}

/// `totalSupply() public view returns (uint)`
fn query_total_supply(deps: Deps, env: &Env, payouts: &Payouts) -> Result<Uint256, ContractError> {
    payouts.self_balance(deps, env)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
