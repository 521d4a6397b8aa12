#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Response, StdResult,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::OWNER;

const CONTRACT_NAME: &str = "crates.io:owned";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `constructor()`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    _msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    // Owned
    OWNER.save(deps.storage, &info.sender)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    _deps: DepsMut,
    _env: Env,
    _info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {}
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::IsOwner { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_is_owner(deps, who)?)?
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
