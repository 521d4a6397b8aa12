#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Deps, DepsMut, Env, HexBinary, MessageInfo, Response, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    EmptiesResponse, ExecuteMsg, GetPairResponse, InstantiateMsg, MigrateMsg, OptionData, QueryMsg,
    StrData,
};
use crate::state::{MARK, OPTIONS, OPTIONS_LENGTH, PAIR};

const CONTRACT_NAME: &str = "crates.io:qualified-names";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

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
    // Base: state variables
    MARK.save(deps.storage, &Uint256::from_u128(7))?;
    // QualifiedNames: state variables
    PAIR.save(deps.storage, &StrData::default())?;
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
        ExecuteMsg::ViaBase {} => execute_via_base(deps),
        ExecuteMsg::ViaOverride {} => execute_via_override(deps),
        ExecuteMsg::SetPair { a, b } => execute_set_pair(deps, a, b),
        ExecuteMsg::AddOption { label } => execute_add_option(deps, label),
    }
}

/// `modifier stamp`
fn stamp(deps: DepsMut) -> Result<(), ContractError> {
    MARK.save(deps.storage, &Uint256::from_u128(2))?;
    Ok(())
}

/// `modifier stamp`
fn stamp_qualified_names(deps: DepsMut) -> Result<(), ContractError> {
    MARK.save(deps.storage, &Uint256::one())?;
    Ok(())
}

/// `viaBase() external Base.stamp returns (uint256)`
pub fn execute_via_base(mut deps: DepsMut) -> Result<Response, ContractError> {
    stamp(deps.branch())?;
    Ok(Response::new().set_data(to_json_binary(&fee()?)?))
}

/// `viaOverride() external stamp returns (uint256)`
pub fn execute_via_override(mut deps: DepsMut) -> Result<Response, ContractError> {
    stamp_qualified_names(deps.branch())?;
    Ok(Response::new().set_data(to_json_binary(&fee_qualified_names()?)?))
}

/// `setPair(uint8 a, uint16 b) external`
pub fn execute_set_pair(deps: DepsMut, a: u8, b: u16) -> Result<Response, ContractError> {
    PAIR.save(deps.storage, &StrData { a, b })?;
    Ok(Response::new())
}

/// `addOption(string label) external returns (uint256)`
pub fn execute_add_option(deps: DepsMut, label: String) -> Result<Response, ContractError> {
    let options_length = OPTIONS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    OPTIONS.save(
        deps.storage,
        Uint256::from(options_length).to_be_bytes().as_slice(),
        &OptionData {
            label: [label.as_str(), String::new().as_str()].concat(),
            on: true,
        },
    )?;
    OPTIONS_LENGTH.save(deps.storage, &(options_length + 1))?;
    Ok(Response::new().set_data(to_json_binary(&Uint256::from(
        OPTIONS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))?))
}

/// `fee() internal view returns (uint256)`
fn fee() -> Result<Uint256, ContractError> {
    Ok(Uint256::one())
}

/// `fee() internal view returns (uint256)`
fn fee_qualified_names() -> Result<Uint256, ContractError> {
    Ok(Uint256::from_u128(100).checked_add(fee()?)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Mark {} => to_json_binary(&MARK.load(deps.storage)?)?,
        QueryMsg::GetPair {} => {
            let (ret0, ret1) = query_get_pair(deps)?;
            to_json_binary(&GetPairResponse { ret0, ret1 })?
        }
        QueryMsg::OptionLabel { i } => to_json_binary(&query_option_label(deps, i)?)?,
        QueryMsg::Empties {} => {
            let (ret0, ret1, ret2) = query_empties()?;
            to_json_binary(&EmptiesResponse { ret0, ret1, ret2 })?
        }
    })
}

/// `getPair() external view returns (uint8, uint16)`
fn query_get_pair(deps: Deps) -> Result<(u8, u16), ContractError> {
    Ok((PAIR.load(deps.storage)?.a, PAIR.load(deps.storage)?.b))
}

/// `optionLabel(uint256 i) external view returns (string)`
fn query_option_label(deps: Deps, i: Uint256) -> Result<String, ContractError> {
    Ok(OPTIONS
        .may_load(
            deps.storage,
            element_index(
                i,
                OPTIONS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
            )?
            .to_be_bytes()
            .as_slice(),
        )?
        .unwrap_or_default()
        .label)
}

/// `empties() external pure returns (string, bytes, uint256)`
fn query_empties() -> Result<(String, HexBinary, Uint256), ContractError> {
    Ok((
        String::new(),
        HexBinary::default(),
        Uint256::from(HexBinary::default().len() as u64),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
