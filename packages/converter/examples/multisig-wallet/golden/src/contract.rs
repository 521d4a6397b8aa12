#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    HexBinary, MessageInfo, Response, StdResult, Storage, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, GetTransactionResponse, InstantiateMsg, MigrateMsg, QueryMsg, Transaction,
};
use crate::state::{
    IS_CONFIRMED, IS_OWNER, NUM_CONFIRMATIONS_REQUIRED, OWNERS, OWNERS_LENGTH, TRANSACTIONS,
    TRANSACTIONS_LENGTH,
};

const CONTRACT_NAME: &str = "crates.io:multi-sig-wallet";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

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

/// `msg.value`: the amount of the native denom attached (any other denom is rejected).
fn msg_value(info: &MessageInfo) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(may_pay(info, NATIVE_DENOM)?))
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

    /// `to.send(amount)` / `to.call{value: amount}("")`: `false` when the balance is short.
    fn send(
        &mut self,
        deps: Deps,
        env: &Env,
        to: &Addr,
        amount: Uint256,
    ) -> Result<bool, ContractError> {
        if amount > self.self_balance(deps, env)? {
            return Ok(false);
        }
        if !amount.is_zero() {
            let amount =
                Uint128::try_from(amount).map_err(|_| ContractError::Panic { code: 0x11 })?;
            self.msgs.push(
                BankMsg::Send {
                    to_address: to.to_string(),
                    amount: coins(amount.u128(), NATIVE_DENOM),
                }
                .into(),
            );
            self.sent += Uint256::from(amount);
        }
        Ok(true)
    }
}

/// `constructor(address[] owners_, uint256 required)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let owners = msg
        .owners
        .iter()
        .map(|a| parse_address(deps.api, a))
        .collect::<StdResult<Vec<_>>>()?;
    let required = msg.required;
    // MultiSigWallet
    if Uint256::from(owners.len() as u64) <= Uint256::zero() {
        return Err(ContractError::OwnersRequired);
    }
    if !(required > Uint256::zero() && required <= Uint256::from(owners.len() as u64)) {
        return Err(ContractError::InvalidNumberOfRequiredConfirmations);
    }
    let mut i = Uint256::zero();
    while i < Uint256::from(owners.len() as u64) {
        let owner = at(&owners, i)?;
        if is_zero_address(&owner) {
            return Err(ContractError::InvalidOwner);
        }
        if IS_OWNER.may_load(deps.storage, &owner)?.unwrap_or_default() {
            return Err(ContractError::OwnerNotUnique);
        }
        IS_OWNER.save(deps.storage, &owner, &true)?;
        let owners_length = OWNERS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
        OWNERS.save(
            deps.storage,
            Uint256::from(owners_length).to_be_bytes().as_slice(),
            &owner,
        )?;
        OWNERS_LENGTH.save(deps.storage, &(owners_length + 1))?;
        i = i.checked_add(Uint256::one())?;
    }
    NUM_CONFIRMATIONS_REQUIRED.save(deps.storage, &required)?;
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
        ExecuteMsg::Receive {} => execute_receive(deps, env, info),
        ExecuteMsg::SubmitTransaction { to, value, memo } => {
            nonpayable(&info)?;
            let to = parse_address(deps.api, &to)?;
            execute_submit_transaction(deps, info, to, value, memo)
        }
        ExecuteMsg::ConfirmTransaction { tx_index } => {
            nonpayable(&info)?;
            execute_confirm_transaction(deps, info, tx_index)
        }
        ExecuteMsg::ExecuteTransaction { tx_index } => {
            nonpayable(&info)?;
            execute_execute_transaction(deps, env, info, tx_index)
        }
        ExecuteMsg::RevokeConfirmation { tx_index } => {
            nonpayable(&info)?;
            execute_revoke_confirmation(deps, info, tx_index)
        }
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if !IS_OWNER.may_load(deps.storage, sender)?.unwrap_or_default() {
        return Err(ContractError::NotOwner {
            caller: sender.clone(),
        });
    }
    Ok(())
}

/// `modifier txExists(uint256 txIndex)`
fn tx_exists(deps: Deps, tx_index: Uint256) -> Result<(), ContractError> {
    if tx_index
        >= Uint256::from(
            TRANSACTIONS_LENGTH
                .may_load(deps.storage)?
                .unwrap_or_default(),
        )
    {
        return Err(ContractError::TxDoesNotExist { tx_index });
    }
    Ok(())
}

