#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Deps, DepsMut, Env, MessageInfo, Response, Uint128, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, LocalResponse, MigrateMsg, QueryMsg, Slot};
use crate::state::{CELLS, FIRST, LEFT, RIGHT, SECOND};

const CONTRACT_NAME: &str = "crates.io:tuple-assignments";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// An array index as `usize`, if it can be one.
fn index(i: Uint256) -> Option<usize> {
    Uint128::try_from(i)
        .ok()
        .and_then(|i| usize::try_from(i.u128()).ok())
}

/// `v[i]`: an index past the end fails with `Panic(0x32)`, as in Solidity.
fn at<T: Clone>(v: &[T], i: Uint256) -> Result<T, ContractError> {
    index(i)
        .and_then(|i| v.get(i))
        .cloned()
        .ok_or(ContractError::Panic { code: 0x32 })
}

/// `v[i]` as an assignment target: an index past the end fails with `Panic(0x32)`.
fn at_mut<T>(v: &mut [T], i: Uint256) -> Result<&mut T, ContractError> {
    index(i)
        .and_then(|i| v.get_mut(i))
        .ok_or(ContractError::Panic { code: 0x32 })
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
    // TupleAssignments
    FIRST.save(deps.storage, &Slot::default())?;
    SECOND.save(deps.storage, &Slot::default())?;
    CELLS.save(deps.storage, &vec![Uint256::zero(); 3])?;
    LEFT.save(deps.storage, &Uint256::zero())?;
    RIGHT.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Fill { a, b } => execute_fill(deps, a, b),
        ExecuteMsg::SwapSlots {} => execute_swap_slots(deps),
        ExecuteMsg::SwapNumbers {} => execute_swap_numbers(deps),
        ExecuteMsg::SameCell { a, b } => execute_same_cell(deps, a, b),
    }
}

/// `fill(uint256 a, uint256 b) external`
pub fn execute_fill(deps: DepsMut, a: Uint256, b: Uint256) -> Result<Response, ContractError> {
    FIRST.save(
        deps.storage,
        &Slot {
            amount: a,
            since: Uint64::new(1),
        },
    )?;
    SECOND.save(
        deps.storage,
        &Slot {
            amount: b,
            since: Uint64::new(2),
        },
    )?;
    let (t0, t1) = (a, b);
    LEFT.save(deps.storage, &t0)?;
    RIGHT.save(deps.storage, &t1)?;
    Ok(Response::new())
}

/// `swapSlots() external`
pub fn execute_swap_slots(deps: DepsMut) -> Result<Response, ContractError> {
    let second = FIRST.load(deps.storage)?;
    SECOND.save(deps.storage, &second)?;
    let first = SECOND.load(deps.storage)?;
    FIRST.save(deps.storage, &first)?;
    Ok(Response::new())
}

/// `swapNumbers() external`
pub fn execute_swap_numbers(deps: DepsMut) -> Result<Response, ContractError> {
    let (t0, t1) = (RIGHT.load(deps.storage)?, LEFT.load(deps.storage)?);
    LEFT.save(deps.storage, &t0)?;
    RIGHT.save(deps.storage, &t1)?;
    Ok(Response::new())
}

/// `sameCell(uint256 a, uint256 b) external returns (uint256)`
pub fn execute_same_cell(deps: DepsMut, a: Uint256, b: Uint256) -> Result<Response, ContractError> {
    let (t0, t1, t2) = (a, b, a.checked_add(b)?);
    let mut cells = CELLS.load(deps.storage)?;
    *at_mut(&mut cells, Uint256::zero())? = t2;
    CELLS.save(deps.storage, &cells)?;
    let mut cells_2 = CELLS.load(deps.storage)?;
    *at_mut(&mut cells_2, Uint256::one())? = t1;
    CELLS.save(deps.storage, &cells_2)?;
    let mut cells_3 = CELLS.load(deps.storage)?;
    *at_mut(&mut cells_3, Uint256::zero())? = t0;
    CELLS.save(deps.storage, &cells_3)?;
    Ok(Response::new().set_data(to_json_binary(&at(
        &CELLS.load(deps.storage)?,
        Uint256::zero(),
    )?)?))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::First {} => to_json_binary(&FIRST.load(deps.storage)?)?,
        QueryMsg::Second {} => to_json_binary(&SECOND.load(deps.storage)?)?,
        QueryMsg::Cells { arg0 } => to_json_binary(&at(&CELLS.load(deps.storage)?, arg0)?)?,
        QueryMsg::Left {} => to_json_binary(&LEFT.load(deps.storage)?)?,
        QueryMsg::Right {} => to_json_binary(&RIGHT.load(deps.storage)?)?,
        QueryMsg::Local { a, b } => {
            let (ret0, ret1, ret2) = query_local(a, b)?;
            to_json_binary(&LocalResponse { ret0, ret1, ret2 })?
        }
    })
}

/// `local(uint256 a, uint256 b) external pure returns (uint256, uint256, uint256)`
fn query_local(a: Uint256, b: Uint256) -> Result<(Uint256, Uint256, Uint256), ContractError> {
    let mut m = vec![Uint256::zero(); 3];
    let (t0, t1, _, t3, t4) = (
        a,
        b,
        Uint256::from_u128(7),
        a.checked_mul(b)?,
        Uint256::from_u128(99),
    );
    *at_mut(&mut m, Uint256::zero())? = t4;
    *at_mut(&mut m, Uint256::from_u128(2))? = t3;
    *at_mut(&mut m, Uint256::one())? = t1;
    *at_mut(&mut m, Uint256::zero())? = t0;
    Ok((
        at(&m, Uint256::zero())?,
        at(&m, Uint256::one())?,
        at(&m, Uint256::from_u128(2))?,
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
