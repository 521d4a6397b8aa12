#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, HexBinary, MessageInfo, Response,
    StdResult, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{
    AddressToAddressToUint256Ref, AddressToUint256Ref, Bytes32ToQuoteRef, ACCOUNTS, ALLOWED,
    CREDITS, DEBITS, QUOTES, SCOPED,
};

const CONTRACT_NAME: &str = "crates.io:mapping-ledger";
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
        ExecuteMsg::Credit { a, v } => {
            let a = parse_address(deps.api, &a)?;
            execute_credit(deps, a, v)
        }
        ExecuteMsg::Record { is_credit, a, v } => {
            let a = parse_address(deps.api, &a)?;
            execute_record(deps, is_credit, a, v)
        }
        ExecuteMsg::Clear { is_credit, a } => {
            let a = parse_address(deps.api, &a)?;
            execute_clear(deps, is_credit, a)
        }
        ExecuteMsg::Bump { a, v } => {
            let a = parse_address(deps.api, &a)?;
            execute_bump(deps, a, v)
        }
        ExecuteMsg::Approve { spender, v } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_approve(deps, info, spender, v)
        }
        ExecuteMsg::Grant { scope, spender, v } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_grant(deps, info, scope, spender, v)
        }
        ExecuteMsg::Open { id } => execute_open(deps, id),
        ExecuteMsg::SetLimit { id, a, v } => {
            let a = parse_address(deps.api, &a)?;
            execute_set_limit(deps, id, a, v)
        }
        ExecuteMsg::Quote { id, price } => {
            if id.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            execute_quote(deps, id, price)
        }
    }
}

/// `credit(address a, uint256 v) external`
pub fn execute_credit(mut deps: DepsMut, a: Addr, v: Uint256) -> Result<Response, ContractError> {
    credit(deps.branch(), &AddressToUint256Ref::Credits, a.clone(), v)?;
    Ok(Response::new())
}

/// `record(bool isCredit, address a, uint256 v) external`
pub fn execute_record(
    mut deps: DepsMut,
    is_credit: bool,
    a: Addr,
    v: Uint256,
) -> Result<Response, ContractError> {
    credit(
        deps.branch(),
        &(if is_credit {
            AddressToUint256Ref::Credits
        } else {
            AddressToUint256Ref::Debits
        }),
        a.clone(),
        v,
    )?;
    Ok(Response::new())
}

/// `clear(bool isCredit, address a) external`
pub fn execute_clear(
    mut deps: DepsMut,
    is_credit: bool,
    a: Addr,
) -> Result<Response, ContractError> {
    clear(
        deps.branch(),
        &(if is_credit {
            AddressToUint256Ref::Credits
        } else {
            AddressToUint256Ref::Debits
        }),
        a.clone(),
    )?;
    Ok(Response::new())
}

/// `bump(address a, uint256 v) external returns (uint256)`
pub fn execute_bump(mut deps: DepsMut, a: Addr, v: Uint256) -> Result<Response, ContractError> {
    Ok(Response::new().set_data(to_json_binary(&tally_bump(
        deps.branch(),
        &AddressToUint256Ref::Debits,
        a.clone(),
        v,
    )?)?))
}

/// `approve(address spender, uint256 v) external`
pub fn execute_approve(
    mut deps: DepsMut,
    info: MessageInfo,
    spender: Addr,
    v: Uint256,
) -> Result<Response, ContractError> {
    credit(
        deps.branch(),
        &AddressToUint256Ref::Allowed(info.sender.clone()),
        spender.clone(),
        v,
    )?;
    Ok(Response::new())
}

/// `grant(uint256 scope, address spender, uint256 v) external`
pub fn execute_grant(
    mut deps: DepsMut,
    info: MessageInfo,
    scope: Uint256,
    spender: Addr,
    v: Uint256,
) -> Result<Response, ContractError> {
    grant(
        deps.branch(),
        &AddressToAddressToUint256Ref::Scoped(scope),
        info.sender.clone(),
        spender.clone(),
        v,
    )?;
    Ok(Response::new())
}

/// `open(uint256 id) external`
pub fn execute_open(deps: DepsMut, id: Uint256) -> Result<Response, ContractError> {
    let mut accounts = ACCOUNTS
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    accounts.opened = Uint256::one();
    ACCOUNTS.save(deps.storage, id.to_be_bytes().as_slice(), &accounts)?;
    Ok(Response::new())
}

