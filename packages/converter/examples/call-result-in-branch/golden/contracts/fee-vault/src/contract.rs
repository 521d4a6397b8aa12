#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{to_json_binary, Binary, Deps, DepsMut, Env, MessageInfo, Response, Uint256};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::HELD;

const CONTRACT_NAME: &str = "crates.io:fee-vault";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `constructor(uint256 held_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let held = msg.held;
    // FeeVault
    HELD.save(deps.storage, &held)?;
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
        ExecuteMsg::Withdraw { amount } => execute_withdraw(deps, amount),
    }
}

/// `withdraw(uint256 amount) external returns (uint256)`
pub fn execute_withdraw(deps: DepsMut, amount: Uint256) -> Result<Response, ContractError> {
    if amount > HELD.load(deps.storage)? {
        return Err(ContractError::VaultEmpty);
    }
    let held = HELD.load(deps.storage)?.checked_sub(amount)?;
    HELD.save(deps.storage, &held)?;
    Ok(Response::new().set_data(to_json_binary(&amount.checked_sub(Uint256::one())?)?))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Held {} => to_json_binary(&HELD.load(deps.storage)?)?,
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
