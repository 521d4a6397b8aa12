#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, LeafResponse, MigrateMsg, Node, QueryMsg};
use crate::state::{GARDENS_CHILDREN, ROOT, ROOT_CHILDREN};

const CONTRACT_NAME: &str = "crates.io:category-tree";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// The key of a node of a recursive struct: the path of mapping keys to it, each after its length.
fn key_path(path: &[u8], key: &[u8]) -> Vec<u8> {
    [path, (key.len() as u16).to_be_bytes().as_slice(), key].concat()
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
    // CategoryTree
    ROOT.save(deps.storage, &Node::default())?;
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
        ExecuteMsg::Add { a, b, n } => execute_add(deps, a, b, n),
        ExecuteMsg::Rename { a, b, l } => execute_rename(deps, a, b, l),
        ExecuteMsg::Prune { a } => execute_prune(deps, a),
        ExecuteMsg::Plant { a, b, n } => execute_plant(deps, info, a, b, n),
    }
}

/// `add(uint32 a, uint32 b, uint256 n) external`
pub fn execute_add(deps: DepsMut, a: u32, b: u32, n: Uint256) -> Result<Response, ContractError> {
    let mut root = ROOT.load(deps.storage)?;
    root.count = root.count.checked_add(n)?;
    ROOT.save(deps.storage, &root)?;
    let key = key_path(&[], a.to_be_bytes().as_slice());
    let mut root_children = ROOT_CHILDREN
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default();
    root_children.count = root_children.count.checked_add(n)?;
    ROOT_CHILDREN.save(deps.storage, key.as_slice(), &root_children)?;
    let key_2 = key_path(
        &key_path(&[], a.to_be_bytes().as_slice()),
        b.to_be_bytes().as_slice(),
    );
    let mut root_children_2 = ROOT_CHILDREN
        .may_load(deps.storage, key_2.as_slice())?
        .unwrap_or_default();
    root_children_2.count = root_children_2.count.checked_add(n)?;
    ROOT_CHILDREN.save(deps.storage, key_2.as_slice(), &root_children_2)?;
    Ok(Response::new())
}

/// `rename(uint32 a, uint32 b, string l) external`
pub fn execute_rename(deps: DepsMut, a: u32, b: u32, l: String) -> Result<Response, ContractError> {
    let key = key_path(&[], a.to_be_bytes().as_slice());
    let key_2 = key_path(&key, b.to_be_bytes().as_slice());
    let mut root_children = ROOT_CHILDREN
        .may_load(deps.storage, key_2.as_slice())?
        .unwrap_or_default();
    root_children.label = l.clone();
    ROOT_CHILDREN.save(deps.storage, key_2.as_slice(), &root_children)?;
    let mut root_children_2 = ROOT_CHILDREN
        .may_load(deps.storage, key.as_slice())?
        .unwrap_or_default();
    root_children_2.label = [l.as_str(), "/".to_string().as_str()].concat();
    ROOT_CHILDREN.save(deps.storage, key.as_slice(), &root_children_2)?;
    Ok(Response::new())
}

/// `prune(uint32 a) external`
pub fn execute_prune(deps: DepsMut, a: u32) -> Result<Response, ContractError> {
    let key = key_path(&[], a.to_be_bytes().as_slice());
    ROOT_CHILDREN.remove(deps.storage, key.as_slice());
    Ok(Response::new())
}

/// `plant(uint32 a, uint32 b, uint256 n) external`
pub fn execute_plant(
    deps: DepsMut,
    info: MessageInfo,
    a: u32,
    b: u32,
    n: Uint256,
) -> Result<Response, ContractError> {
    let key = key_path(
        &key_path(&[], a.to_be_bytes().as_slice()),
        b.to_be_bytes().as_slice(),
    );
    let mut gardens_children = GARDENS_CHILDREN
        .may_load(deps.storage, (&info.sender, key.as_slice()))?
        .unwrap_or_default();
    gardens_children.count = n;
    GARDENS_CHILDREN.save(
        deps.storage,
        (&info.sender, key.as_slice()),
        &gardens_children,
    )?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Total {} => to_json_binary(&query_total(deps)?)?,
        QueryMsg::Count { a } => to_json_binary(&query_count(deps, a)?)?,
        QueryMsg::Leaf { a, b } => {
            let (ret0, ret1, ret2) = query_leaf(deps, a, b)?;
            to_json_binary(&LeafResponse { ret0, ret1, ret2 })?
        }
        QueryMsg::Planted { who, a, b } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_planted(deps, who, a, b)?)?
        }
    })
}

/// `total() external view returns (uint256)`
fn query_total(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(ROOT.load(deps.storage)?.count)
}

/// `count(uint32 a) external view returns (uint256)`
fn query_count(deps: Deps, a: u32) -> Result<Uint256, ContractError> {
    Ok(ROOT_CHILDREN
        .may_load(
            deps.storage,
            key_path(&[], a.to_be_bytes().as_slice()).as_slice(),
        )?
        .unwrap_or_default()
        .count)
}

/// `leaf(uint32 a, uint32 b) external view returns (uint256, string, string)`
fn query_leaf(deps: Deps, a: u32, b: u32) -> Result<(Uint256, String, String), ContractError> {
    let key = key_path(&[], a.to_be_bytes().as_slice());
    Ok((
        ROOT_CHILDREN
            .may_load(
                deps.storage,
                key_path(&key, b.to_be_bytes().as_slice()).as_slice(),
            )?
            .unwrap_or_default()
            .count,
        ROOT_CHILDREN
            .may_load(
                deps.storage,
                key_path(&key, b.to_be_bytes().as_slice()).as_slice(),
            )?
            .unwrap_or_default()
            .label,
        ROOT_CHILDREN
            .may_load(deps.storage, key.as_slice())?
            .unwrap_or_default()
            .label,
    ))
}

/// `planted(address who, uint32 a, uint32 b) external view returns (uint256)`
fn query_planted(deps: Deps, who: Addr, a: u32, b: u32) -> Result<Uint256, ContractError> {
    Ok(GARDENS_CHILDREN
        .may_load(
            deps.storage,
            (
                &who,
                key_path(
                    &key_path(&[], a.to_be_bytes().as_slice()),
                    b.to_be_bytes().as_slice(),
                )
                .as_slice(),
            ),
        )?
        .unwrap_or_default()
        .count)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
