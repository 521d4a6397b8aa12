#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{HELD, LIMIT};

const CONTRACT_NAME: &str = "crates.io:vault";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

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

/// `constructor(uint256 limit_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let limit = msg.limit;
    // Vault
    HELD.save(deps.storage, &Uint256::zero())?;
    LIMIT.save(deps.storage, &limit)?;
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
        ExecuteMsg::Take { from, amount } => {
            let from = parse_address(deps.api, &from)?;
            execute_take(deps, from, amount)
        }
    }
}

/// `take(address from, uint256 amount) external returns (uint256 credited)`
pub fn execute_take(deps: DepsMut, from: Addr, amount: Uint256) -> Result<Response, ContractError> {
    if is_zero_address(&from) {
        return Err(ContractError::NoSender);
    }
    if amount > LIMIT.load(deps.storage)? {
        return Err(ContractError::OverLimit);
    }
    let credited = amount.checked_sub(amount.checked_div(Uint256::from_u128(100))?)?;
    let held = HELD.load(deps.storage)?.checked_add(credited)?;
    HELD.save(deps.storage, &held)?;
    Ok(Response::new().set_data(to_json_binary(&credited)?))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Limit {} => to_json_binary(&LIMIT.load(deps.storage)?)?,
        QueryMsg::Held {} => to_json_binary(&HELD.load(deps.storage)?)?,
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
