#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{to_json_binary, Binary, Deps, DepsMut, Env, MessageInfo, Response, Uint256};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::OWED;

const CONTRACT_NAME: &str = "crates.io:owed-pool";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `constructor(uint256 owed_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let owed = msg.owed;
    // OwedPool
    OWED.save(deps.storage, &owed)?;
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
        ExecuteMsg::Claim { max } => execute_claim(deps, max),
    }
}

/// `claim(uint256 max) external returns (uint256)`
pub fn execute_claim(deps: DepsMut, max: Uint256) -> Result<Response, ContractError> {
    if OWED.load(deps.storage)? <= Uint256::zero() {
        return Err(ContractError::NothingOwed);
    }
    let paid = if OWED.load(deps.storage)? < max {
        OWED.load(deps.storage)?
    } else {
        max
    };
    let owed = OWED.load(deps.storage)?.checked_sub(paid)?;
    OWED.save(deps.storage, &owed)?;
    Ok(Response::new().set_data(to_json_binary(&paid)?))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owed {} => to_json_binary(&OWED.load(deps.storage)?)?,
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
