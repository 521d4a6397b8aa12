#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, StdResult,
    Uint128, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{Booking, ExecuteMsg, InstantiateMsg, LengthsResponse, MigrateMsg, QueryMsg};
use crate::state::{BOOKINGS, FLAGS, MARKS, PRICES, TIERS};

const CONTRACT_NAME: &str = "crates.io:seat-map";
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
    // SeatMap
    TIERS.save(deps.storage, &vec![Uint256::zero(); 3])?;
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
        ExecuteMsg::SetPrice { seat, price } => execute_set_price(deps, seat, price),
        ExecuteMsg::RaisePrice { seat, by } => execute_raise_price(deps, seat, by),
        ExecuteMsg::ClearPrice { seat } => execute_clear_price(deps, seat),
        ExecuteMsg::Book { seat, paid } => execute_book(deps, info, seat, paid),
        ExecuteMsg::Cancel { seat } => execute_cancel(deps, info, seat),
        ExecuteMsg::Flag { seat, which, value } => execute_flag(deps, seat, which, value),
        ExecuteMsg::Mark { seat, value } => execute_mark(deps, info, seat, value),
        ExecuteMsg::SetTier { i, price } => execute_set_tier(deps, i, price),
    }
}

/// `setPrice(uint256 seat, uint256 price) public`
pub fn execute_set_price(
    deps: DepsMut,
    seat: Uint256,
    price: Uint256,
) -> Result<Response, ContractError> {
    let key = element_index(seat, 1000000)?;
    PRICES.save(deps.storage, key.to_be_bytes().as_slice(), &price)?;
    Ok(Response::new())
}

/// `raisePrice(uint256 seat, uint256 by) public returns (uint256)`
pub fn execute_raise_price(
    deps: DepsMut,
    seat: Uint256,
    by: Uint256,
) -> Result<Response, ContractError> {
    let key = element_index(seat, 1000000)?;
    let prices = PRICES
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .checked_add(by)?;
    PRICES.save(deps.storage, key.to_be_bytes().as_slice(), &prices)?;
    Ok(Response::new().set_data(to_json_binary(
        &PRICES
            .may_load(
                deps.storage,
                element_index(seat, 1000000)?.to_be_bytes().as_slice(),
            )?
            .unwrap_or_default(),
    )?))
}

/// `clearPrice(uint256 seat) public`
pub fn execute_clear_price(deps: DepsMut, seat: Uint256) -> Result<Response, ContractError> {
    let key = element_index(seat, 1000000)?;
    PRICES.remove(deps.storage, key.to_be_bytes().as_slice());
    Ok(Response::new())
}

/// `book(uint256 seat, uint64 paid) public`
pub fn execute_book(
    deps: DepsMut,
    info: MessageInfo,
    seat: Uint256,
    paid: Uint64,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if !is_zero_address(
        &BOOKINGS
            .may_load(
                deps.storage,
                element_index(seat, 1099511627776)?.to_be_bytes().as_slice(),
            )?
            .unwrap_or_default()
            .holder,
    ) {
        return Err(ContractError::Taken);
    }
    let key = element_index(seat, 1099511627776)?;
    BOOKINGS.save(
        deps.storage,
        key.to_be_bytes().as_slice(),
        &Booking {
            holder: info.sender.clone(),
            paid,
        },
    )?;
    events.push(booked_event(seat, &info.sender));
    Ok(Response::new().add_events(events))
}

/// `cancel(uint256 seat) public`
pub fn execute_cancel(
    deps: DepsMut,
    info: MessageInfo,
    seat: Uint256,
) -> Result<Response, ContractError> {
    if BOOKINGS
        .may_load(
            deps.storage,
            element_index(seat, 1099511627776)?.to_be_bytes().as_slice(),
        )?
        .unwrap_or_default()
        .holder
        != info.sender
    {
        return Err(ContractError::NotYours);
    }
    let key = element_index(seat, 1099511627776)?;
    BOOKINGS.remove(deps.storage, key.to_be_bytes().as_slice());
    Ok(Response::new())
}

