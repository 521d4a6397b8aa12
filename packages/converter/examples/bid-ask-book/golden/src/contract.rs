#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    BestResponse, ExecuteMsg, InstantiateMsg, MigrateMsg, OrderData, QueryMsg, Stats,
};
use crate::state::{ASK_IDS, ASK_STATS, BID_IDS, BID_STATS, ORDERS, ORDERS_LENGTH};

const CONTRACT_NAME: &str = "crates.io:bid-ask-book";
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
    // BidAskBook
    BID_IDS.save(deps.storage, &Vec::new())?;
    ASK_IDS.save(deps.storage, &Vec::new())?;
    BID_STATS.save(deps.storage, &Stats::default())?;
    ASK_STATS.save(deps.storage, &Stats::default())?;
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
        ExecuteMsg::Place {
            is_bid,
            price,
            amount,
        } => execute_place(deps, info, is_bid, price, amount),
        ExecuteMsg::Cancel { is_bid, index } => execute_cancel(deps, info, is_bid, index),
    }
}

/// `place(bool isBid, uint256 price, uint256 amount) external returns (uint256 id)`
pub fn execute_place(
    deps: DepsMut,
    info: MessageInfo,
    is_bid: bool,
    price: Uint256,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if amount <= Uint256::zero() {
        return Err(ContractError::EmptyOrder);
    }
    let id = Uint256::from(ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default());
    let orders_length = ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    ORDERS.save(
        deps.storage,
        Uint256::from(orders_length).to_be_bytes().as_slice(),
        &OrderData {
            owner: info.sender.clone(),
            price,
            amount,
            open: true,
        },
    )?;
    ORDERS_LENGTH.save(deps.storage, &(orders_length + 1))?;
    if is_bid {
        let mut bid_ids = BID_IDS.load(deps.storage)?;
        bid_ids.push(id);
        BID_IDS.save(deps.storage, &bid_ids)?;
    } else {
        let mut ask_ids = ASK_IDS.load(deps.storage)?;
        ask_ids.push(id);
        ASK_IDS.save(deps.storage, &ask_ids)?;
    }
    if is_bid {
        let mut bid_stats = BID_STATS.load(deps.storage)?;
        bid_stats.count = bid_stats.count.checked_add(Uint256::one())?;
        BID_STATS.save(deps.storage, &bid_stats)?;
    } else {
        let mut ask_stats = ASK_STATS.load(deps.storage)?;
        ask_stats.count = ask_stats.count.checked_add(Uint256::one())?;
        ASK_STATS.save(deps.storage, &ask_stats)?;
    }
    if is_bid {
        let mut bid_stats_2 = BID_STATS.load(deps.storage)?;
        bid_stats_2.volume = bid_stats_2.volume.checked_add(amount)?;
        BID_STATS.save(deps.storage, &bid_stats_2)?;
    } else {
        let mut ask_stats_2 = ASK_STATS.load(deps.storage)?;
        ask_stats_2.volume = ask_stats_2.volume.checked_add(amount)?;
        ASK_STATS.save(deps.storage, &ask_stats_2)?;
    }
    events.push(placed_event(id, is_bid, price, amount));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `cancel(bool isBid, uint256 index) external`
pub fn execute_cancel(
    deps: DepsMut,
    info: MessageInfo,
    is_bid: bool,
    index: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let id = if is_bid {
        at(&BID_IDS.load(deps.storage)?, index)?
    } else {
        at(&ASK_IDS.load(deps.storage)?, index)?
    };
    let key = element_index(
        id,
        ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    if ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .owner
        != info.sender
    {
        return Err(ContractError::NotYourOrder);
    }
    let mut orders = ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders.open = false;
    ORDERS.save(deps.storage, key.to_be_bytes().as_slice(), &orders)?;
    if is_bid {
        let mut bid_ids = BID_IDS.load(deps.storage)?;
        *at_mut(&mut bid_ids, index)? = if is_bid {
            at(
                &BID_IDS.load(deps.storage)?,
                Uint256::from(
                    (if is_bid {
                        BID_IDS.load(deps.storage)?
                    } else {
                        ASK_IDS.load(deps.storage)?
                    })
                    .len() as u64,
                )
                .checked_sub(Uint256::one())?,
            )?
        } else {
            at(
                &ASK_IDS.load(deps.storage)?,
                Uint256::from(
                    (if is_bid {
                        BID_IDS.load(deps.storage)?
                    } else {
                        ASK_IDS.load(deps.storage)?
                    })
                    .len() as u64,
                )
                .checked_sub(Uint256::one())?,
            )?
        };
        BID_IDS.save(deps.storage, &bid_ids)?;
    } else {
        let mut ask_ids = ASK_IDS.load(deps.storage)?;
        *at_mut(&mut ask_ids, index)? = if is_bid {
            at(
                &BID_IDS.load(deps.storage)?,
                Uint256::from(
                    (if is_bid {
                        BID_IDS.load(deps.storage)?
                    } else {
                        ASK_IDS.load(deps.storage)?
                    })
                    .len() as u64,
                )
                .checked_sub(Uint256::one())?,
            )?
        } else {
            at(
                &ASK_IDS.load(deps.storage)?,
                Uint256::from(
                    (if is_bid {
                        BID_IDS.load(deps.storage)?
                    } else {
                        ASK_IDS.load(deps.storage)?
                    })
                    .len() as u64,
                )
                .checked_sub(Uint256::one())?,
            )?
        };
        ASK_IDS.save(deps.storage, &ask_ids)?;
    }
    if is_bid {
        let mut bid_ids_2 = BID_IDS.load(deps.storage)?;
        bid_ids_2.pop().ok_or(ContractError::Panic { code: 0x31 })?;
        BID_IDS.save(deps.storage, &bid_ids_2)?;
    } else {
        let mut ask_ids_2 = ASK_IDS.load(deps.storage)?;
        ask_ids_2.pop().ok_or(ContractError::Panic { code: 0x31 })?;
        ASK_IDS.save(deps.storage, &ask_ids_2)?;
    }
    if is_bid {
        let mut bid_stats = BID_STATS.load(deps.storage)?;
        bid_stats.count = bid_stats.count.checked_sub(Uint256::one())?;
        BID_STATS.save(deps.storage, &bid_stats)?;
    } else {
        let mut ask_stats = ASK_STATS.load(deps.storage)?;
        ask_stats.count = ask_stats.count.checked_sub(Uint256::one())?;
        ASK_STATS.save(deps.storage, &ask_stats)?;
    }
    if is_bid {
        let mut bid_stats_2 = BID_STATS.load(deps.storage)?;
        bid_stats_2.volume = bid_stats_2.volume.checked_sub(
            ORDERS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .amount,
        )?;
        BID_STATS.save(deps.storage, &bid_stats_2)?;
    } else {
        let mut ask_stats_2 = ASK_STATS.load(deps.storage)?;
        ask_stats_2.volume = ask_stats_2.volume.checked_sub(
            ORDERS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .amount,
        )?;
        ASK_STATS.save(deps.storage, &ask_stats_2)?;
    }
    events.push(cancelled_event(
        id,
        Uint256::from(
            (if is_bid {
                BID_IDS.load(deps.storage)?
            } else {
                ASK_IDS.load(deps.storage)?
            })
            .len() as u64,
        ),
    ));
    Ok(Response::new().add_events(events))
}

/// `event Placed(uint256 indexed id, bool isBid, uint256 price, uint256 amount)`
fn placed_event(id: Uint256, is_bid: bool, price: Uint256, amount: Uint256) -> Event {
    Event::new("Placed")
        .add_attribute("id", id.to_string())
        .add_attribute("isBid", is_bid.to_string())
        .add_attribute("price", price.to_string())
        .add_attribute("amount", amount.to_string())
}

/// `event Cancelled(uint256 indexed id, uint256 remaining)`
fn cancelled_event(id: Uint256, remaining: Uint256) -> Event {
    Event::new("Cancelled")
        .add_attribute("id", id.to_string())
        .add_attribute("remaining", remaining.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Orders { arg0 } => to_json_binary(
            &ORDERS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::BidIds { arg0 } => to_json_binary(&at(&BID_IDS.load(deps.storage)?, arg0)?)?,
        QueryMsg::AskIds { arg0 } => to_json_binary(&at(&ASK_IDS.load(deps.storage)?, arg0)?)?,
        QueryMsg::BidStats {} => to_json_binary(&BID_STATS.load(deps.storage)?)?,
        QueryMsg::AskStats {} => to_json_binary(&ASK_STATS.load(deps.storage)?)?,
        QueryMsg::Depth { is_bid } => to_json_binary(&query_depth(deps, is_bid)?)?,
        QueryMsg::Best { is_bid } => {
            let (best_id, best_price) = query_best(deps, is_bid)?;
            to_json_binary(&BestResponse {
                best_id,
                best_price,
            })?
        }
    })
}

/// `depth(bool isBid) external view returns (uint256)`
fn query_depth(deps: Deps, is_bid: bool) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        (if is_bid {
            BID_IDS.load(deps.storage)?
        } else {
            ASK_IDS.load(deps.storage)?
        })
        .len() as u64,
    ))
}

