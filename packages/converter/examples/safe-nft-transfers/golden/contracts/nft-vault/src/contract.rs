#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary, MessageInfo, Response,
    StdResult, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};

const CONTRACT_NAME: &str = "crates.io:nft-vault";
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
        ExecuteMsg::OnErc721Received {
            operator,
            from,
            token_id,
            data,
        } => {
            let operator = parse_address(deps.api, &operator)?;
            let from = parse_address(deps.api, &from)?;
            execute_on_erc721_received(deps, operator, from, token_id, data)
        }
    }
}

/// `onERC721Received(address operator, address from, uint256 tokenId, bytes data) external returns (bytes4)`
pub fn execute_on_erc721_received(
    _deps: DepsMut,
    operator: Addr,
    from: Addr,
    token_id: Uint256,
    data: HexBinary,
) -> Result<Response, ContractError> {
    let events = vec![received_event(&operator, &from, token_id, &data)];
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&HexBinary::from_hex("150b7a02")?)?))
}

/// `event Received(address operator, address from, uint256 tokenId, bytes data)`
fn received_event(operator: &Addr, from: &Addr, token_id: Uint256, data: &HexBinary) -> Event {
    Event::new("Received")
        .add_attribute("operator", operator.as_str())
        .add_attribute("from", from.as_str())
        .add_attribute("tokenId", token_id.to_string())
        .add_attribute("data", data.to_hex())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(_deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    match msg {}
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
