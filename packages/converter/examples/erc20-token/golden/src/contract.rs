#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{ALLOWANCES, BALANCES, DECIMALS, NAME, OWNER, PAUSED, SYMBOL, TOTAL_SUPPLY};

const CONTRACT_NAME: &str = "crates.io:corpus-token";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `address(0)`: the empty string in JSON, an empty `Addr` in storage and in events.
fn zero_address() -> Addr {
    Addr::unchecked("")
}

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

/// `constructor(string name_, string symbol_, uint8 decimals_, uint256 initialSupply)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    mut deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let mut events = vec![];
    let name = msg.name;
    let symbol = msg.symbol;
    let decimals = msg.decimals;
    let initial_supply = msg.initial_supply;
    // ERC20: state variables
    TOTAL_SUPPLY.save(deps.storage, &Uint256::zero())?;
    // Ownable: state variables
    OWNER.save(deps.storage, &Addr::unchecked(""))?;
    // ERC20Pausable: state variables
    PAUSED.save(deps.storage, &false)?;
    // CorpusToken: state variables
    DECIMALS.save(deps.storage, &0u8)?;
    let name_2 = name.clone();
    let symbol_2 = symbol.clone();
    // ERC20
    NAME.save(deps.storage, &name_2)?;
    SYMBOL.save(deps.storage, &symbol_2)?;
    // Ownable
    let owner = msg_sender(&info.sender)?;
    OWNER.save(deps.storage, &owner)?;
    events.push(ownership_transferred_event(
        &zero_address(),
        &OWNER.load(deps.storage)?,
    ));
    // CorpusToken
    DECIMALS.save(deps.storage, &decimals)?;
    mint(
        deps.branch(),
        &mut events,
        msg_sender(&info.sender)?,
        initial_supply,
    )?;
    Ok(Response::new().add_events(events))
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
        ExecuteMsg::Transfer { to, value } => {
            let to = parse_address(deps.api, &to)?;
            execute_transfer(deps, info, to, value)
        }
        ExecuteMsg::Approve { spender, value } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_approve(deps, info, spender, value)
        }
        ExecuteMsg::TransferFrom { from, to, value } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_transfer_from(deps, info, from, to, value)
        }
        ExecuteMsg::TransferOwnership { new_owner } => {
            let new_owner = parse_address(deps.api, &new_owner)?;
            execute_transfer_ownership(deps, info, new_owner)
        }
        ExecuteMsg::Pause {} => execute_pause(deps, info),
        ExecuteMsg::Unpause {} => execute_unpause(deps, info),
        ExecuteMsg::Mint { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_mint(deps, info, to, amount)
        }
        ExecuteMsg::Burn { amount } => execute_burn(deps, info, amount),
        ExecuteMsg::IncreaseAllowance {
            spender,
            added_value,
        } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_increase_allowance(deps, info, spender, added_value)
        }
        ExecuteMsg::DecreaseAllowance {
            spender,
            subtracted_value,
        } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_decrease_allowance(deps, info, spender, subtracted_value)
        }
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if msg_sender(sender)? != OWNER.load(deps.storage)? {
        return Err(ContractError::OwnableUnauthorizedAccount {
            account: msg_sender(sender)?,
        });
    }
    Ok(())
}