/// `setLimit(uint256 id, address a, uint256 v) external`
pub fn execute_set_limit(
    mut deps: DepsMut,
    id: Uint256,
    a: Addr,
    v: Uint256,
) -> Result<Response, ContractError> {
    credit(
        deps.branch(),
        &AddressToUint256Ref::AccountsLimits(id),
        a.clone(),
        v,
    )?;
    Ok(Response::new())
}

/// `quote(bytes32 id, uint256 price) external`
pub fn execute_quote(
    mut deps: DepsMut,
    id: HexBinary,
    price: Uint256,
) -> Result<Response, ContractError> {
    quote(deps.branch(), &Bytes32ToQuoteRef::Quotes, id.clone(), price)?;
    Ok(Response::new())
}

/// `_credit(mapping(address => uint256) m, address a, uint256 v) internal`
fn credit(
    deps: DepsMut,
    m: &AddressToUint256Ref,
    a: Addr,
    v: Uint256,
) -> Result<(), ContractError> {
    let m_2 = m
        .may_load(deps.storage, &a)?
        .unwrap_or_default()
        .checked_add(v)?;
    m.save(deps.storage, &a, &m_2)?;
    Ok(())
}

/// `_clear(mapping(address => uint256) m, address a) internal`
fn clear(deps: DepsMut, m: &AddressToUint256Ref, a: Addr) -> Result<(), ContractError> {
    m.remove(deps.storage, &a);
    Ok(())
}

/// `bump(mapping(address => uint256) m, address a, uint256 v) internal returns (uint256)`
fn tally_bump(
    deps: DepsMut,
    m: &AddressToUint256Ref,
    a: Addr,
    v: Uint256,
) -> Result<Uint256, ContractError> {
    let m_2 = m
        .may_load(deps.storage, &a)?
        .unwrap_or_default()
        .checked_add(v)?;
    m.save(deps.storage, &a, &m_2)?;
    Ok(m.may_load(deps.storage, &a)?.unwrap_or_default())
}

/// `_grant(mapping(address => mapping(address => uint256)) m, address owner, address spender, uint256 v) internal`
fn grant(
    mut deps: DepsMut,
    m: &AddressToAddressToUint256Ref,
    owner: Addr,
    spender: Addr,
    v: Uint256,
) -> Result<(), ContractError> {
    m.save(deps.storage, (&owner, &spender), &v)?;
    credit(
        deps.branch(),
        &m.entry(owner.clone()),
        spender.clone(),
        Uint256::one(),
    )?;
    Ok(())
}

/// `_quote(mapping(bytes32 => Quote) q, bytes32 id, uint256 price) internal`
fn quote(
    deps: DepsMut,
    q: &Bytes32ToQuoteRef,
    id: HexBinary,
    price: Uint256,
) -> Result<(), ContractError> {
    let mut q_2 = q.may_load(deps.storage, id.as_slice())?.unwrap_or_default();
    q_2.price = price;
    q.save(deps.storage, id.as_slice(), &q_2)?;
    let mut q_3 = q.may_load(deps.storage, id.as_slice())?.unwrap_or_default();
    q_3.size = q_3.size.checked_add(Uint64::new(1))?;
    q.save(deps.storage, id.as_slice(), &q_3)?;
    Ok(())
}

/// `get(mapping(address => uint256) m, address a) internal view returns (uint256)`
fn tally_get(deps: Deps, m: &AddressToUint256Ref, a: Addr) -> Result<Uint256, ContractError> {
    Ok(m.may_load(deps.storage, &a)?.unwrap_or_default())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Credits { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&CREDITS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Debits { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&DEBITS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Allowed { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &ALLOWED
                    .may_load(deps.storage, (&arg0, &arg1))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Scoped { arg0, arg1, arg2 } => {
            let arg1 = parse_address(deps.api, &arg1)?;
            let arg2 = parse_address(deps.api, &arg2)?;
            to_json_binary(
                &SCOPED
                    .may_load(deps.storage, (arg0.to_be_bytes().as_slice(), &arg1, &arg2))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Quotes { arg0 } => {
            if arg0.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(
                &QUOTES
                    .may_load(deps.storage, arg0.as_slice())?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Limit { id, a } => {
            let a = parse_address(deps.api, &a)?;
            to_json_binary(&query_limit(deps, id, a)?)?
        }
    })
}

/// `limit(uint256 id, address a) external view returns (uint256)`
fn query_limit(deps: Deps, id: Uint256, a: Addr) -> Result<Uint256, ContractError> {
    tally_get(deps, &AddressToUint256Ref::AccountsLimits(id), a.clone())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
