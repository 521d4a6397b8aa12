#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, IDeedsQueryMsg, InstantiateMsg, MigrateMsg, OwnerOfListedResponse, QueryMsg,
};
use crate::state::{DEEDS, PRICES};

const CONTRACT_NAME: &str = "crates.io:deed-desk";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `constructor(IDeeds deeds_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let deeds = parse_address(deps.api, &msg.deeds)?;
    // DeedDesk
    DEEDS.save(deps.storage, &deeds)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    match msg {
        ExecuteMsg::List { token_id, price } => execute_list(deps, env, info, token_id, price),
    }
}

/// `list(uint256 tokenId, uint256 price) external`
pub fn execute_list(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    token_id: Uint256,
    price: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if deps.querier.query_wasm_smart::<Addr>(
        DEEDS.load(deps.storage)?.to_string(),
        &IDeedsQueryMsg::OwnerOf { token_id },
    )? != info.sender
    {
        return Err(ContractError::NotOwner { token_id });
    }
    if !deps.querier.query_wasm_smart::<bool>(
        DEEDS.load(deps.storage)?.to_string(),
        &IDeedsQueryMsg::IsApprovedForAll {
            owner: info.sender.to_string(),
            operator: env.contract.address.to_string(),
        },
    )? {
        return Err(ContractError::NotApproved {
            owner: info.sender.clone(),
        });
    }
    PRICES.save(deps.storage, token_id.to_be_bytes().as_slice(), &price)?;
    events.push(listed_event(token_id, &info.sender, price));
    Ok(Response::new().add_events(events))
}

/// `event Listed(uint256 indexed tokenId, address seller, uint256 price)`
fn listed_event(token_id: Uint256, seller: &Addr, price: Uint256) -> Event {
    Event::new("Listed")
        .add_attribute("tokenId", token_id.to_string())
        .add_attribute("seller", seller.as_str())
        .add_attribute("price", price.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Deeds {} => to_json_binary(&DEEDS.load(deps.storage)?)?,
        QueryMsg::Prices { arg0 } => to_json_binary(
            &PRICES
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )?,
        QueryMsg::OwnerOfListed { token_id } => {
            let (owner, price) = query_owner_of_listed(deps, token_id)?;
            to_json_binary(&OwnerOfListedResponse { owner, price })?
        }
    })
}

/// `ownerOfListed(uint256 tokenId) external view returns (address owner, uint256 price)`
fn query_owner_of_listed(deps: Deps, token_id: Uint256) -> Result<(Addr, Uint256), ContractError> {
    Ok((
        deps.querier.query_wasm_smart::<Addr>(
            DEEDS.load(deps.storage)?.to_string(),
            &IDeedsQueryMsg::OwnerOf { token_id },
        )?,
        PRICES
            .may_load(deps.storage, token_id.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