/// `best(bool isBid) external view returns (uint256 bestId, uint256 bestPrice)`
fn query_best(deps: Deps, is_bid: bool) -> Result<(Uint256, Uint256), ContractError> {
    if Uint256::from(
        (if is_bid {
            BID_IDS.load(deps.storage)?
        } else {
            ASK_IDS.load(deps.storage)?
        })
        .len() as u64,
    ) <= Uint256::zero()
    {
        return Err(ContractError::NoOrders);
    }
    let mut best_id = if is_bid {
        at(&BID_IDS.load(deps.storage)?, Uint256::zero())?
    } else {
        at(&ASK_IDS.load(deps.storage)?, Uint256::zero())?
    };
    let mut best_price = ORDERS
        .may_load(
            deps.storage,
            element_index(
                best_id,
                ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
            )?
            .to_be_bytes()
            .as_slice(),
        )?
        .unwrap_or_default()
        .price;
    let mut i = Uint256::one();
    while i < Uint256::from(
        (if is_bid {
            BID_IDS.load(deps.storage)?
        } else {
            ASK_IDS.load(deps.storage)?
        })
        .len() as u64,
    ) {
        let p = ORDERS
            .may_load(
                deps.storage,
                element_index(
                    if is_bid {
                        at(&BID_IDS.load(deps.storage)?, i)?
                    } else {
                        at(&ASK_IDS.load(deps.storage)?, i)?
                    },
                    ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default()
            .price;
        if if is_bid {
            p > best_price
        } else {
            p < best_price
        } {
            best_price = p;
            best_id = if is_bid {
                at(&BID_IDS.load(deps.storage)?, i)?
            } else {
                at(&ASK_IDS.load(deps.storage)?, i)?
            };
        }
        i = i.checked_add(Uint256::one())?;
    }
    Ok((best_id, best_price))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
