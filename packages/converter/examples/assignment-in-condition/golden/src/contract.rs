#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{to_json_binary, Binary, Deps, DepsMut, Env, MessageInfo, Response, Uint256};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    ConditionalResponse, ExecuteMsg, InstantiateMsg, MigrateMsg, PickResponse, QueryMsg,
};
use crate::state::{DRAINED, EXTRA, QUEUE, QUEUE_LENGTH, SUM};

const CONTRACT_NAME: &str = "crates.io:assignment-in-condition";
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
    // AssignmentInCondition
    DRAINED.save(deps.storage, &Uint256::zero())?;
    SUM.save(deps.storage, &Uint256::zero())?;
    EXTRA.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Push { v } => execute_push(deps, v),
        ExecuteMsg::Drain {} => execute_drain(deps),
        ExecuteMsg::Pick { a, limit } => execute_pick(deps, a, limit),
    }
}

/// `push(uint256 v) external`
pub fn execute_push(deps: DepsMut, v: Uint256) -> Result<Response, ContractError> {
    let queue_length = QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    QUEUE.save(
        deps.storage,
        Uint256::from(queue_length).to_be_bytes().as_slice(),
        &v,
    )?;
    QUEUE_LENGTH.save(deps.storage, &(queue_length + 1))?;
    Ok(Response::new())
}

/// `drain() external returns (uint256 count)`
pub fn execute_drain(mut deps: DepsMut) -> Result<Response, ContractError> {
    let mut count = Uint256::zero();
    let mut v: Uint256;
    loop {
        v = next(deps.branch())?;
        if !(v != Uint256::zero()) {
            break;
        }
        let sum = SUM.load(deps.storage)?.checked_add(v)?;
        SUM.save(deps.storage, &sum)?;
        count = count.checked_add(Uint256::one())?;
    }
    let drained = DRAINED.load(deps.storage)?.checked_add(count)?;
    DRAINED.save(deps.storage, &drained)?;
    Ok(Response::new().set_data(to_json_binary(&count)?))
}

/// `pick(uint256 a, uint256 limit) external returns (uint256 x, uint256 y, bool both)`
pub fn execute_pick(deps: DepsMut, a: Uint256, limit: Uint256) -> Result<Response, ContractError> {
    let mut x: Uint256;
    let mut y = Uint256::zero();
    x = a.checked_mul(Uint256::from_u128(2))?;
    if x > limit {
        let extra = EXTRA.load(deps.storage)?.checked_add(x)?;
        EXTRA.save(deps.storage, &extra)?;
    }
    let both = a > Uint256::from_u128(3) && {
        y = a.checked_add(Uint256::one())?;
        y
    } > Uint256::from_u128(5);
    let either = a > Uint256::from_u128(10) || {
        y = y.checked_add(Uint256::from_u128(100))?;
        y
    } > Uint256::zero();
    x = if both {
        x
    } else {
        {
            x = Uint256::from_u128(9);
            x
        }
        .checked_add(Uint256::one())?
    };
    if !either {
        let extra_2 = EXTRA
            .load(deps.storage)?
            .checked_add(Uint256::from_u128(1000))?;
        EXTRA.save(deps.storage, &extra_2)?;
    }
    let mut k = a;
    if a == Uint256::zero() || {
        let old = k;
        let new = old.checked_add(Uint256::one())?;
        k = new;
        old
    } > Uint256::from_u128(4)
    {
        let extra_3 = EXTRA.load(deps.storage)?.checked_add(k)?;
        EXTRA.save(deps.storage, &extra_3)?;
    }
    Ok(Response::new().set_data(to_json_binary(&PickResponse { x, y, both })?))
}

/// `next() internal returns (uint256 v)`
fn next(deps: DepsMut) -> Result<Uint256, ContractError> {
    let mut v = Uint256::zero();
    if Uint256::from(QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default()) > Uint256::zero() {
        v = QUEUE
            .may_load(
                deps.storage,
                element_index(
                    Uint256::from(QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default())
                        .checked_sub(Uint256::one())?,
                    QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default();
        let queue_length = QUEUE_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default()
            .checked_sub(1)
            .ok_or(ContractError::Panic { code: 0x31 })?;
        QUEUE_LENGTH.save(deps.storage, &queue_length)?;
        QUEUE.remove(
            deps.storage,
            Uint256::from(queue_length).to_be_bytes().as_slice(),
        );
    }
    Ok(v)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Queue { arg0 } => to_json_binary(
            &QUEUE
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        QUEUE_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Drained {} => to_json_binary(&DRAINED.load(deps.storage)?)?,
        QueryMsg::Sum {} => to_json_binary(&SUM.load(deps.storage)?)?,
        QueryMsg::Extra {} => to_json_binary(&EXTRA.load(deps.storage)?)?,
        QueryMsg::Conditional {} => {
            let (ret0, ret1, ret2, ret3) = query_conditional()?;
            to_json_binary(&ConditionalResponse {
                ret0,
                ret1,
                ret2,
                ret3,
            })?
        }
    })
}

/// `conditional() external pure returns (uint256, uint256, uint256, uint256)`
fn query_conditional() -> Result<(Uint256, Uint256, Uint256, Uint256), ContractError> {
    let mut y1 = Uint256::one();
    let mut y2 = Uint256::one();
    let x = if false {
        {
            y1 = Uint256::from_u128(3);
            y1
        }
    } else {
        Uint256::from_u128(6)
    };
    let z = if 3u8 < 10u8 {
        {
            y2 = Uint256::from_u128(5);
            y2
        }
    } else {
        Uint256::from_u128(6)
    };
    Ok((x, y1, y2, z))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
