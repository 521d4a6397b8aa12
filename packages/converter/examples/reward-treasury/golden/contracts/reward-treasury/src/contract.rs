#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo,
    Reply, Response, StdError, StdResult, SubMsg, Uint128, Uint256, WasmMsg,
};
use cw_utils::{may_pay, nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, IRewardTokenExecuteMsg, IRewardTokenQueryMsg, IVaultExecuteMsg, InstantiateMsg,
    MigrateMsg, QueryMsg, RewardRateResponse,
};
use crate::state::{FUNDED, OWNER, PAID_OUT, TOKEN, VAULT};

const CONTRACT_NAME: &str = "crates.io:reward-treasury";
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
    msgs: Vec<SubMsg>,
}

impl Payouts {
    /// `address(this).balance`
    fn self_balance(&self, deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
        let bank = deps
            .querier
            .query_balance(&env.contract.address, NATIVE_DENOM)?;
        Ok(Uint256::from(bank.amount).checked_sub(self.sent)?)
    }
}

/// `constructor(IRewardToken token_, IVault vault_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let token = parse_address(deps.api, &msg.token)?;
    let vault = parse_address(deps.api, &msg.vault)?;
    // RewardTreasury
    FUNDED.save(deps.storage, &Uint256::zero())?;
    PAID_OUT.save(deps.storage, &Uint256::zero())?;
    TOKEN.save(deps.storage, &token)?;
    VAULT.save(deps.storage, &vault)?;
    OWNER.save(deps.storage, &info.sender)?;
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
        ExecuteMsg::Fund { amount } => {
            nonpayable(&info)?;
            execute_fund(deps, env, info, amount)
        }
        ExecuteMsg::Pay { to, amount } => {
            nonpayable(&info)?;
            let to = parse_address(deps.api, &to)?;
            execute_pay(deps, info, to, amount)
        }
        ExecuteMsg::PayStrict { to, amount } => {
            nonpayable(&info)?;
            let to = parse_address(deps.api, &to)?;
            execute_pay_strict(deps, info, to, amount)
        }
        ExecuteMsg::Forward { beneficiary } => {
            let beneficiary = parse_address(deps.api, &beneficiary)?;
            execute_forward(deps, env, info, beneficiary)
        }
        ExecuteMsg::ForwardFromBalance {
            beneficiary,
            amount,
        } => {
            nonpayable(&info)?;
            let beneficiary = parse_address(deps.api, &beneficiary)?;
            execute_forward_from_balance(deps, env, info, beneficiary, amount)
        }
        ExecuteMsg::Receive {} => execute_receive(deps, info),
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner {
            caller: sender.clone(),
        });
    }
    Ok(())
}

/// `fund(uint256 amount) external`
pub fn execute_fund(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: TOKEN.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardTokenExecuteMsg::TransferFrom {
                from: info.sender.to_string(),
                to: env.contract.address.to_string(),
                amount,
            })?,
            funds: vec![],
        },
        REPLY_TRANSFER_FROM,
    ));
    let funded = FUNDED.load(deps.storage)?.checked_add(amount)?;
    FUNDED.save(deps.storage, &funded)?;
    events.push(funded_event(&info.sender, amount));
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events))
}

/// `pay(address to, uint256 amount) external onlyOwner`
pub fn execute_pay(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_owner(deps.as_ref(), &info.sender)?;
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: TOKEN.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardTokenExecuteMsg::Transfer {
                to: to.to_string(),
                amount,
            })?,
            funds: vec![],
        },
        REPLY_TRANSFER,
    ));
    let paid_out = PAID_OUT.load(deps.storage)?.checked_add(amount)?;
    PAID_OUT.save(deps.storage, &paid_out)?;
    events.push(paid_event(&to, amount));
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events))
}

/// `payStrict(address to, uint256 amount) external onlyOwner`
pub fn execute_pay_strict(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_owner(deps.as_ref(), &info.sender)?;
    payouts.msgs.push(SubMsg::reply_on_success(
        WasmMsg::Execute {
            contract_addr: TOKEN.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IRewardTokenExecuteMsg::Transfer {
                to: to.to_string(),
                amount,
            })?,
            funds: vec![],
        },
        REPLY_TRANSFER_2,
    ));
    let paid_out = PAID_OUT.load(deps.storage)?.checked_add(amount)?;
    PAID_OUT.save(deps.storage, &paid_out)?;
    events.push(paid_event(&to, amount));
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events))
}

/// `forward(address beneficiary) external payable`
pub fn execute_forward(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    beneficiary: Addr,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if funds > payouts.self_balance(deps.as_ref(), &env)? {
        return Err(ContractError::TransferFailed);
    }
    payouts.sent += funds;
    let value = Uint128::try_from(funds).map_err(|_| ContractError::TransferFailed)?;
    payouts.msgs.push(SubMsg::new(WasmMsg::Execute {
        contract_addr: VAULT.load(deps.storage)?.to_string(),
        msg: to_json_binary(&IVaultExecuteMsg::Deposit {
            beneficiary: beneficiary.to_string(),
        })?,
        funds: if value.is_zero() {
            vec![]
        } else {
            coins(value.u128(), NATIVE_DENOM)
        },
    }));
    events.push(forwarded_event(&beneficiary, funds));
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events))
}

