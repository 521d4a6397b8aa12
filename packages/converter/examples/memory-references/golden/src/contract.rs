#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Deps, DepsMut, Env, MessageInfo, Response, StdResult, Storage, Uint128,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    BumpedCopyResponse, ExecuteMsg, FillNewResponse, InstantiateMsg, MigrateMsg, NestedResponse,
    Node, QueryMsg, ScaleTwiceResponse, Tally, TallyResponse,
};
use crate::state::{FILLED, STORED, STORED_LENGTH};

const CONTRACT_NAME: &str = "crates.io:memory-references";
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

/// The length of a new memory array.
fn to_usize(n: Uint256) -> Result<usize, ContractError> {
    index(n).ok_or(ContractError::Panic { code: 0x41 })
}

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// A stored array's elements in order; an element never written reads as its zero value.
fn load_elements<T>(
    storage: &dyn Storage,
    elements: &cw_storage_plus::Map<&[u8], T>,
    length: &cw_storage_plus::Item<u64>,
    zero: impl Fn() -> T,
) -> StdResult<Vec<T>>
where
    T: cosmwasm_schema::serde::Serialize + cosmwasm_schema::serde::de::DeserializeOwned,
{
    let length = length.may_load(storage)?.unwrap_or_default();
    (0..length)
        .map(|i| {
            let key = Uint256::from(i).to_be_bytes();
            Ok(elements
                .may_load(storage, key.as_slice())?
                .unwrap_or_else(&zero))
        })
        .collect()
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
    // MemoryReferences
    FILLED.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Record { v } => execute_record(deps, v),
        ExecuteMsg::Fill { values, idx } => execute_fill(deps, values, idx),
        ExecuteMsg::FillNew { len, idx } => execute_fill_new(deps, len, idx),
    }
}

/// `record(uint256 v) external`
pub fn execute_record(deps: DepsMut, v: Uint256) -> Result<Response, ContractError> {
    let stored_length = STORED_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    STORED.save(
        deps.storage,
        Uint256::from(stored_length).to_be_bytes().as_slice(),
        &v,
    )?;
    STORED_LENGTH.save(deps.storage, &(stored_length + 1))?;
    Ok(Response::new())
}

/// `fill(uint256[] values, uint256 idx) public returns (uint256)`
pub fn execute_fill(
    deps: DepsMut,
    mut values: Vec<Uint256>,
    idx: Uint256,
) -> Result<Response, ContractError> {
    let mut i = Uint256::zero();
    while i < Uint256::from(values.len() as u64) {
        *at_mut(&mut values, i)? = i.checked_add(Uint256::one())?;
        i = i.checked_add(Uint256::one())?;
    }
    let filled = FILLED
        .load(deps.storage)?
        .checked_add(Uint256::from(values.len() as u64))?;
    FILLED.save(deps.storage, &filled)?;
    Ok(Response::new().set_data(to_json_binary(&at(&values, idx)?)?))
}

