#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{ALLOWANCE, BALANCE_OF, MAX_SUPPLY, NAME, OWNER, SYMBOL, TOTAL_SUPPLY};

const CONTRACT_NAME: &str = "crates.io:basic-token";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `uint8 public constant decimals = 18`
pub const DECIMALS: u8 = 18u8;

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

/// `constructor(string name_, string symbol_, uint256 maxSupply_, uint256 initialMint)`
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
    let max_supply = msg.max_supply;
    let initial_mint = msg.initial_mint;
    // BasicToken: state variables
    TOTAL_SUPPLY.save(deps.storage, &Uint256::zero())?;
    let initial_owner = info.sender.clone();
    // OwnableBase
    if is_zero_address(&initial_owner) {
        return Err(ContractError::ZeroAddress);
    }
    OWNER.save(deps.storage, &initial_owner)?;
    events.push(ownership_transferred_event(&zero_address(), &initial_owner));
    // BasicToken
    if max_supply <= Uint256::zero() {
        return Err(ContractError::MaxSupplyIsZero);
    }
    NAME.save(deps.storage, &name)?;
    SYMBOL.save(deps.storage, &symbol)?;
    MAX_SUPPLY.save(deps.storage, &max_supply)?;
    if initial_mint > Uint256::zero() {
        mint(
            deps.branch(),
            &mut events,
            info.sender.clone(),
            initial_mint,
        )?;
    }
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
        ExecuteMsg::TransferOwnership { new_owner } => {
            let new_owner = parse_address(deps.api, &new_owner)?;
            execute_transfer_ownership(deps, info, new_owner)
        }
        ExecuteMsg::Transfer { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_transfer(deps, info, to, amount)
        }
        ExecuteMsg::Approve { spender, amount } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_approve(deps, info, spender, amount)
        }
        ExecuteMsg::IncreaseAllowance { spender, added } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_increase_allowance(deps, info, spender, added)
        }
        ExecuteMsg::TransferFrom { from, to, amount } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_transfer_from(deps, info, from, to, amount)
        }
        ExecuteMsg::Mint { to, amount } => {
            let to = parse_address(deps.api, &to)?;
            execute_mint(deps, info, to, amount)
        }
        ExecuteMsg::Burn { amount } => execute_burn(deps, info, amount),
        ExecuteMsg::BurnFrom { account, amount } => {
            let account = parse_address(deps.api, &account)?;
            execute_burn_from(deps, info, account, amount)
        }
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

/// `transferOwnership(address newOwner) external onlyOwner`
pub fn execute_transfer_ownership(
    deps: DepsMut,
    info: MessageInfo,
    new_owner: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    if is_zero_address(&new_owner) {
        return Err(ContractError::ZeroAddress);
    }
    let previous = OWNER.load(deps.storage)?;
    OWNER.save(deps.storage, &new_owner)?;
    events.push(ownership_transferred_event(&previous, &new_owner));
    Ok(Response::new().add_events(events))
}

/// `transfer(address to, uint256 amount) external returns (bool)`
pub fn execute_transfer(
    mut deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    transfer(
        deps.branch(),
        &mut events,
        info.sender.clone(),
        to.clone(),
        amount,
    )?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `approve(address spender, uint256 amount) external returns (bool)`
pub fn execute_approve(
    deps: DepsMut,
    info: MessageInfo,
    spender: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if is_zero_address(&spender) {
        return Err(ContractError::ZeroAddress);
    }
    ALLOWANCE.save(deps.storage, (&info.sender, &spender), &amount)?;
    events.push(approval_event(&info.sender, &spender, amount));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `increaseAllowance(address spender, uint256 added) external returns (bool)`
pub fn execute_increase_allowance(
    deps: DepsMut,
    info: MessageInfo,
    spender: Addr,
    added: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let updated = ALLOWANCE
        .may_load(deps.storage, (&info.sender, &spender))?
        .unwrap_or_default()
        .checked_add(added)?;
    ALLOWANCE.save(deps.storage, (&info.sender, &spender), &updated)?;
    events.push(approval_event(&info.sender, &spender, updated));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
}

/// `transferFrom(address from, address to, uint256 amount) external returns (bool)`
pub fn execute_transfer_from(
    mut deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    spend_allowance(deps.branch(), from.clone(), info.sender.clone(), amount)?;
    transfer(deps.branch(), &mut events, from.clone(), to.clone(), amount)?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&true)?))
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
    burn(deps.branch(), &mut events, info.sender.clone(), amount)?;
    Ok(Response::new().add_events(events))
}

/// `burnFrom(address account, uint256 amount) external`
pub fn execute_burn_from(
    mut deps: DepsMut,
    info: MessageInfo,
    account: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    spend_allowance(deps.branch(), account.clone(), info.sender.clone(), amount)?;
    burn(deps.branch(), &mut events, account.clone(), amount)?;
    Ok(Response::new().add_events(events))
}

