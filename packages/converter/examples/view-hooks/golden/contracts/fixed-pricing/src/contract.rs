#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{to_json_binary, Binary, Deps, DepsMut, Env, MessageInfo, Response, Uint256};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::RATE;

const CONTRACT_NAME: &str = "crates.io:fixed-pricing";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `constructor(uint256 rate_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let rate = msg.rate;
    // FixedPricing
    RATE.save(deps.storage, &rate)?;
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
        ExecuteMsg::Rate {} => {
            Ok(Response::new().set_data(to_json_binary(&RATE.load(deps.storage)?)?))
        }
        ExecuteMsg::SharesFor { amount } => Ok(
            Response::new().set_data(to_json_binary(&query_shares_for(deps.as_ref(), amount)?)?)
        ),
    }
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Rate {} => to_json_binary(&RATE.load(deps.storage)?)?,
        QueryMsg::SharesFor { amount } => to_json_binary(&query_shares_for(deps, amount)?)?,
    })
}

/// `sharesFor(uint256 amount) external view returns (uint256)`
fn query_shares_for(deps: Deps, amount: Uint256) -> Result<Uint256, ContractError> {
    Ok(amount.checked_mul(RATE.load(deps.storage)?)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
