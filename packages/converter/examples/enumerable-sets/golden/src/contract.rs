#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, HexBinary, MessageInfo, Response,
    StdResult, Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{Bytes32Set, ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, Set, UintSet};
use crate::state::{Bytes32SetRef, SetRef, UintSetRef, OWNED, TAGS};

const CONTRACT_NAME: &str = "crates.io:tag-registry";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

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
    // TagRegistry
    TAGS.save(deps.storage, &Bytes32Set::default())?;
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
        ExecuteMsg::Tag { t } => {
            if t.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            execute_tag(deps, t)
        }
        ExecuteMsg::Untag { t } => {
            if t.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            execute_untag(deps, t)
        }
        ExecuteMsg::Take { id } => execute_take(deps, info, id),
        ExecuteMsg::Drop { id } => execute_drop(deps, info, id),
    }
}

/// `tag(bytes32 t) external returns (bool)`
pub fn execute_tag(mut deps: DepsMut, t: HexBinary) -> Result<Response, ContractError> {
    let mut set = TAGS.load(deps.storage)?;
    let result = enumerable_set_add(deps.branch(), &mut set, &Bytes32SetRef::Tags, t.clone())?;
    TAGS.save(deps.storage, &set)?;
    Ok(Response::new().set_data(to_json_binary(&result)?))
}

/// `untag(bytes32 t) external returns (bool)`
pub fn execute_untag(mut deps: DepsMut, t: HexBinary) -> Result<Response, ContractError> {
    let mut set = TAGS.load(deps.storage)?;
    let result = enumerable_set_remove(deps.branch(), &mut set, &Bytes32SetRef::Tags, t.clone())?;
    TAGS.save(deps.storage, &set)?;
    Ok(Response::new().set_data(to_json_binary(&result)?))
}

/// `take(uint256 id) external returns (bool)`
pub fn execute_take(
    mut deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut set = OWNED
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    let result = enumerable_set_add_enumerable_set(
        deps.branch(),
        &mut set,
        &UintSetRef::Owned(info.sender.clone()),
        id,
    )?;
    OWNED.save(deps.storage, &info.sender, &set)?;
    Ok(Response::new().set_data(to_json_binary(&result)?))
}

/// `drop(uint256 id) external returns (bool)`
pub fn execute_drop(
    mut deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut set = OWNED
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    let result = enumerable_set_remove_enumerable_set(
        deps.branch(),
        &mut set,
        &UintSetRef::Owned(info.sender.clone()),
        id,
    )?;
    OWNED.save(deps.storage, &info.sender, &set)?;
    Ok(Response::new().set_data(to_json_binary(&result)?))
}

/// `add(Bytes32Set set, bytes32 value) internal returns (bool)`
fn enumerable_set_add(
    mut deps: DepsMut,
    set: &mut Bytes32Set,
    set_ref: &Bytes32SetRef,
    value: HexBinary,
) -> Result<bool, ContractError> {
    enumerable_set_add_enumerable_set_2(
        deps.branch(),
        &mut set.inner,
        &set_ref.inner(),
        value.clone(),
    )
}

/// `remove(Bytes32Set set, bytes32 value) internal returns (bool)`
fn enumerable_set_remove(
    mut deps: DepsMut,
    set: &mut Bytes32Set,
    set_ref: &Bytes32SetRef,
    value: HexBinary,
) -> Result<bool, ContractError> {
    enumerable_set_remove_enumerable_set_2(
        deps.branch(),
        &mut set.inner,
        &set_ref.inner(),
        value.clone(),
    )
}

/// `add(UintSet set, uint256 value) internal returns (bool)`
fn enumerable_set_add_enumerable_set(
    mut deps: DepsMut,
    set: &mut UintSet,
    set_ref: &UintSetRef,
    value: Uint256,
) -> Result<bool, ContractError> {
    enumerable_set_add_enumerable_set_2(
        deps.branch(),
        &mut set.inner,
        &set_ref.inner(),
        HexBinary::from(value.to_be_bytes().as_slice()),
    )
}

/// `remove(UintSet set, uint256 value) internal returns (bool)`
fn enumerable_set_remove_enumerable_set(
    mut deps: DepsMut,
    set: &mut UintSet,
    set_ref: &UintSetRef,
    value: Uint256,
) -> Result<bool, ContractError> {
    enumerable_set_remove_enumerable_set_2(
        deps.branch(),
        &mut set.inner,
        &set_ref.inner(),
        HexBinary::from(value.to_be_bytes().as_slice()),
    )
}

/// `_add(Set set, bytes32 value) private returns (bool)`
fn enumerable_set_add_enumerable_set_2(
    deps: DepsMut,
    set: &mut Set,
    set_ref: &SetRef,
    value: HexBinary,
) -> Result<bool, ContractError> {
    if !enumerable_set_contains_enumerable_set_2(deps.as_ref(), set_ref, value.clone())? {
        set.values.push(value.clone());
        set_ref.save_positions(
            deps.storage,
            value.as_slice(),
            &Uint256::from(set.values.len() as u64),
        )?;
        Ok(true)
    } else {
        Ok(false)
    }
}

/// `_remove(Set set, bytes32 value) private returns (bool)`
fn enumerable_set_remove_enumerable_set_2(
    deps: DepsMut,
    set: &mut Set,
    set_ref: &SetRef,
    value: HexBinary,
) -> Result<bool, ContractError> {
    let position = set_ref
        .may_load_positions(deps.storage, value.as_slice())?
        .unwrap_or_default();
    if position != Uint256::zero() {
        let value_index = position.checked_sub(Uint256::one())?;
        let last_index = Uint256::from(set.values.len() as u64).checked_sub(Uint256::one())?;
        if value_index != last_index {
            let last_value = at(&set.values, last_index)?;
            *at_mut(&mut set.values, value_index)? = last_value.clone();
            set_ref.save_positions(deps.storage, last_value.as_slice(), &position)?;
        }
        set.values
            .pop()
            .ok_or(ContractError::Panic { code: 0x31 })?;
        set_ref.remove_positions(deps.storage, value.as_slice());
        Ok(true)
    } else {
        Ok(false)
    }
}

