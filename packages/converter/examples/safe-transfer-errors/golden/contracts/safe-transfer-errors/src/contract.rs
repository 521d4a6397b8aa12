#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    from_json, to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Reply, Response,
    StdError, StdResult, SubMsg, Uint256, WasmMsg,
};
use cw_utils::{nonpayable, parse_execute_response_data};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, Ierc20ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{DEPOSITS, TOKEN};

const CONTRACT_NAME: &str = "crates.io:safe-transfer-errors";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    msgs: Vec<SubMsg>,
}

/// `constructor(IERC20 token_)`
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
    // SafeTransferErrors
    TOKEN.save(deps.storage, &token)?;
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
        ExecuteMsg::Deposit { amount } => execute_deposit(deps, env, info, amount),
        ExecuteMsg::Pay { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_pay(deps, to, amount)
        }
        ExecuteMsg::PayOrExplain { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_pay_or_explain(deps, to, amount)
        }
    }
}

/// `deposit(uint256 amount) external`
pub fn execute_deposit(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let deposits = DEPOSITS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_add(amount)?;
    DEPOSITS.save(deps.storage, &info.sender, &deposits)?;
    safe_erc20_safe_transfer_from(
        deps.as_ref(),
        &env,
        &mut payouts,
        TOKEN.load(deps.storage)?,
        info.sender.clone(),
        env.contract.address.clone(),
        amount,
    )?;
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `pay(address to, uint256 amount) external`
pub fn execute_pay(deps: DepsMut, to: Addr, amount: Uint256) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let fee = amount.checked_div(Uint256::from_u128(100))?;
    let raised = ContractError::PayoutFailed {
        to: to.clone(),
        amount: amount.checked_sub(fee)?,
    }
    .to_string();
    payouts.msgs.push(
        SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: TOKEN.load(deps.storage)?.to_string(),
                msg: to_json_binary(&Ierc20ExecuteMsg::Transfer {
                    to: to.to_string(),
                    value: amount.checked_sub(fee)?,
                })?,
                funds: vec![],
            },
            REPLY_TRANSFER,
        )
        .with_payload(to_json_binary(&raised)?),
    );
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `payOrExplain(address to, uint256 amount) external`
pub fn execute_pay_or_explain(
    deps: DepsMut,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let raised = ContractError::Refused {
        reason: "balance too low".to_string(),
        amount,
    }
    .to_string();
    payouts.msgs.push(
        SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: TOKEN.load(deps.storage)?.to_string(),
                msg: to_json_binary(&Ierc20ExecuteMsg::Transfer {
                    to: to.to_string(),
                    value: amount,
                })?,
                funds: vec![],
            },
            REPLY_TRANSFER_2,
        )
        .with_payload(to_json_binary(&raised)?),
    );
    Ok(Response::new().add_submessages(payouts.msgs))
}

/// `safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal`
fn safe_erc20_safe_transfer_from(
    _deps: Deps,
    _env: &Env,
    payouts: &mut Payouts,
    token: Addr,
    from: Addr,
    to: Addr,
    value: Uint256,
) -> Result<(), ContractError> {
    let raised = ContractError::SafeERC20FailedOperation {
        token: token.clone(),
    }
    .to_string();
    payouts.msgs.push(
        SubMsg::reply_on_success(
            WasmMsg::Execute {
                contract_addr: token.to_string(),
                msg: to_json_binary(&Ierc20ExecuteMsg::TransferFrom {
                    from: from.to_string(),
                    to: to.to_string(),
                    value,
                })?,
                funds: vec![],
            },
            REPLY_TRANSFER_FROM,
        )
        .with_payload(to_json_binary(&raised)?),
    );
    Ok(())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Token {} => to_json_binary(&TOKEN.load(deps.storage)?)?,
        QueryMsg::Deposits { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&DEPOSITS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
    })
}

/// Reply id of `token.transfer(to, amount - fee)` (line 69).
const REPLY_TRANSFER: u64 = 1;

/// Reply id of `token.transfer(to, amount)` (line 74).
const REPLY_TRANSFER_2: u64 = 2;

/// Reply id of `token.transferFrom(from, to, value)` (line 14).
const REPLY_TRANSFER_FROM: u64 = 3;

/// Checks the `bool` returned by a call the Solidity checks: `false` fails the whole
/// transaction (this call included) with the same error.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(_deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    let error = match msg.id {
        REPLY_TRANSFER => ContractError::Message(from_json(&msg.payload)?),
        REPLY_TRANSFER_2 => ContractError::Message(from_json(&msg.payload)?),
        REPLY_TRANSFER_FROM => ContractError::Message(from_json(&msg.payload)?),
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