/// `flag(uint256 seat, uint256 which, uint8 value) public`
pub fn execute_flag(
    deps: DepsMut,
    seat: Uint256,
    which: Uint256,
    value: u8,
) -> Result<Response, ContractError> {
    let key = element_index(seat, 50000)?;
    let mut flags = FLAGS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_else(|| vec![0u8; 2]);
    *at_mut(&mut flags, which)? = value;
    FLAGS.save(deps.storage, key.to_be_bytes().as_slice(), &flags)?;
    Ok(Response::new())
}

/// `mark(uint256 seat, uint32 value) public`
pub fn execute_mark(
    deps: DepsMut,
    info: MessageInfo,
    seat: Uint256,
    value: u32,
) -> Result<Response, ContractError> {
    let key = element_index(seat, 100000)?;
    MARKS.save(
        deps.storage,
        (&info.sender, key.to_be_bytes().as_slice()),
        &value,
    )?;
    Ok(Response::new())
}

/// `setTier(uint256 i, uint256 price) public`
pub fn execute_set_tier(
    deps: DepsMut,
    i: Uint256,
    price: Uint256,
) -> Result<Response, ContractError> {
    let mut tiers = TIERS.load(deps.storage)?;
    *at_mut(&mut tiers, i)? = price;
    TIERS.save(deps.storage, &tiers)?;
    Ok(Response::new())
}

/// `event Booked(uint256 indexed seat, address holder)`
fn booked_event(seat: Uint256, holder: &Addr) -> Event {
    Event::new("Booked")
        .add_attribute("seat", seat.to_string())
        .add_attribute("holder", holder.as_str())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Prices { arg0 } => to_json_binary(
            &PRICES
                .may_load(
                    deps.storage,
                    element_index(arg0, 1000000)?.to_be_bytes().as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Bookings { arg0 } => to_json_binary(
            &BOOKINGS
                .may_load(
                    deps.storage,
                    element_index(arg0, 1099511627776)?.to_be_bytes().as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Flags { arg0, arg1 } => to_json_binary(&at(
            &FLAGS
                .may_load(
                    deps.storage,
                    element_index(arg0, 50000)?.to_be_bytes().as_slice(),
                )?
                .unwrap_or_else(|| vec![0u8; 2]),
            arg1,
        )?)?,
        QueryMsg::Marks { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &MARKS
                    .may_load(
                        deps.storage,
                        (&arg0, element_index(arg1, 100000)?.to_be_bytes().as_slice()),
                    )?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Tiers { arg0 } => to_json_binary(&at(&TIERS.load(deps.storage)?, arg0)?)?,
        QueryMsg::FlagsOf { seat } => to_json_binary(&query_flags_of(deps, seat)?)?,
        QueryMsg::Lengths { sender } => {
            let sender = parse_address(deps.api, &sender)?;
            let (ret0, ret1, ret2, ret3, ret4) = query_lengths(deps, &sender)?;
            to_json_binary(&LengthsResponse {
                ret0,
                ret1,
                ret2,
                ret3,
                ret4,
            })?
        }
    })
}

/// `flagsOf(uint256 seat) public view returns (uint8[2])`
fn query_flags_of(deps: Deps, seat: Uint256) -> Result<Vec<u8>, ContractError> {
    Ok(FLAGS
        .may_load(
            deps.storage,
            element_index(seat, 50000)?.to_be_bytes().as_slice(),
        )?
        .unwrap_or_else(|| vec![0u8; 2]))
}

/// `lengths() public view returns (uint256, uint256, uint256, uint256, uint256)`
fn query_lengths(
    deps: Deps,
    _sender: &Addr,
) -> Result<(Uint256, Uint256, Uint256, Uint256, Uint256), ContractError> {
    Ok((
        Uint256::from(1000000u64),
        Uint256::from(1099511627776u64),
        Uint256::from(50000u64),
        Uint256::from(100000u64),
        Uint256::from(TIERS.load(deps.storage)?.len() as u64),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