/// `forwardFromBalance(address beneficiary, uint256 amount) external onlyOwner`
pub fn execute_forward_from_balance(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    beneficiary: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_owner(deps.as_ref(), &info.sender)?;
    if amount > payouts.self_balance(deps.as_ref(), &env)? {
        return Err(ContractError::TransferFailed);
    }
    payouts.sent += amount;
    let value = Uint128::try_from(amount).map_err(|_| ContractError::TransferFailed)?;
    payouts.msgs.push(SubMsg::new(WasmMsg::Execute {
        contract_addr: VAULT.load(deps.storage)?.to_string(),
        msg: to_json_binary(&IVaultExecuteMsg::Deposit {
            beneficiary: beneficiary.to_string(),
        })?,
        funds: if value.is_zero() {
            vec![]
        } else {
            coins(value.u128(), NATIVE_DENOM)
        },
    }));
    events.push(forwarded_event(&beneficiary, amount));
    Ok(Response::new()
        .add_submessages(payouts.msgs)
        .add_events(events))
}

/// `receive()`
pub fn execute_receive(_deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    msg_value(&info)?;
    Ok(Response::new())
}

/// `event Funded(address indexed from, uint256 amount)`
fn funded_event(from: &Addr, amount: Uint256) -> Event {
    Event::new("Funded")
        .add_attribute("from", from.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Paid(address indexed to, uint256 amount)`
fn paid_event(to: &Addr, amount: Uint256) -> Event {
    Event::new("Paid")
        .add_attribute("to", to.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Forwarded(address indexed beneficiary, uint256 amount)`
fn forwarded_event(beneficiary: &Addr, amount: Uint256) -> Event {
    Event::new("Forwarded")
        .add_attribute("beneficiary", beneficiary.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Token {} => to_json_binary(&TOKEN.load(deps.storage)?)?,
        QueryMsg::Vault {} => to_json_binary(&VAULT.load(deps.storage)?)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Funded {} => to_json_binary(&FUNDED.load(deps.storage)?)?,
        QueryMsg::PaidOut {} => to_json_binary(&PAID_OUT.load(deps.storage)?)?,
        QueryMsg::RewardRate { tier } => {
            let (rate, known) = query_reward_rate(deps, tier)?;
            to_json_binary(&RewardRateResponse { rate, known })?
        }
        QueryMsg::RateOrBase { tier } => to_json_binary(&query_rate_or_base(deps, tier)?)?,
        QueryMsg::NativeBalance {} => {
            to_json_binary(&query_native_balance(deps, &env, &Payouts::default())?)?
        }
    })
}

/// `rewardRate(uint256 tier) external view returns (uint256 rate, bool known)`
fn query_reward_rate(deps: Deps, tier: Uint256) -> Result<(Uint256, bool), ContractError> {
    match deps.querier.query_wasm_smart::<Uint256>(
        TOKEN.load(deps.storage)?.to_string(),
        &IRewardTokenQueryMsg::RateOf { tier },
    ) {
        Ok(r) => Ok((r, true)),
        Err(_) => Ok((Uint256::zero(), false)),
    }
}

/// `rateOrBase(uint256 tier) external view returns (uint256 rate)`
fn query_rate_or_base(deps: Deps, tier: Uint256) -> Result<Uint256, ContractError> {
    let mut rate = Uint256::from_u128(100);
    match deps.querier.query_wasm_smart::<Uint256>(
        TOKEN.load(deps.storage)?.to_string(),
        &IRewardTokenQueryMsg::RateOf { tier },
    ) {
        Ok(r) => {
            if r > rate {
                rate = r;
            }
        }
        Err(_) => {
            rate = rate.checked_div(Uint256::from_u128(2))?;
        }
    }
    Ok(rate)
}

/// `nativeBalance() external view returns (uint256)`
fn query_native_balance(
    deps: Deps,
    env: &Env,
    payouts: &Payouts,
) -> Result<Uint256, ContractError> {
    payouts.self_balance(deps, env)
}

/// Reply id of `token.transferFrom(msg.sender, address(this), amount)` (line 109).
const REPLY_TRANSFER_FROM: u64 = 1;

/// Reply id of `token.transfer(to, amount)` (line 116).
const REPLY_TRANSFER: u64 = 2;

/// Reply id of `token.transfer(to, amount)` (line 122).
const REPLY_TRANSFER_2: u64 = 3;

/// Checks the `bool` returned by a call the Solidity checks: `false` fails the whole
/// transaction (this call included) with the same error.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(_deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    let error = match msg.id {
        REPLY_TRANSFER_FROM => ContractError::FundingFailed,
        REPLY_TRANSFER => ContractError::PayoutFailed,
        REPLY_TRANSFER_2 => ContractError::PayoutRefused,
        id => return Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    };
    if returned_bool(msg)? {
        Ok(Response::new())
    } else {
        Err(error)
    }
}

/// The `bool` a called contract returned: the JSON data of its execute response (a
/// `MsgExecuteContractResponse`). No data fails like the EVM's decoding of an empty result.
fn returned_bool(reply: Reply) -> Result<bool, ContractError> {
    let response = reply.result.into_result().map_err(StdError::generic_err)?;
    #[allow(deprecated)]
    let raw = match response.msg_responses.first() {
        Some(first) => first.value.clone(),
        None => response.data.unwrap_or_default(),
    };
    let data = parse_execute_response_data(&raw)
        .map_err(|err| StdError::generic_err(err.to_string()))?
        .data
        .ok_or(ContractError::Reverted)?;
    Ok(from_json(&data)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
