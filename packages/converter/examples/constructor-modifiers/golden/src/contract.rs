#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Binary, Deps, DepsMut, Env, Event, MessageInfo, Response, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{CAP, ENTRIES, OWNER, SEEDS, TOTAL};

const CONTRACT_NAME: &str = "crates.io:constructor-modifiers";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `constructor(uint256 initial, uint256 cap_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let mut events = vec![];
    let initial = msg.initial;
    let cap = msg.cap;
    // ConstructorModifiers
    TOTAL.save(deps.storage, &Uint256::zero())?;
    ENTRIES.save(deps.storage, &Uint256::zero())?;
    CAP.save(deps.storage, &Uint256::zero())?;
    SEEDS.save(deps.storage, &Uint256::zero())?;
    // modifier withinCap
    (|| -> Result<(), ContractError> {
        // modifier counted
        if ENTRIES.load(deps.storage)? >= Uint256::from_u128(10) {
            return Err(ContractError::LedgerFull);
        }
        (|| -> Result<(), ContractError> {
            // modifier seededTwice
            let step = initial;
            (|| -> Result<(), ContractError> {
                OWNER.save(deps.storage, &info.sender)?;
                CAP.save(deps.storage, &cap)?;
                let total = TOTAL.load(deps.storage)?.checked_add(initial)?;
                TOTAL.save(deps.storage, &total)?;
                events.push(opened_event(
                    &OWNER.load(deps.storage)?,
                    TOTAL.load(deps.storage)?,
                    ENTRIES.load(deps.storage)?,
                ));
                Ok(())
            })()?;
            let seeds = SEEDS.load(deps.storage)?.checked_add(step)?;
            SEEDS.save(deps.storage, &seeds)?;
            (|| -> Result<(), ContractError> {
                OWNER.save(deps.storage, &info.sender)?;
                CAP.save(deps.storage, &cap)?;
                let total_2 = TOTAL.load(deps.storage)?.checked_add(initial)?;
                TOTAL.save(deps.storage, &total_2)?;
                events.push(opened_event(
                    &OWNER.load(deps.storage)?,
                    TOTAL.load(deps.storage)?,
                    ENTRIES.load(deps.storage)?,
                ));
                Ok(())
            })()?;
            events.push(seeded_event(SEEDS.load(deps.storage)?));
            Ok(())
        })()?;
        let entries = ENTRIES.load(deps.storage)?.checked_add(Uint256::one())?;
        ENTRIES.save(deps.storage, &entries)?;
        Ok(())
    })()?;
    if TOTAL.load(deps.storage)? > CAP.load(deps.storage)? {
        return Err(ContractError::OverCap {
            total: TOTAL.load(deps.storage)?,
            cap: CAP.load(deps.storage)?,
        });
    }
    events.push(recorded_event(
        TOTAL.load(deps.storage)?,
        ENTRIES.load(deps.storage)?,
    ));
    Ok(Response::new().add_events(events))
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
        ExecuteMsg::Add { amount } => execute_add(deps, amount),
    }
}

/// `add(uint256 amount) external withinCap counted returns (uint256)`
pub fn execute_add(deps: DepsMut, amount: Uint256) -> Result<Response, ContractError> {
    let mut events = vec![];
    // modifier withinCap
    let ret = (|| -> Result<Uint256, ContractError> {
        // modifier counted
        if ENTRIES.load(deps.storage)? >= Uint256::from_u128(10) {
            return Err(ContractError::LedgerFull);
        }
        let ret_2 = (|| -> Result<Uint256, ContractError> {
            let total = TOTAL.load(deps.storage)?.checked_add(amount)?;
            TOTAL.save(deps.storage, &total)?;
            Ok(TOTAL.load(deps.storage)?)
        })()?;
        let entries = ENTRIES.load(deps.storage)?.checked_add(Uint256::one())?;
        ENTRIES.save(deps.storage, &entries)?;
        Ok(ret_2)
    })()?;
    if TOTAL.load(deps.storage)? > CAP.load(deps.storage)? {
        return Err(ContractError::OverCap {
            total: TOTAL.load(deps.storage)?,
            cap: CAP.load(deps.storage)?,
        });
    }
    events.push(recorded_event(
        TOTAL.load(deps.storage)?,
        ENTRIES.load(deps.storage)?,
    ));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&ret)?))
}

/// `event Opened(address indexed owner, uint256 total, uint256 entries)`
fn opened_event(owner: &Addr, total: Uint256, entries: Uint256) -> Event {
    Event::new("Opened")
        .add_attribute("owner", owner.as_str())
        .add_attribute("total", total.to_string())
        .add_attribute("entries", entries.to_string())
}

/// `event Recorded(uint256 total, uint256 entries)`
fn recorded_event(total: Uint256, entries: Uint256) -> Event {
    Event::new("Recorded")
        .add_attribute("total", total.to_string())
        .add_attribute("entries", entries.to_string())
}

/// `event Seeded(uint256 seeds)`
fn seeded_event(seeds: Uint256) -> Event {
    Event::new("Seeded").add_attribute("seeds", seeds.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Total {} => to_json_binary(&TOTAL.load(deps.storage)?)?,
        QueryMsg::Entries {} => to_json_binary(&ENTRIES.load(deps.storage)?)?,
        QueryMsg::Cap {} => to_json_binary(&CAP.load(deps.storage)?)?,
        QueryMsg::Seeds {} => to_json_binary(&SEEDS.load(deps.storage)?)?,
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
