#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{IS_APPROVED_FOR_ALL, OWNER_OF};

const CONTRACT_NAME: &str = "crates.io:deeds";
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
        ExecuteMsg::Mint { id } => execute_mint(deps, info, id),
        ExecuteMsg::SetApprovalForAll { operator, approved } => {
            let operator = parse_address(deps.api, &operator)?;
            execute_set_approval_for_all(deps, info, operator, approved)
        }
    }
}

/// `mint(uint256 id) external`
pub fn execute_mint(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    if !is_zero_address(
        &OWNER_OF
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_else(|| Addr::unchecked("")),
    ) {
        return Err(ContractError::Taken);
    }
    OWNER_OF.save(deps.storage, id.to_be_bytes().as_slice(), &info.sender)?;
    Ok(Response::new())
}

/// `setApprovalForAll(address operator, bool approved) external`
pub fn execute_set_approval_for_all(
    deps: DepsMut,
    info: MessageInfo,
    operator: Addr,
    approved: bool,
) -> Result<Response, ContractError> {
    IS_APPROVED_FOR_ALL.save(deps.storage, (&info.sender, &operator), &approved)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::OwnerOf { arg0 } => to_json_binary(
            &OWNER_OF
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_else(|| Addr::unchecked("")),
        )?,
        QueryMsg::IsApprovedForAll { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &IS_APPROVED_FOR_ALL
                    .may_load(deps.storage, (&arg0, &arg1))?
                    .unwrap_or_default(),
            )?
        }
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
