#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, HexBinary, MessageInfo, Response,
    StdResult, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::TRUSTED;

const CONTRACT_NAME: &str = "crates.io:trusting-hook";
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
    // TrustingHook
    TRUSTED.save(deps.storage, &Addr::unchecked(""))?;
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
        ExecuteMsg::Trust { vault } => {
            let vault = parse_address(deps.api, &vault)?;
            execute_trust(deps, vault)
        }
        ExecuteMsg::OnDeposit { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            Ok(Response::new().set_data(to_json_binary(&query_on_deposit(
                deps.as_ref(),
                &info.sender,
                arg0,
                arg1,
            )?)?))
        }
    }
}

/// `trust(address vault) external`
pub fn execute_trust(deps: DepsMut, vault: Addr) -> Result<Response, ContractError> {
    TRUSTED.save(deps.storage, &vault)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Trusted {} => to_json_binary(&TRUSTED.load(deps.storage)?)?,
        QueryMsg::OnDeposit { arg0, arg1, sender } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            let sender = parse_address(deps.api, &sender)?;
            to_json_binary(&query_on_deposit(deps, &sender, arg0, arg1)?)?
        }
    })
}

/// `onDeposit(address, uint256) external view returns (bytes4)`
fn query_on_deposit(
    deps: Deps,
    sender: &Addr,
    _arg0: Addr,
    _arg1: Uint256,
) -> Result<HexBinary, ContractError> {
    if *sender != TRUSTED.load(deps.storage)? {
        return Err(ContractError::UntrustedCaller {
            caller: sender.clone(),
        });
    }
    Ok(HexBinary::from_hex("2bf9518c")?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
