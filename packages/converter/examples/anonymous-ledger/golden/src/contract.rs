#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary, MessageInfo, Response,
    StdResult, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::BALANCE_OF;

const CONTRACT_NAME: &str = "crates.io:anonymous-ledger";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
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
        ExecuteMsg::Credit { account, amount } => {
            let account = parse_address(deps.api, &account)?;
            execute_credit(deps, account, amount)
        }
        ExecuteMsg::Debit { amount, memo } => execute_debit(deps, info, amount, memo),
        ExecuteMsg::Move { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_move(deps, info, to, amount)
        }
        ExecuteMsg::Note { tag, a } => {
            if tag.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            execute_note(deps, tag, a)
        }
    }
}

/// `credit(address account, uint256 amount) external`
pub fn execute_credit(
    deps: DepsMut,
    account: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &account)?
        .unwrap_or_default()
        .checked_add(amount)?;
    BALANCE_OF.save(deps.storage, &account, &balance_of)?;
    events.push(credited_event(&account, amount));
    Ok(Response::new().add_events(events))
}

/// `debit(uint256 amount, string memo) external`
pub fn execute_debit(
    deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
    memo: String,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_sub(amount)?;
    BALANCE_OF.save(deps.storage, &info.sender, &balance_of)?;
    events.push(debited_event(&info.sender, amount, &memo));
    Ok(Response::new().add_events(events))
}

/// `move(address to, uint256 amount) external`
pub fn execute_move(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_sub(amount)?;
    BALANCE_OF.save(deps.storage, &info.sender, &balance_of)?;
    let balance_of_2 = BALANCE_OF
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(amount)?;
    BALANCE_OF.save(deps.storage, &to, &balance_of_2)?;
    events.push(debited_event(&info.sender, amount, "move"));
    events.push(credited_event(&to, amount));
    events.push(moved_event(&info.sender, &to, amount));
    Ok(Response::new().add_events(events))
}

/// `note(bytes32 tag, uint256 a) external`
pub fn execute_note(_deps: DepsMut, tag: HexBinary, a: Uint256) -> Result<Response, ContractError> {
    let events = vec![note_event(
        &tag,
        a,
        a.checked_add(Uint256::one())?,
        a.checked_add(Uint256::from_u128(2))?,
        a.checked_add(Uint256::from_u128(3))?,
    )];
    Ok(Response::new().add_events(events))
}

/// `event Credited(address indexed account, uint256 amount) anonymous`
fn credited_event(account: &Addr, amount: Uint256) -> Event {
    Event::new("Credited")
        .add_attribute("account", account.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Debited(address indexed account, uint256 amount, string memo) anonymous`
fn debited_event(account: &Addr, amount: Uint256, memo: &str) -> Event {
    Event::new("Debited")
        .add_attribute("account", account.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("memo", memo)
}

/// `event Note(bytes32 indexed tag, uint256 a, uint256 b, uint256 c, uint256 d) anonymous`
fn note_event(tag: &HexBinary, a: Uint256, b: Uint256, c: Uint256, d: Uint256) -> Event {
    Event::new("Note")
        .add_attribute("tag", tag.to_hex())
        .add_attribute("a", a.to_string())
        .add_attribute("b", b.to_string())
        .add_attribute("c", c.to_string())
        .add_attribute("d", d.to_string())
}

/// `event Moved(address indexed from, address indexed to, uint256 amount)`
fn moved_event(from: &Addr, to: &Addr, amount: Uint256) -> Event {
    Event::new("Moved")
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::BalanceOf { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &BALANCE_OF
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