/// `contains(Bytes32Set set, bytes32 value) internal view returns (bool)`
fn enumerable_set_contains(
    deps: Deps,
    set_ref: &Bytes32SetRef,
    value: HexBinary,
) -> Result<bool, ContractError> {
    enumerable_set_contains_enumerable_set_2(deps, &set_ref.inner(), value.clone())
}

/// `length(Bytes32Set set) internal view returns (uint256)`
fn enumerable_set_length(deps: Deps, set: &Bytes32Set) -> Result<Uint256, ContractError> {
    enumerable_set_length_enumerable_set_2(deps, &set.inner)
}

/// `at(Bytes32Set set, uint256 index) internal view returns (bytes32)`
fn enumerable_set_at(
    deps: Deps,
    set: &Bytes32Set,
    index: Uint256,
) -> Result<HexBinary, ContractError> {
    enumerable_set_at_enumerable_set_2(deps, &set.inner, index)
}

/// `contains(UintSet set, uint256 value) internal view returns (bool)`
fn enumerable_set_contains_enumerable_set(
    deps: Deps,
    set_ref: &UintSetRef,
    value: Uint256,
) -> Result<bool, ContractError> {
    enumerable_set_contains_enumerable_set_2(
        deps,
        &set_ref.inner(),
        HexBinary::from(value.to_be_bytes().as_slice()),
    )
}

/// `length(UintSet set) internal view returns (uint256)`
fn enumerable_set_length_enumerable_set(
    deps: Deps,
    set: &UintSet,
) -> Result<Uint256, ContractError> {
    enumerable_set_length_enumerable_set_2(deps, &set.inner)
}

/// `at(UintSet set, uint256 index) internal view returns (uint256)`
fn enumerable_set_at_enumerable_set(
    deps: Deps,
    set: &UintSet,
    index: Uint256,
) -> Result<Uint256, ContractError> {
    Ok(Uint256::from_be_bytes(
        enumerable_set_at_enumerable_set_2(deps, &set.inner, index)?.to_array()?,
    ))
}

/// `_contains(Set set, bytes32 value) private view returns (bool)`
fn enumerable_set_contains_enumerable_set_2(
    deps: Deps,
    set_ref: &SetRef,
    value: HexBinary,
) -> Result<bool, ContractError> {
    Ok(set_ref
        .may_load_positions(deps.storage, value.as_slice())?
        .unwrap_or_default()
        != Uint256::zero())
}

/// `_length(Set set) private view returns (uint256)`
fn enumerable_set_length_enumerable_set_2(
    _deps: Deps,
    set: &Set,
) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(set.values.len() as u64))
}

/// `_at(Set set, uint256 index) private view returns (bytes32)`
fn enumerable_set_at_enumerable_set_2(
    _deps: Deps,
    set: &Set,
    index: Uint256,
) -> Result<HexBinary, ContractError> {
    at(&set.values, index)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::HasTag { t } => {
            if t.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(&query_has_tag(deps, t)?)?
        }
        QueryMsg::TagCount {} => to_json_binary(&query_tag_count(deps)?)?,
        QueryMsg::TagAt { i } => to_json_binary(&query_tag_at(deps, i)?)?,
        QueryMsg::Owns { a, id } => {
            let a = parse_address(deps.api, &a)?;
            to_json_binary(&query_owns(deps, a, id)?)?
        }
        QueryMsg::OwnedCount { a } => {
            let a = parse_address(deps.api, &a)?;
            to_json_binary(&query_owned_count(deps, a)?)?
        }
        QueryMsg::OwnedAt { a, i } => {
            let a = parse_address(deps.api, &a)?;
            to_json_binary(&query_owned_at(deps, a, i)?)?
        }
    })
}

/// `hasTag(bytes32 t) external view returns (bool)`
fn query_has_tag(deps: Deps, t: HexBinary) -> Result<bool, ContractError> {
    enumerable_set_contains(deps, &Bytes32SetRef::Tags, t.clone())
}

/// `tagCount() external view returns (uint256)`
fn query_tag_count(deps: Deps) -> Result<Uint256, ContractError> {
    enumerable_set_length(deps, &TAGS.load(deps.storage)?)
}

/// `tagAt(uint256 i) external view returns (bytes32)`
fn query_tag_at(deps: Deps, i: Uint256) -> Result<HexBinary, ContractError> {
    enumerable_set_at(deps, &TAGS.load(deps.storage)?, i)
}

/// `owns(address a, uint256 id) external view returns (bool)`
fn query_owns(deps: Deps, a: Addr, id: Uint256) -> Result<bool, ContractError> {
    enumerable_set_contains_enumerable_set(deps, &UintSetRef::Owned(a.clone()), id)
}

/// `ownedCount(address a) external view returns (uint256)`
fn query_owned_count(deps: Deps, a: Addr) -> Result<Uint256, ContractError> {
    enumerable_set_length_enumerable_set(
        deps,
        &OWNED.may_load(deps.storage, &a)?.unwrap_or_default(),
    )
}

/// `ownedAt(address a, uint256 i) external view returns (uint256)`
fn query_owned_at(deps: Deps, a: Addr, i: Uint256) -> Result<Uint256, ContractError> {
    enumerable_set_at_enumerable_set(
        deps,
        &OWNED.may_load(deps.storage, &a)?.unwrap_or_default(),
        i,
    )
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