/// `_mint(address to, uint256 amount) internal`
fn mint(
    deps: DepsMut,
    events: &mut Vec<Event>,
    to: Addr,
    amount: Uint256,
) -> Result<(), ContractError> {
    if is_zero_address(&to) {
        return Err(ContractError::ZeroAddress);
    }
    let available = MAX_SUPPLY
        .load(deps.storage)?
        .checked_sub(TOTAL_SUPPLY.load(deps.storage)?)?;
    if amount > available {
        return Err(ContractError::CapExceeded {
            requested: amount,
            available,
        });
    }
    let total_supply = TOTAL_SUPPLY.load(deps.storage)?.checked_add(amount)?;
    TOTAL_SUPPLY.save(deps.storage, &total_supply)?;
    // unchecked
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .wrapping_add(amount);
    BALANCE_OF.save(deps.storage, &to, &balance_of)?;
    events.push(transfer_event(&zero_address(), &to, amount));
    Ok(())
}

/// `_transfer(address from, address to, uint256 amount) internal`
fn transfer(
    deps: DepsMut,
    events: &mut Vec<Event>,
    from: Addr,
    to: Addr,
    amount: Uint256,
) -> Result<(), ContractError> {
    if is_zero_address(&to) {
        return Err(ContractError::ZeroAddress);
    }
    let from_bal = BALANCE_OF
        .may_load(deps.storage, &from)?
        .unwrap_or_default();
    if from_bal < amount {
        return Err(ContractError::InsufficientBalance {
            account: from.clone(),
            balance: from_bal,
            needed: amount,
        });
    }
    // unchecked
    BALANCE_OF.save(deps.storage, &from, &from_bal.wrapping_sub(amount))?;
    let balance_of = BALANCE_OF
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .wrapping_add(amount);
    BALANCE_OF.save(deps.storage, &to, &balance_of)?;
    events.push(transfer_event(&from, &to, amount));
    Ok(())
}

/// `_spendAllowance(address holder, address spender, uint256 amount) internal`
fn spend_allowance(
    deps: DepsMut,
    holder: Addr,
    spender: Addr,
    amount: Uint256,
) -> Result<(), ContractError> {
    let current = ALLOWANCE
        .may_load(deps.storage, (&holder, &spender))?
        .unwrap_or_default();
    if current != Uint256::MAX {
        if current < amount {
            return Err(ContractError::InsufficientAllowance {
                spender: spender.clone(),
                allowance: current,
                needed: amount,
            });
        }
        // unchecked
        ALLOWANCE.save(
            deps.storage,
            (&holder, &spender),
            &current.wrapping_sub(amount),
        )?;
    }
    Ok(())
}

/// `_burn(address from, uint256 amount) internal`
fn burn(
    deps: DepsMut,
    events: &mut Vec<Event>,
    from: Addr,
    amount: Uint256,
) -> Result<(), ContractError> {
    let bal = BALANCE_OF
        .may_load(deps.storage, &from)?
        .unwrap_or_default();
    if bal < amount {
        return Err(ContractError::InsufficientBalance {
            account: from.clone(),
            balance: bal,
            needed: amount,
        });
    }
    // unchecked
    BALANCE_OF.save(deps.storage, &from, &bal.wrapping_sub(amount))?;
    let total_supply = TOTAL_SUPPLY.load(deps.storage)?.wrapping_sub(amount);
    TOTAL_SUPPLY.save(deps.storage, &total_supply)?;
    events.push(transfer_event(&from, &zero_address(), amount));
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

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&query_owner(deps)?)?,
        QueryMsg::Name {} => to_json_binary(&NAME.load(deps.storage)?)?,
        QueryMsg::Symbol {} => to_json_binary(&SYMBOL.load(deps.storage)?)?,
        QueryMsg::Decimals {} => to_json_binary(&DECIMALS)?,
        QueryMsg::MaxSupply {} => to_json_binary(&MAX_SUPPLY.load(deps.storage)?)?,
        QueryMsg::TotalSupply {} => to_json_binary(&TOTAL_SUPPLY.load(deps.storage)?)?,
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
        QueryMsg::RemainingMintable {} => to_json_binary(&query_remaining_mintable(deps)?)?,
    })
}

/// `owner() public view returns (address)`
fn query_owner(deps: Deps) -> Result<Addr, ContractError> {
    Ok(OWNER.load(deps.storage)?)
}

/// `remainingMintable() external view returns (uint256)`
fn query_remaining_mintable(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(MAX_SUPPLY
        .load(deps.storage)?
        .checked_sub(TOTAL_SUPPLY.load(deps.storage)?)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