/// `modifier notExecuted(uint256 txIndex)`
fn not_executed(deps: Deps, tx_index: Uint256) -> Result<(), ContractError> {
    if TRANSACTIONS
        .may_load(
            deps.storage,
            element_index(
                tx_index,
                TRANSACTIONS_LENGTH
                    .may_load(deps.storage)?
                    .unwrap_or_default(),
            )?
            .to_be_bytes()
            .as_slice(),
        )?
        .unwrap_or_default()
        .executed
    {
        return Err(ContractError::TxAlreadyExecuted { tx_index });
    }
    Ok(())
}

/// `receive()`
pub fn execute_receive(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let events = vec![deposit_event(
        &info.sender,
        funds,
        Payouts::default().self_balance(deps.as_ref(), &env)?,
    )];
    Ok(Response::new().add_events(events))
}

/// `submitTransaction(address to, uint256 value, string memo) external onlyOwner returns (uint256 txIndex)`
pub fn execute_submit_transaction(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    value: Uint256,
    memo: String,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    let tx_index = Uint256::from(
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    );
    let transactions_length = TRANSACTIONS_LENGTH
        .may_load(deps.storage)?
        .unwrap_or_default();
    TRANSACTIONS.save(
        deps.storage,
        Uint256::from(transactions_length).to_be_bytes().as_slice(),
        &Transaction {
            to: to.clone(),
            value,
            memo: memo.clone(),
            executed: false,
            num_confirmations: Uint256::zero(),
        },
    )?;
    TRANSACTIONS_LENGTH.save(deps.storage, &(transactions_length + 1))?;
    events.push(submit_transaction_event(
        &info.sender,
        tx_index,
        &to,
        value,
        &memo,
    ));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&tx_index)?))
}

