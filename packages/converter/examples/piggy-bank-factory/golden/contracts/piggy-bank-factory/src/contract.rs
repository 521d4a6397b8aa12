#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, Binary, CosmosMsg, Deps, DepsMut, Env, Event, MessageInfo,
    Response, StdError, StdResult, Storage, Uint128, Uint256, WasmMsg,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, PiggyBankInstantiateMsg, QueryMsg};
use crate::state::{
    BANKS, BANKS_LENGTH, BANKS_OF, BANKS_OF_LENGTH, CREATED_CONTRACTS, PIGGY_BANK_CODE_ID,
};

const CONTRACT_NAME: &str = "crates.io:piggy-bank-factory";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `msg.value`: the amount of the native denom attached (any other denom is rejected).
fn msg_value(info: &MessageInfo) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(may_pay(info, NATIVE_DENOM)?))
}

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// One of a mapping's stored arrays in order (`element` loads the entry at an index); an element never written reads as its zero value.
fn load_keyed_elements<T>(
    storage: &dyn Storage,
    length: u64,
    element: impl Fn(&dyn Storage, &[u8]) -> StdResult<Option<T>>,
    zero: impl Fn() -> T,
) -> StdResult<Vec<T>> {
    (0..length)
        .map(|i| {
            let key = Uint256::from(i).to_be_bytes();
            Ok(element(storage, key.as_slice())?.unwrap_or_else(&zero))
        })
        .collect()
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    sent: Uint256,
    msgs: Vec<CosmosMsg>,
}

impl Payouts {
    /// `address(this).balance`
    fn self_balance(&self, deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
        let bank = deps
            .querier
            .query_balance(&env.contract.address, NATIVE_DENOM)?;
        Ok(Uint256::from(bank.amount).checked_sub(self.sent)?)
    }
}

/// The implicit constructor.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    PIGGY_BANK_CODE_ID.save(deps.storage, &msg.piggy_bank_code_id)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {
        ExecuteMsg::Create { goal_name, goal } => execute_create(deps, env, info, goal_name, goal),
    }
}

/// `create(string goalName, uint256 goal) external payable returns (PiggyBank bank)`
pub fn execute_create(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    goal_name: String,
    goal: Uint256,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if Uint256::from(goal_name.len() as u64) <= Uint256::zero() {
        return Err(ContractError::PiggyBankFactoryNameRequired);
    }
    if goal <= Uint256::zero() {
        return Err(ContractError::PiggyBankFactoryGoalIsZero);
    }
    let bank = {
        let amount: Uint256 = funds;
        if amount > payouts.self_balance(deps.as_ref(), &env)? {
            return Err(ContractError::TransferFailed);
        }
        payouts.sent += amount;
        let amount = Uint128::try_from(amount).map_err(|_| ContractError::TransferFailed)?;
        let code_id = PIGGY_BANK_CODE_ID.load(deps.storage)?;
        let nonce = CREATED_CONTRACTS
            .may_load(deps.storage)?
            .unwrap_or_default()
            + 1;
        CREATED_CONTRACTS.save(deps.storage, &nonce)?;
        let salt = nonce.to_be_bytes();
        let checksum = deps.querier.query_wasm_code_info(code_id)?.checksum;
        let creator = deps.api.addr_canonicalize(env.contract.address.as_str())?;
        let canonical = cosmwasm_std::instantiate2_address(checksum.as_slice(), &creator, &salt)
            .map_err(|err| StdError::generic_err(err.to_string()))?;
        let address = deps.api.addr_humanize(&canonical)?;
        payouts.msgs.push(
            WasmMsg::Instantiate2 {
                admin: Some(env.contract.address.to_string()),
                code_id,
                label: format!("PiggyBank {nonce}"),
                msg: to_json_binary(&PiggyBankInstantiateMsg {
                    owner: info.sender.to_string(),
                    goal_name: goal_name.clone(),
                    goal,
                })?,
                funds: if amount.is_zero() {
                    vec![]
                } else {
                    coins(amount.u128(), NATIVE_DENOM)
                },
                salt: salt.to_vec().into(),
            }
            .into(),
        );
        address
    };
    let banks_length = BANKS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    BANKS.save(
        deps.storage,
        Uint256::from(banks_length).to_be_bytes().as_slice(),
        &bank,
    )?;
    BANKS_LENGTH.save(deps.storage, &(banks_length + 1))?;
    let banks_of_length = BANKS_OF_LENGTH
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    BANKS_OF.save(
        deps.storage,
        (
            &info.sender,
            Uint256::from(banks_of_length).to_be_bytes().as_slice(),
        ),
        &bank,
    )?;
    BANKS_OF_LENGTH.save(deps.storage, &info.sender, &(banks_of_length + 1))?;
    events.push(bank_created_event(&info.sender, &bank, &goal_name, goal));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events)
        .set_data(to_json_binary(&bank)?))
}

/// `event BankCreated(address indexed owner, address bank, string goalName, uint256 goal)`
fn bank_created_event(owner: &Addr, bank: &Addr, goal_name: &str, goal: Uint256) -> Event {
    Event::new("BankCreated")
        .add_attribute("owner", owner.as_str())
        .add_attribute("bank", bank.as_str())
        .add_attribute("goalName", goal_name)
        .add_attribute("goal", goal.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Banks { arg0 } => to_json_binary(
            &BANKS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        BANKS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_else(|| Addr::unchecked("")),
        )?,
        QueryMsg::BanksOf { owner } => {
            let owner = parse_address(deps.api, &owner)?;
            to_json_binary(&query_banks_of(deps, owner)?)?
        }
        QueryMsg::BankCount {} => to_json_binary(&query_bank_count(deps)?)?,
    })
}

/// `banksOf(address owner) external view returns (PiggyBank[])`
fn query_banks_of(deps: Deps, owner: Addr) -> Result<Vec<Addr>, ContractError> {
    Ok(load_keyed_elements(
        deps.storage,
        BANKS_OF_LENGTH
            .may_load(deps.storage, &owner)?
            .unwrap_or_default(),
        |storage, i| BANKS_OF.may_load(storage, (&owner, i)),
        || Addr::unchecked(""),
    )?)
}

/// `bankCount() external view returns (uint256)`
fn query_bank_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        BANKS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
