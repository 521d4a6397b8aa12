#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{to_json_binary, Binary, Deps, DepsMut, Env, MessageInfo, Response, Uint256};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{PAID, RATE};

const CONTRACT_NAME: &str = "crates.io:reward-pool";
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
    // RewardPool
    PAID.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Claim {} => execute_claim(deps),
        ExecuteMsg::Swap { amount_in } => execute_swap(deps, amount_in),
    }
}

/// `claim() external returns (uint256)`
pub fn execute_claim(deps: DepsMut) -> Result<Response, ContractError> {
    let paid = PAID
        .load(deps.storage)?
        .checked_add(Uint256::from_u128(10))?;
    PAID.save(deps.storage, &paid)?;
    Ok(Response::new().set_data(to_json_binary(&Uint256::from_u128(10))?))
}

/// `swap(uint256 amountIn) external returns (uint256)`
pub fn execute_swap(deps: DepsMut, amount_in: Uint256) -> Result<Response, ContractError> {
    if amount_in <= Uint256::zero() {
        return Err(ContractError::NothingToSwap);
    }
    Ok(Response::new().set_data(to_json_binary(
        &amount_in
            .checked_mul(RATE.load(deps.storage)?)?
            .checked_div(Uint256::from_u128(100))?,
    )?))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Paid {} => to_json_binary(&PAID.load(deps.storage)?)?,
        QueryMsg::Rate {} => to_json_binary(&RATE.load(deps.storage)?)?,
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