/// `fillNew(uint256 len, uint256 idx) external returns (uint256, uint256)`
pub fn execute_fill_new(
    mut deps: DepsMut,
    len: Uint256,
    idx: Uint256,
) -> Result<Response, ContractError> {
    let mut values = vec![Uint256::zero(); to_usize(len)?];
    let picked = fill(deps.branch(), &mut values, idx)?;
    let mut sum = Uint256::zero();
    let mut i = Uint256::zero();
    while i < Uint256::from(values.len() as u64) {
        sum = sum.checked_add(at(&values, i)?)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(Response::new().set_data(to_json_binary(&FillNewResponse {
        ret0: picked,
        ret1: sum,
    })?))
}

/// `fill(uint256[] values, uint256 idx) public returns (uint256)`
fn fill(deps: DepsMut, values: &mut Vec<Uint256>, idx: Uint256) -> Result<Uint256, ContractError> {
    let mut i = Uint256::zero();
    while i < Uint256::from(values.len() as u64) {
        *at_mut(values, i)? = i.checked_add(Uint256::one())?;
        i = i.checked_add(Uint256::one())?;
    }
    let filled = FILLED
        .load(deps.storage)?
        .checked_add(Uint256::from(values.len() as u64))?;
    FILLED.save(deps.storage, &filled)?;
    at(&values, idx)
}

/// `count(Node node) internal pure returns (uint256 n)`
fn count(node: Node) -> Result<Uint256, ContractError> {
    let mut n = Uint256::one();
    let mut i = Uint256::zero();
    while i < Uint256::from(node.children.len() as u64) {
        n = n.checked_add(count(at(&node.children, i)?)?)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(n)
}

/// `flatten(Node node, uint256[] out, uint256 next) internal pure returns (uint256)`
fn flatten(
    node: Node,
    out: &mut Vec<Uint256>,
    mut next: Uint256,
) -> Result<Uint256, ContractError> {
    let old = next;
    let new = old.checked_add(Uint256::one())?;
    next = new;
    let index = old;
    *at_mut(out, index)? = node.value;
    let mut i = Uint256::zero();
    while i < Uint256::from(node.children.len() as u64) {
        next = flatten(at(&node.children, i)?, out, next)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(next)
}

/// `add(Tally t, uint256 v) internal pure`
fn add(t: &mut Tally, v: Uint256) -> Result<(), ContractError> {
    t.count = t.count.checked_add(Uint256::one())?;
    t.sum = t.sum.checked_add(v)?;
    let index = t.count.checked_sub(Uint256::one())?;
    *at_mut(&mut t.seen, index)? = v;
    Ok(())
}

/// `bump(uint256[] values, uint256 by) internal pure`
fn bump(values: &mut Vec<Uint256>, by: Uint256) -> Result<(), ContractError> {
    let mut i = Uint256::zero();
    while i < Uint256::from(values.len() as u64) {
        *at_mut(values, i)? = (*at_mut(values, i)?).checked_add(by)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(())
}

/// `replaced(uint256[] values) internal pure returns (uint256)`
fn replaced(_values: Vec<Uint256>) -> Result<Uint256, ContractError> {
    let mut values = vec![Uint256::zero(); to_usize(Uint256::one())?];
    *at_mut(&mut values, Uint256::zero())? = Uint256::from_u128(99);
    at(&values, Uint256::zero())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Filled {} => to_json_binary(&FILLED.load(deps.storage)?)?,
        QueryMsg::Scale { mut values, k } => to_json_binary(&query_scale(&mut values, k)?)?,
        QueryMsg::ScaleTwice { values, k } => {
            let (ret0, ret1) = query_scale_twice(&env, values, k)?;
            to_json_binary(&ScaleTwiceResponse { ret0, ret1 })?
        }
        QueryMsg::Tree { base } => to_json_binary(&query_tree(base)?)?,
        QueryMsg::Tally { values } => {
            let (ret0, ret1, ret2) = query_tally(values)?;
            to_json_binary(&TallyResponse { ret0, ret1, ret2 })?
        }
        QueryMsg::BumpedCopy { by } => {
            let (copy, first_stored) = query_bumped_copy(deps, by)?;
            to_json_binary(&BumpedCopyResponse { copy, first_stored })?
        }
        QueryMsg::Nested { by } => {
            let (ret0, ret1) = query_nested(by)?;
            to_json_binary(&NestedResponse { ret0, ret1 })?
        }
    })
}

/// `scale(uint256[] values, uint256 k) public pure returns (uint256[])`
fn query_scale(values: &mut Vec<Uint256>, k: Uint256) -> Result<Vec<Uint256>, ContractError> {
    let mut i = Uint256::zero();
    while i < Uint256::from(values.len() as u64) {
        *at_mut(values, i)? = (*at_mut(values, i)?).checked_mul(k)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(values.clone())
}

/// `scaleTwice(uint256[] values, uint256 k) external view returns (uint256[], uint256)`
fn query_scale_twice(
    _env: &Env,
    mut values: Vec<Uint256>,
    k: Uint256,
) -> Result<(Vec<Uint256>, Uint256), ContractError> {
    let first = at(&query_scale(&mut values.clone(), k)?, Uint256::zero())?;
    query_scale(&mut values, k)?;
    query_scale(&mut values, k)?;
    Ok((values.clone(), first))
}

/// `tree(uint256 base) external pure returns (uint256[])`
fn query_tree(base: Uint256) -> Result<Vec<Uint256>, ContractError> {
    let mut root = Node::default();
    root.value = base;
    root.children = vec![Node::default(); to_usize(Uint256::from_u128(2))?];
    at_mut(&mut root.children, Uint256::zero())?.value = base.checked_add(Uint256::one())?;
    at_mut(&mut root.children, Uint256::one())?.value = base.checked_add(Uint256::from_u128(2))?;
    at_mut(&mut root.children, Uint256::one())?.children =
        vec![Node::default(); to_usize(Uint256::one())?];
    at_mut(
        &mut at_mut(&mut root.children, Uint256::one())?.children,
        Uint256::zero(),
    )?
    .value = base.checked_add(Uint256::from_u128(3))?;
    let mut out = vec![Uint256::zero(); to_usize(count(root.clone())?)?];
    let end = flatten(root.clone(), &mut out, Uint256::zero())?;
    if end != Uint256::from(out.len() as u64) {
        return Err(ContractError::NotFilled);
    }
    Ok(out.clone())
}

/// `tally(uint256[] values) external pure returns (uint256, uint256, uint256[])`
fn query_tally(values: Vec<Uint256>) -> Result<(Uint256, Uint256, Vec<Uint256>), ContractError> {
    let mut t = Tally {
        count: Uint256::zero(),
        sum: Uint256::zero(),
        seen: vec![Uint256::zero(); to_usize(Uint256::from(values.len() as u64))?],
    };
    let mut i = Uint256::zero();
    while i < Uint256::from(values.len() as u64) {
        add(&mut t, at(&values, i)?)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok((t.count, t.sum, t.seen.clone()))
}

/// `bumpedCopy(uint256 by) external view returns (uint256[] copy, uint256 firstStored)`
fn query_bumped_copy(deps: Deps, by: Uint256) -> Result<(Vec<Uint256>, Uint256), ContractError> {
    let mut copy = load_elements(deps.storage, &STORED, &STORED_LENGTH, || Uint256::zero())?;
    bump(&mut copy, by)?;
    let first_stored = STORED
        .may_load(
            deps.storage,
            element_index(
                Uint256::zero(),
                STORED_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
            )?
            .to_be_bytes()
            .as_slice(),
        )?
        .unwrap_or_default();
    Ok((copy, first_stored))
}

/// `nested(uint256 by) external pure returns (uint256[], uint256)`
fn query_nested(by: Uint256) -> Result<(Vec<Uint256>, Uint256), ContractError> {
    let mut t = Tally {
        count: Uint256::from_u128(2),
        sum: Uint256::zero(),
        seen: vec![Uint256::zero(); to_usize(Uint256::from_u128(2))?],
    };
    *at_mut(&mut t.seen, Uint256::one())? = Uint256::from_u128(5);
    bump(&mut t.seen, by)?;
    let kept = vec![Uint256::zero(); to_usize(Uint256::from_u128(2))?];
    let other = replaced(kept.clone())?;
    Ok((
        t.seen.clone(),
        other.checked_add(at(&kept, Uint256::zero())?)?,
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
