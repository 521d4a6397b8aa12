#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Response, StdResult,
    Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, ProfilesResponse, QueryMsg};
use crate::state::{ALLOWANCES, BALANCES, OWNER, PROFILES, TAGS, TAGS_LENGTH, TOTAL};

const CONTRACT_NAME: &str = "crates.io:registry";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
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
    // Registry: state variables
    TOTAL.save(deps.storage, &Uint256::zero())?;
    // Owned
    OWNER.save(deps.storage, &info.sender)?;
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
        ExecuteMsg::Credit { who, amount } => {
            let who = parse_address(deps.api, &who)?;
            execute_credit(deps, who, amount)
        }
        ExecuteMsg::Approve { spender, amount } => {
            let spender = parse_address(deps.api, &spender)?;
            execute_approve(deps, info, spender, amount)
        }
        ExecuteMsg::AddTag { tag } => execute_add_tag(deps, tag),
        ExecuteMsg::SetProfile { name, level } => execute_set_profile(deps, info, name, level),
    }
}

/// `credit(address who, uint256 amount) external returns (uint256)`
pub fn execute_credit(
    deps: DepsMut,
    who: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    if amount <= Uint256::zero() {
        return Err(ContractError::NothingToCredit);
    }
    let balances = BALANCES
        .may_load(deps.storage, &who)?
        .unwrap_or_default()
        .checked_add(amount)?;
    BALANCES.save(deps.storage, &who, &balances)?;
    let total = TOTAL.load(deps.storage)?.checked_add(amount)?;
    TOTAL.save(deps.storage, &total)?;
    Ok(Response::new().set_data(to_json_binary(&TOTAL.load(deps.storage)?)?))
}

/// `approve(address spender, uint256 amount) external`
pub fn execute_approve(
    deps: DepsMut,
    info: MessageInfo,
    spender: Addr,
    amount: Uint256,
) -> Result<Response, ContractError> {
    ALLOWANCES.save(deps.storage, (&info.sender, &spender), &amount)?;
    Ok(Response::new())
}

/// `addTag(uint256 tag) external`
pub fn execute_add_tag(deps: DepsMut, tag: Uint256) -> Result<Response, ContractError> {
    let tags_length = TAGS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    TAGS.save(
        deps.storage,
        Uint256::from(tags_length).to_be_bytes().as_slice(),
        &tag,
    )?;
    TAGS_LENGTH.save(deps.storage, &(tags_length + 1))?;
    Ok(Response::new())
}

/// `setProfile(string name, uint64 level) external`
pub fn execute_set_profile(
    deps: DepsMut,
    info: MessageInfo,
    name: String,
    level: Uint64,
) -> Result<Response, ContractError> {
    let mut profiles = PROFILES
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    profiles.name = name.clone();
    PROFILES.save(deps.storage, &info.sender, &profiles)?;
    let mut profiles_2 = PROFILES
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    profiles_2.level = level;
    PROFILES.save(deps.storage, &info.sender, &profiles_2)?;
    let mut profiles_3 = PROFILES
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    profiles_3.active = true;
    PROFILES.save(deps.storage, &info.sender, &profiles_3)?;
    let mut profiles_4 = PROFILES
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    profiles_4.history.push(Uint256::from(level));
    PROFILES.save(deps.storage, &info.sender, &profiles_4)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::IsOwner { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_is_owner(deps, who)?)?
        }
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::Balances { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&BALANCES.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Allowances { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &ALLOWANCES
                    .may_load(deps.storage, (&arg0, &arg1))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Tags { arg0 } => to_json_binary(
            &TAGS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        TAGS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Profiles { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            let value = PROFILES.may_load(deps.storage, &arg0)?.unwrap_or_default();
            to_json_binary(&ProfilesResponse {
                name: value.name,
                level: value.level,
                active: value.active,
            })?
        }
    })
}

/// `isOwner(address who) public view returns (bool)`
fn query_is_owner(deps: Deps, who: Addr) -> Result<bool, ContractError> {
    Ok(who == OWNER.load(deps.storage)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