/// `confirmTransaction(uint256 txIndex) external onlyOwner txExists(txIndex) notExecuted(txIndex)`
pub fn execute_confirm_transaction(
    deps: DepsMut,
    info: MessageInfo,
    tx_index: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    tx_exists(deps.as_ref(), tx_index)?;
    not_executed(deps.as_ref(), tx_index)?;
    if IS_CONFIRMED
        .may_load(
            deps.storage,
            (tx_index.to_be_bytes().as_slice(), &info.sender),
        )?
        .unwrap_or_default()
    {
        return Err(ContractError::TxAlreadyConfirmed {
            tx_index,
            owner: info.sender.clone(),
        });
    }
    let key = element_index(
        tx_index,
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    let mut transactions = TRANSACTIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    transactions.num_confirmations = transactions.num_confirmations.checked_add(Uint256::one())?;
    TRANSACTIONS.save(deps.storage, key.to_be_bytes().as_slice(), &transactions)?;
    IS_CONFIRMED.save(
        deps.storage,
        (tx_index.to_be_bytes().as_slice(), &info.sender),
        &true,
    )?;
    events.push(confirm_transaction_event(&info.sender, tx_index));
    Ok(Response::new().add_events(events))
}

/// `executeTransaction(uint256 txIndex) external onlyOwner txExists(txIndex) notExecuted(txIndex)`
pub fn execute_execute_transaction(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    tx_index: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_owner(deps.as_ref(), &info.sender)?;
    tx_exists(deps.as_ref(), tx_index)?;
    not_executed(deps.as_ref(), tx_index)?;
    let key = element_index(
        tx_index,
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    if TRANSACTIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .num_confirmations
        < NUM_CONFIRMATIONS_REQUIRED.load(deps.storage)?
    {
        return Err(ContractError::NotEnoughConfirmations {
            have: TRANSACTIONS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .num_confirmations,
            required: NUM_CONFIRMATIONS_REQUIRED.load(deps.storage)?,
        });
    }
    let mut transactions = TRANSACTIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    transactions.executed = true;
    TRANSACTIONS.save(deps.storage, key.to_be_bytes().as_slice(), &transactions)?;
    let (success, _) = (
        payouts.send(
            deps.as_ref(),
            &env,
            &TRANSACTIONS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .to,
            TRANSACTIONS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .value,
        )?,
        HexBinary::default(),
    );
    if !success {
        return Err(ContractError::TxFailed);
    }
    events.push(execute_transaction_event(&info.sender, tx_index));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `revokeConfirmation(uint256 txIndex) external onlyOwner txExists(txIndex) notExecuted(txIndex)`
pub fn execute_revoke_confirmation(
    deps: DepsMut,
    info: MessageInfo,
    tx_index: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    tx_exists(deps.as_ref(), tx_index)?;
    not_executed(deps.as_ref(), tx_index)?;
    if !IS_CONFIRMED
        .may_load(
            deps.storage,
            (tx_index.to_be_bytes().as_slice(), &info.sender),
        )?
        .unwrap_or_default()
    {
        return Err(ContractError::TxNotConfirmed);
    }
    let key = element_index(
        tx_index,
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    let mut transactions = TRANSACTIONS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    transactions.num_confirmations = transactions.num_confirmations.checked_sub(Uint256::one())?;
    TRANSACTIONS.save(deps.storage, key.to_be_bytes().as_slice(), &transactions)?;
    IS_CONFIRMED.save(
        deps.storage,
        (tx_index.to_be_bytes().as_slice(), &info.sender),
        &false,
    )?;
    events.push(revoke_confirmation_event(&info.sender, tx_index));
    Ok(Response::new().add_events(events))
}

/// `event Deposit(address indexed sender, uint256 amount, uint256 balance)`
fn deposit_event(sender: &Addr, amount: Uint256, balance: Uint256) -> Event {
    Event::new("Deposit")
        .add_attribute("sender", sender.as_str())
        .add_attribute("amount", amount.to_string())
        .add_attribute("balance", balance.to_string())
}

/// `event SubmitTransaction(address indexed owner, uint256 indexed txIndex, address indexed to, uint256 value, string memo)`
fn submit_transaction_event(
    owner: &Addr,
    tx_index: Uint256,
    to: &Addr,
    value: Uint256,
    memo: &str,
) -> Event {
    Event::new("SubmitTransaction")
        .add_attribute("owner", owner.as_str())
        .add_attribute("txIndex", tx_index.to_string())
        .add_attribute("to", to.as_str())
        .add_attribute("value", value.to_string())
        .add_attribute("memo", memo)
}

/// `event ConfirmTransaction(address indexed owner, uint256 indexed txIndex)`
fn confirm_transaction_event(owner: &Addr, tx_index: Uint256) -> Event {
    Event::new("ConfirmTransaction")
        .add_attribute("owner", owner.as_str())
        .add_attribute("txIndex", tx_index.to_string())
}

/// `event RevokeConfirmation(address indexed owner, uint256 indexed txIndex)`
fn revoke_confirmation_event(owner: &Addr, tx_index: Uint256) -> Event {
    Event::new("RevokeConfirmation")
        .add_attribute("owner", owner.as_str())
        .add_attribute("txIndex", tx_index.to_string())
}

/// `event ExecuteTransaction(address indexed owner, uint256 indexed txIndex)`
fn execute_transaction_event(owner: &Addr, tx_index: Uint256) -> Event {
    Event::new("ExecuteTransaction")
        .add_attribute("owner", owner.as_str())
        .add_attribute("txIndex", tx_index.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owners { arg0 } => to_json_binary(
            &OWNERS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        OWNERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_else(|| Addr::unchecked("")),
        )?,
        QueryMsg::IsOwner { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&IS_OWNER.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::NumConfirmationsRequired {} => {
            to_json_binary(&NUM_CONFIRMATIONS_REQUIRED.load(deps.storage)?)?
        }
        QueryMsg::Transactions { arg0 } => to_json_binary(
            &TRANSACTIONS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        TRANSACTIONS_LENGTH
                            .may_load(deps.storage)?
                            .unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::IsConfirmed { arg0, arg1 } => {
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &IS_CONFIRMED
                    .may_load(deps.storage, (arg0.to_be_bytes().as_slice(), &arg1))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::GetOwners {} => to_json_binary(&query_get_owners(deps)?)?,
        QueryMsg::GetTransactionCount {} => to_json_binary(&query_get_transaction_count(deps)?)?,
        QueryMsg::GetTransaction { tx_index } => {
            let (to, value, memo, executed, num_confirmations) =
                query_get_transaction(deps, tx_index)?;
            to_json_binary(&GetTransactionResponse {
                to,
                value,
                memo,
                executed,
                num_confirmations,
            })?
        }
    })
}

/// `getOwners() external view returns (address[])`
fn query_get_owners(deps: Deps) -> Result<Vec<Addr>, ContractError> {
    Ok(load_elements(
        deps.storage,
        &OWNERS,
        &OWNERS_LENGTH,
        || Addr::unchecked(""),
    )?)
}

/// `getTransactionCount() external view returns (uint256)`
fn query_get_transaction_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    ))
}

/// `getTransaction(uint256 txIndex) external view txExists(txIndex) returns (address to, uint256 value, string memo, bool executed, uint256 numConfirmations)`
fn query_get_transaction(
    deps: Deps,
    tx_index: Uint256,
) -> Result<(Addr, Uint256, String, bool, Uint256), ContractError> {
    tx_exists(deps, tx_index)?;
    let key = element_index(
        tx_index,
        TRANSACTIONS_LENGTH
            .may_load(deps.storage)?
            .unwrap_or_default(),
    )?;
    Ok((
        TRANSACTIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .to,
        TRANSACTIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .value,
        TRANSACTIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .memo,
        TRANSACTIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .executed,
        TRANSACTIONS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .num_confirmations,
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
