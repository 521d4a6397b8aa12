#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Deps, DepsMut, Env, MessageInfo, Response, Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, PairResponse, QueryMsg};
use crate::state::SCALE;

const CONTRACT_NAME: &str = "crates.io:grid";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// An array index as `usize`, if it can be one.
fn index(i: Uint256) -> Option<usize> {
    Uint128::try_from(i)
        .ok()
        .and_then(|i| usize::try_from(i.u128()).ok())
}

/// `v[i]` as an assignment target: an index past the end fails with `Panic(0x32)`.
fn at_mut<T>(v: &mut [T], i: Uint256) -> Result<&mut T, ContractError> {
    index(i)
        .and_then(|i| v.get_mut(i))
        .ok_or(ContractError::Panic { code: 0x32 })
}

/// `constructor(uint256 s)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let s = msg.s;
    // Grid
    SCALE.save(deps.storage, &s)?;
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
        QueryMsg::Scale {} => to_json_binary(&SCALE.load(deps.storage)?)?,
        QueryMsg::Corners {} => to_json_binary(&query_corners(deps)?)?,
        QueryMsg::Row { start } => to_json_binary(&query_row(start)?)?,
        QueryMsg::Pair {} => {
            let (sizes, marks) = query_pair(deps)?;
            to_json_binary(&PairResponse { sizes, marks })?
        }
    })
}

/// `corners() external view returns (uint256[3] c)`
fn query_corners(deps: Deps) -> Result<Vec<Uint256>, ContractError> {
    let mut c = vec![Uint256::zero(); 3];
    *at_mut(&mut c, Uint256::zero())? = SCALE.load(deps.storage)?;
    *at_mut(&mut c, Uint256::one())? = SCALE
        .load(deps.storage)?
        .checked_mul(Uint256::from_u128(2))?;
    *at_mut(&mut c, Uint256::from_u128(2))? =
        Uint256::MAX.checked_sub(SCALE.load(deps.storage)?)?;
    Ok(c)
}

/// `row(uint16 start) public pure returns (uint16[5] r)`
fn query_row(start: u16) -> Result<Vec<u16>, ContractError> {
    let mut r = vec![0u16; 5];
    let mut i = 0u16;
    while i < 5u16 {
        let index = Uint256::from(i);
        *at_mut(&mut r, index)? = start
            .checked_add(i)
            .ok_or(ContractError::Panic { code: 0x11 })?;
        i = i
            .checked_add(1u16)
            .ok_or(ContractError::Panic { code: 0x11 })?;
    }
    Ok(r)
}

/// `pair() external view returns (uint256[2] sizes, uint8[2] marks)`
fn query_pair(deps: Deps) -> Result<(Vec<Uint256>, Vec<u8>), ContractError> {
    let mut sizes = vec![Uint256::zero(); 2];
    let mut marks = vec![0u8; 2];
    *at_mut(&mut sizes, Uint256::zero())? = SCALE.load(deps.storage)?;
    *at_mut(&mut sizes, Uint256::one())? = Uint256::from_u128(3);
    *at_mut(&mut marks, Uint256::one())? = 9u8;
    Ok((sizes, marks))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