/// `transfer(address to, uint256 value) public returns (bool)`
pub fn execute_transfer(
    mut deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    value: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    transfer(
        deps.branch(),
        &mut events,
        msg_sender(&info.sender)?,
        to.clone(),
        value,
    )?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `approve(address spender, uint256 value) public returns (bool)`
pub fn execute_approve(
    mut deps: DepsMut,
    info: MessageInfo,
    spender: Addr,
    value: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    approve(
        deps.branch(),
        &mut events,
        msg_sender(&info.sender)?,
        spender.clone(),
        value,
    )?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `transferFrom(address from, address to, uint256 value) public returns (bool)`
pub fn execute_transfer_from(
    mut deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    value: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    spend_allowance(
        deps.branch(),
        from.clone(),
        msg_sender(&info.sender)?,
        value,
    )?;
    transfer(deps.branch(), &mut events, from.clone(), to.clone(), value)?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `transferOwnership(address newOwner) public onlyOwner`
pub fn execute_transfer_ownership(
    deps: DepsMut,
    info: MessageInfo,
    new_owner: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    if is_zero_address(&new_owner) {
        return Err(ContractError::OwnableNewOwnerIsTheZeroAddress);
    }
    events.push(ownership_transferred_event(
        &OWNER.load(deps.storage)?,
        &new_owner,
    ));
    OWNER.save(deps.storage, &new_owner)?;
    Ok(Response::new().add_events(events))
}

/// `pause() external onlyOwner`
pub fn execute_pause(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    PAUSED.save(deps.storage, &true)?;
    events.push(paused_event(&msg_sender(&info.sender)?));
    Ok(Response::new().add_events(events))
}

/// `unpause() external onlyOwner`
pub fn execute_unpause(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    PAUSED.save(deps.storage, &false)?;
    events.push(unpaused_event(&msg_sender(&info.sender)?));
    Ok(Response::new().add_events(events))
}

/// `mint(address to, uint256 amount) external onlyOwner`
pub fn execute_mint(
    mut deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    mint(deps.branch(), &mut events, to.clone(), amount)?;
    Ok(Response::new().add_events(events))
}

/// `burn(uint256 amount) external`
pub fn execute_burn(
    mut deps: DepsMut,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    burn(
        deps.branch(),
        &mut events,
        msg_sender(&info.sender)?,
        amount,
    )?;
    Ok(Response::new().add_events(events))
}

/// `increaseAllowance(address spender, uint256 addedValue) external returns (bool)`
pub fn execute_increase_allowance(
    mut deps: DepsMut,
    info: MessageInfo,
    spender: Addr,
    added_value: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let holder = msg_sender(&info.sender)?;
    let value = query_allowance(deps.as_ref(), holder.clone(), spender.clone())?
        .checked_add(added_value)?;
    approve(
        deps.branch(),
        &mut events,
        holder.clone(),
        spender.clone(),
        value,
    )?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `decreaseAllowance(address spender, uint256 subtractedValue) external returns (bool)`
pub fn execute_decrease_allowance(
    mut deps: DepsMut,
    info: MessageInfo,
    spender: Addr,
    subtracted_value: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let holder = msg_sender(&info.sender)?;
    let current = query_allowance(deps.as_ref(), holder.clone(), spender.clone())?;
    if current < subtracted_value {
        return Err(ContractError::Erc20DecreasedAllowanceBelowZero);
    }
    // unchecked
    approve(
        deps.branch(),
        &mut events,
        holder.clone(),
        spender.clone(),
        current.wrapping_sub(subtracted_value),
    )?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `_msgSender() internal view returns (address)`
fn msg_sender(sender: &Addr) -> Result<Addr, ContractError> {
    Ok(sender.clone())
}

/// `_mint(address account, uint256 value) internal`
fn mint(
    mut deps: DepsMut,
    events: &mut Vec<Event>,
    account: Addr,
    value: Uint256,
) -> Result<(), ContractError> {
    if is_zero_address(&account) {
        return Err(ContractError::ERC20InvalidReceiver {
            receiver: zero_address(),
        });
    }
    update(
        deps.branch(),
        events,
        zero_address(),
        account.clone(),
        value,
    )?;
    Ok(())
}

/// `_transfer(address from, address to, uint256 value) internal`
fn transfer(
    mut deps: DepsMut,
    events: &mut Vec<Event>,
    from: Addr,
    to: Addr,
    value: Uint256,
) -> Result<(), ContractError> {
    if is_zero_address(&to) {
        return Err(ContractError::ERC20InvalidReceiver {
            receiver: zero_address(),
        });
    }
    update(deps.branch(), events, from.clone(), to.clone(), value)?;
    Ok(())
}

/// `_approve(address holder, address spender, uint256 value) internal`
fn approve(
    deps: DepsMut,
    events: &mut Vec<Event>,
    holder: Addr,
    spender: Addr,
    value: Uint256,
) -> Result<(), ContractError> {
    if is_zero_address(&spender) {
        return Err(ContractError::ERC20InvalidSpender {
            spender: zero_address(),
        });
    }
    ALLOWANCES.save(deps.storage, (&holder, &spender), &value)?;
    events.push(approval_event(&holder, &spender, value));
    Ok(())
}

/// `_spendAllowance(address holder, address spender, uint256 value) internal`
fn spend_allowance(
    deps: DepsMut,
    holder: Addr,
    spender: Addr,
    value: Uint256,
) -> Result<(), ContractError> {
    let current_allowance = query_allowance(deps.as_ref(), holder.clone(), spender.clone())?;
    if current_allowance != Uint256::MAX {
        if current_allowance < value {
            return Err(ContractError::ERC20InsufficientAllowance {
                spender: spender.clone(),
                allowance: current_allowance,
                needed: value,
            });
        }
        // unchecked
        ALLOWANCES.save(
            deps.storage,
            (&holder, &spender),
            &current_allowance.wrapping_sub(value),
        )?;
    }
    Ok(())
}

/// `_burn(address account, uint256 value) internal`
fn burn(
    mut deps: DepsMut,
    events: &mut Vec<Event>,
    account: Addr,
    value: Uint256,
) -> Result<(), ContractError> {
    update(
        deps.branch(),
        events,
        account.clone(),
        zero_address(),
        value,
    )?;
    Ok(())
}

/// `_update(address from, address to, uint256 value) internal`
fn update(
    mut deps: DepsMut,
    events: &mut Vec<Event>,
    from: Addr,
    to: Addr,
    value: Uint256,
) -> Result<(), ContractError> {
    if PAUSED.load(deps.storage)? {
        return Err(ContractError::EnforcedPause);
    }
    update_erc20(deps.branch(), events, from.clone(), to.clone(), value)?;
    Ok(())
}

/// `_update(address from, address to, uint256 value) internal`
fn update_erc20(
    deps: DepsMut,
    events: &mut Vec<Event>,
    from: Addr,
    to: Addr,
    value: Uint256,
) -> Result<(), ContractError> {
    if is_zero_address(&from) {
        let total_supply = TOTAL_SUPPLY.load(deps.storage)?.checked_add(value)?;
        TOTAL_SUPPLY.save(deps.storage, &total_supply)?;
    } else {
        let from_balance = BALANCES.may_load(deps.storage, &from)?.unwrap_or_default();
        if from_balance < value {
            return Err(ContractError::ERC20InsufficientBalance {
                sender: from.clone(),
                balance: from_balance,
                needed: value,
            });
        }
        // unchecked
        BALANCES.save(deps.storage, &from, &from_balance.wrapping_sub(value))?;
    }
    if is_zero_address(&to) {
        // unchecked
        let total_supply_2 = TOTAL_SUPPLY.load(deps.storage)?.wrapping_sub(value);
        TOTAL_SUPPLY.save(deps.storage, &total_supply_2)?;
    } else {
        // unchecked
        let balances = BALANCES
            .may_load(deps.storage, &to)?
            .unwrap_or_default()
            .wrapping_add(value);
        BALANCES.save(deps.storage, &to, &balances)?;
    }
    events.push(transfer_event(&from, &to, value));
    Ok(())
}

/// `event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)`
fn ownership_transferred_event(previous_owner: &Addr, new_owner: &Addr) -> Event {
    Event::new("OwnershipTransferred")
        .add_attribute("previousOwner", previous_owner.as_str())
        .add_attribute("newOwner", new_owner.as_str())
}

/// `event Transfer(address indexed from, address indexed to, uint256 value)`
fn transfer_event(from: &Addr, to: &Addr, value: Uint256) -> Event {
    Event::new("Transfer")
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("value", value.to_string())
}

/// `event Approval(address indexed owner, address indexed spender, uint256 value)`
fn approval_event(owner: &Addr, spender: &Addr, value: Uint256) -> Event {
    Event::new("Approval")
        .add_attribute("owner", owner.as_str())
        .add_attribute("spender", spender.as_str())
        .add_attribute("value", value.to_string())
}

/// `event Paused(address account)`
fn paused_event(account: &Addr) -> Event {
    Event::new("Paused").add_attribute("account", account.as_str())
}

/// `event Unpaused(address account)`
fn unpaused_event(account: &Addr) -> Event {
    Event::new("Unpaused").add_attribute("account", account.as_str())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Name {} => to_json_binary(&query_name(deps)?)?,
        QueryMsg::Symbol {} => to_json_binary(&query_symbol(deps)?)?,
        QueryMsg::Decimals {} => to_json_binary(&query_decimals(deps)?)?,
        QueryMsg::TotalSupply {} => to_json_binary(&query_total_supply(deps)?)?,
        QueryMsg::BalanceOf { account } => {
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_balance_of(deps, account)?)?
        }
        QueryMsg::Allowance { holder, spender } => {
            let holder = parse_address(deps.api, &holder)?;
            let spender = parse_address(deps.api, &spender)?;
            to_json_binary(&query_allowance(deps, holder, spender)?)?
        }
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Paused {} => to_json_binary(&PAUSED.load(deps.storage)?)?,
    })
}

/// `allowance(address holder, address spender) public view returns (uint256)`
fn query_allowance(deps: Deps, holder: Addr, spender: Addr) -> Result<Uint256, ContractError> {
    Ok(ALLOWANCES
        .may_load(deps.storage, (&holder, &spender))?
        .unwrap_or_default())
}

/// `name() public view returns (string)`
fn query_name(deps: Deps) -> Result<String, ContractError> {
    Ok(NAME.load(deps.storage)?)
}

/// `symbol() public view returns (string)`
fn query_symbol(deps: Deps) -> Result<String, ContractError> {
    Ok(SYMBOL.load(deps.storage)?)
}

/// `decimals() public view returns (uint8)`
fn query_decimals(deps: Deps) -> Result<u8, ContractError> {
    Ok(DECIMALS.load(deps.storage)?)
}

/// `totalSupply() public view returns (uint256)`
fn query_total_supply(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(TOTAL_SUPPLY.load(deps.storage)?)
}

/// `balanceOf(address account) public view returns (uint256)`
fn query_balance_of(deps: Deps, account: Addr) -> Result<Uint256, ContractError> {
    Ok(BALANCES
        .may_load(deps.storage, &account)?
        .unwrap_or_default())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
