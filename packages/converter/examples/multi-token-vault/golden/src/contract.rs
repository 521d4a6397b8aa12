#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, to_json_string, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut,
    Env, Event, HexBinary, MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, TokenInfo};
use crate::state::{BALANCE_OF, IS_APPROVED_FOR_ALL, OWNER, TOKENS, TOKEN_IDS, TOKEN_IDS_LENGTH};

const CONTRACT_NAME: &str = "crates.io:multi-token-vault";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint256 public constant RECEIPT_ID = 0`
pub const RECEIPT_ID: Uint256 = Uint256::zero();

/// `address(0)`: the empty string in JSON, an empty `Addr` in storage and in events.
fn zero_address() -> Addr {
    Addr::unchecked("")
}

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

    /// `to.transfer(amount)`: fails like Solidity when the balance is short; a zero amount sends
    /// nothing (the bank module rejects empty sends).
    fn transfer(
        &mut self,
        deps: Deps,
        env: &Env,
        to: &Addr,
        amount: Uint256,
    ) -> Result<(), ContractError> {
        if amount > self.self_balance(deps, env)? {
            return Err(ContractError::TransferFailed);
        }
        if !amount.is_zero() {
            let amount = Uint128::try_from(amount).map_err(|_| ContractError::TransferFailed)?;
            self.msgs.push(
                BankMsg::Send {
                    to_address: to.to_string(),
                    amount: coins(amount.u128(), NATIVE_DENOM),
                }
                .into(),
            );
            self.sent += Uint256::from(amount);
        }
        Ok(())
    }
}

/// `constructor()`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    _msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    // MultiTokenVault
    OWNER.save(deps.storage, &info.sender)?;
    let key = RECEIPT_ID;
    TOKENS.save(
        deps.storage,
        key.to_be_bytes().as_slice(),
        &TokenInfo {
            label: "vault receipt".to_string(),
            max_supply: Uint256::MAX,
            minted: Uint256::zero(),
            exists: true,
        },
    )?;
    let token_ids_length = TOKEN_IDS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    TOKEN_IDS.save(
        deps.storage,
        Uint256::from(token_ids_length).to_be_bytes().as_slice(),
        &RECEIPT_ID,
    )?;
    TOKEN_IDS_LENGTH.save(deps.storage, &(token_ids_length + 1))?;
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
        ExecuteMsg::CreateToken {
            id,
            label,
            max_supply,
        } => {
            nonpayable(&info)?;
            execute_create_token(deps, info, id, label, max_supply)
        }
        ExecuteMsg::Mint { to, id, amount } => {
            nonpayable(&info)?;
            let to = parse_address(deps.api, &to)?;
            execute_mint(deps, info, to, id, amount)
        }
        ExecuteMsg::Deposit {} => execute_deposit(deps, info),
        ExecuteMsg::Redeem { amount } => {
            nonpayable(&info)?;
            execute_redeem(deps, env, info, amount)
        }
        ExecuteMsg::SetApprovalForAll { operator, approved } => {
            nonpayable(&info)?;
            let operator = parse_address(deps.api, &operator)?;
            execute_set_approval_for_all(deps, info, operator, approved)
        }
        ExecuteMsg::SafeTransferFrom {
            from,
            to,
            id,
            value,
            arg4,
        } => {
            nonpayable(&info)?;
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_safe_transfer_from(deps, info, from, to, id, value, arg4)
        }
        ExecuteMsg::SafeBatchTransferFrom {
            from,
            to,
            ids,
            values,
            arg4,
        } => {
            nonpayable(&info)?;
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_safe_batch_transfer_from(deps, info, from, to, ids, values, arg4)
        }
    }
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)? {
        return Err(ContractError::MultiTokenVaultCallerIsNotTheOwner);
    }
    Ok(())
}

/// `createToken(uint256 id, string label, uint256 maxSupply) external onlyOwner`
pub fn execute_create_token(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
    label: String,
    max_supply: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    if TOKENS
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .exists
    {
        return Err(ContractError::MultiTokenVaultIdTaken);
    }
    TOKENS.save(
        deps.storage,
        id.to_be_bytes().as_slice(),
        &TokenInfo {
            label: label.clone(),
            max_supply,
            minted: Uint256::zero(),
            exists: true,
        },
    )?;
    let token_ids_length = TOKEN_IDS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    TOKEN_IDS.save(
        deps.storage,
        Uint256::from(token_ids_length).to_be_bytes().as_slice(),
        &id,
    )?;
    TOKEN_IDS_LENGTH.save(deps.storage, &(token_ids_length + 1))?;
    events.push(token_created_event(id, &label, max_supply));
    Ok(Response::new().add_events(events))
}

/// `mint(address to, uint256 id, uint256 amount) external onlyOwner`
pub fn execute_mint(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    id: Uint256,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    if !TOKENS
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .exists
    {
        return Err(ContractError::UnknownToken { id });
    }
    let available = TOKENS
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .max_supply
        .checked_sub(
            TOKENS
                .may_load(deps.storage, id.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .minted,
        )?;
    if amount > available {
        return Err(ContractError::SupplyExceeded { id, available });
    }
    let mut tokens = TOKENS
        .may_load(deps.storage, id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    tokens.minted = tokens.minted.checked_add(amount)?;
    TOKENS.save(deps.storage, id.to_be_bytes().as_slice(), &tokens)?;
    let balance_of = BALANCE_OF
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &to))?
        .unwrap_or_default()
        .checked_add(amount)?;
    BALANCE_OF.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &to),
        &balance_of,
    )?;
    events.push(transfer_single_event(
        &info.sender,
        &zero_address(),
        &to,
        id,
        amount,
    ));
    Ok(Response::new().add_events(events))
}

/// `deposit() external payable`
pub fn execute_deposit(deps: DepsMut, info: MessageInfo) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if funds <= Uint256::zero() {
        return Err(ContractError::MultiTokenVaultNothingToDeposit);
    }
    let key = RECEIPT_ID;
    let mut tokens = TOKENS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    tokens.minted = tokens.minted.checked_add(funds)?;
    TOKENS.save(deps.storage, key.to_be_bytes().as_slice(), &tokens)?;
    let key_2 = RECEIPT_ID;
    let balance_of = BALANCE_OF
        .may_load(deps.storage, (key_2.to_be_bytes().as_slice(), &info.sender))?
        .unwrap_or_default()
        .checked_add(funds)?;
    BALANCE_OF.save(
        deps.storage,
        (key_2.to_be_bytes().as_slice(), &info.sender),
        &balance_of,
    )?;
    events.push(transfer_single_event(
        &info.sender,
        &zero_address(),
        &info.sender,
        RECEIPT_ID,
        funds,
    ));
    Ok(Response::new().add_events(events))
}

/// `redeem(uint256 amount) external`
pub fn execute_redeem(
    mut deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    burn(
        deps.branch(),
        &info.sender,
        &mut events,
        info.sender.clone(),
        RECEIPT_ID,
        amount,
    )?;
    let key = RECEIPT_ID;
    let mut tokens = TOKENS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    tokens.minted = tokens.minted.checked_sub(amount)?;
    TOKENS.save(deps.storage, key.to_be_bytes().as_slice(), &tokens)?;
    payouts.transfer(deps.as_ref(), &env, &info.sender, amount)?;
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `setApprovalForAll(address operator, bool approved) external`
pub fn execute_set_approval_for_all(
    deps: DepsMut,
    info: MessageInfo,
    operator: Addr,
    approved: bool,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    IS_APPROVED_FOR_ALL.save(deps.storage, (&info.sender, &operator), &approved)?;
    events.push(approval_for_all_event(&info.sender, &operator, approved));
    Ok(Response::new().add_events(events))
}

/// `safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes) external`
pub fn execute_safe_transfer_from(
    mut deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    id: Uint256,
    value: Uint256,
    _value_2: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    check_operator(deps.as_ref(), &info.sender, from.clone())?;
    if is_zero_address(&to) {
        return Err(ContractError::MultiTokenVaultTransferToTheZeroAddress);
    }
    r#move(deps.branch(), from.clone(), to.clone(), id, value)?;
    events.push(transfer_single_event(&info.sender, &from, &to, id, value));
    Ok(Response::new().add_events(events))
}

/// `safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes) external`
pub fn execute_safe_batch_transfer_from(
    mut deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    ids: Vec<Uint256>,
    values: Vec<Uint256>,
    _value: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    check_operator(deps.as_ref(), &info.sender, from.clone())?;
    if is_zero_address(&to) {
        return Err(ContractError::MultiTokenVaultTransferToTheZeroAddress);
    }
    if Uint256::from(ids.len() as u64) != Uint256::from(values.len() as u64) {
        return Err(ContractError::ERC1155InvalidArrayLength {
            ids_length: Uint256::from(ids.len() as u64),
            values_length: Uint256::from(values.len() as u64),
        });
    }
    let mut i = Uint256::zero();
    while i < Uint256::from(ids.len() as u64) {
        r#move(
            deps.branch(),
            from.clone(),
            to.clone(),
            at(&ids, i)?,
            at(&values, i)?,
        )?;
        i = i.checked_add(Uint256::one())?;
    }
    events.push(transfer_batch_event(
        &info.sender,
        &from,
        &to,
        &ids,
        &values,
    ));
    Ok(Response::new().add_events(events))
}

/// `_burn(address from, uint256 id, uint256 value) private`
fn burn(
    deps: DepsMut,
    sender: &Addr,
    events: &mut Vec<Event>,
    from: Addr,
    id: Uint256,
    value: Uint256,
) -> Result<(), ContractError> {
    let from_balance = BALANCE_OF
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &from))?
        .unwrap_or_default();
    if from_balance < value {
        return Err(ContractError::ERC1155InsufficientBalance {
            sender: from.clone(),
            balance: from_balance,
            needed: value,
            token_id: id,
        });
    }
    let balance_of = from_balance.checked_sub(value)?;
    BALANCE_OF.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &from),
        &balance_of,
    )?;
    events.push(transfer_single_event(
        sender,
        &from,
        &zero_address(),
        id,
        value,
    ));
    Ok(())
}

/// `_checkOperator(address from) private view`
fn check_operator(deps: Deps, sender: &Addr, from: Addr) -> Result<(), ContractError> {
    if from != *sender
        && !IS_APPROVED_FOR_ALL
            .may_load(deps.storage, (&from, sender))?
            .unwrap_or_default()
    {
        return Err(ContractError::ERC1155MissingApprovalForAll {
            operator: sender.clone(),
            owner: from.clone(),
        });
    }
    Ok(())
}

/// `_move(address from, address to, uint256 id, uint256 value) private`
fn r#move(
    deps: DepsMut,
    from: Addr,
    to: Addr,
    id: Uint256,
    value: Uint256,
) -> Result<(), ContractError> {
    let from_balance = BALANCE_OF
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &from))?
        .unwrap_or_default();
    if from_balance < value {
        return Err(ContractError::ERC1155InsufficientBalance {
            sender: from.clone(),
            balance: from_balance,
            needed: value,
            token_id: id,
        });
    }
    // unchecked
    BALANCE_OF.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &from),
        &from_balance.wrapping_sub(value),
    )?;
    let balance_of = BALANCE_OF
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &to))?
        .unwrap_or_default()
        .checked_add(value)?;
    BALANCE_OF.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &to),
        &balance_of,
    )?;
    Ok(())
}

/// `event TransferSingle( address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value )`
fn transfer_single_event(
    operator: &Addr,
    from: &Addr,
    to: &Addr,
    id: Uint256,
    value: Uint256,
) -> Event {
    Event::new("TransferSingle")
        .add_attribute("operator", operator.as_str())
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("id", id.to_string())
        .add_attribute("value", value.to_string())
}

/// `event TransferBatch( address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values )`
fn transfer_batch_event(
    operator: &Addr,
    from: &Addr,
    to: &Addr,
    ids: &[Uint256],
    values: &[Uint256],
) -> Event {
    Event::new("TransferBatch")
        .add_attribute("operator", operator.as_str())
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("ids", to_json_string(&ids).unwrap_or_default())
        .add_attribute("values", to_json_string(&values).unwrap_or_default())
}

/// `event ApprovalForAll(address indexed account, address indexed operator, bool approved)`
fn approval_for_all_event(account: &Addr, operator: &Addr, approved: bool) -> Event {
    Event::new("ApprovalForAll")
        .add_attribute("account", account.as_str())
        .add_attribute("operator", operator.as_str())
        .add_attribute("approved", approved.to_string())
}

/// `event TokenCreated(uint256 indexed id, string label, uint256 maxSupply)`
fn token_created_event(id: Uint256, label: &str, max_supply: Uint256) -> Event {
    Event::new("TokenCreated")
        .add_attribute("id", id.to_string())
        .add_attribute("label", label)
        .add_attribute("maxSupply", max_supply.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::ReceiptId {} => to_json_binary(&RECEIPT_ID)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::BalanceOf { arg0, arg1 } => {
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &BALANCE_OF
                    .may_load(deps.storage, (arg0.to_be_bytes().as_slice(), &arg1))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::IsApprovedForAll { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &IS_APPROVED_FOR_ALL
                    .may_load(deps.storage, (&arg0, &arg1))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Tokens { arg0 } => to_json_binary(
            &TOKENS
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )?,
        QueryMsg::TokenIds { arg0 } => to_json_binary(
            &TOKEN_IDS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        TOKEN_IDS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::TokenCount {} => to_json_binary(&query_token_count(deps)?)?,
        QueryMsg::BalanceOfBatch { accounts, ids } => {
            let accounts = accounts
                .iter()
                .map(|a| parse_address(deps.api, a))
                .collect::<StdResult<Vec<_>>>()?;
            to_json_binary(&query_balance_of_batch(deps, accounts, ids)?)?
        }
    })
}

/// `tokenCount() external view returns (uint256)`
fn query_token_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        TOKEN_IDS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))
}

/// `balanceOfBatch(address[] accounts, uint256[] ids) external view returns (uint256[] balances)`
fn query_balance_of_batch(
    deps: Deps,
    accounts: Vec<Addr>,
    ids: Vec<Uint256>,
) -> Result<Vec<Uint256>, ContractError> {
    if Uint256::from(accounts.len() as u64) != Uint256::from(ids.len() as u64) {
        return Err(ContractError::ERC1155InvalidArrayLength {
            ids_length: Uint256::from(ids.len() as u64),
            values_length: Uint256::from(accounts.len() as u64),
        });
    }
    let mut balances = vec![Uint256::zero(); to_usize(Uint256::from(accounts.len() as u64))?];
    let mut i = Uint256::zero();
    while i < Uint256::from(accounts.len() as u64) {
        *at_mut(&mut balances, i)? = BALANCE_OF
            .may_load(
                deps.storage,
                (at(&ids, i)?.to_be_bytes().as_slice(), &at(&accounts, i)?),
            )?
            .unwrap_or_default();
        i = i.checked_add(Uint256::one())?;
    }
    Ok(balances)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
