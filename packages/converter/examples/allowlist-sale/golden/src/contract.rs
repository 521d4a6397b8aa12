#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    HexBinary, MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{
    ALLOWLISTED, CAP_PER_BUYER, CREDITS, PRICE, ROLES, ROLES_MEMBERS, SALE_OPEN, SOLD,
};

const CONTRACT_NAME: &str = "crates.io:allowlist-sale";
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

/// `keccak256`: Keccak-256 as the EVM computes it (the pre-standard SHA-3 padding).
fn keccak256(data: &[u8]) -> HexBinary {
    const RATE: usize = 136;
    let mut state = [0u64; 25];
    let mut padded = data.to_vec();
    padded.push(0x01);
    padded.resize(padded.len().div_ceil(RATE) * RATE, 0);
    let last = padded.len() - 1;
    padded[last] |= 0x80;
    for block in padded.chunks(RATE) {
        for (lane, bytes) in state.iter_mut().zip(block.chunks(8)) {
            let mut b = [0u8; 8];
            b.copy_from_slice(bytes);
            *lane ^= u64::from_le_bytes(b);
        }
        keccak_f(&mut state);
    }
    let mut out = Vec::with_capacity(32);
    for lane in state.iter().take(4) {
        out.extend_from_slice(&lane.to_le_bytes());
    }
    HexBinary::from(out)
}

/// The Keccak-f[1600] permutation.
fn keccak_f(state: &mut [u64; 25]) {
    const ROUND_CONSTANTS: [u64; 24] = [
        0x0000000000000001,
        0x0000000000008082,
        0x800000000000808a,
        0x8000000080008000,
        0x000000000000808b,
        0x0000000080000001,
        0x8000000080008081,
        0x8000000000008009,
        0x000000000000008a,
        0x0000000000000088,
        0x0000000080008009,
        0x000000008000000a,
        0x000000008000808b,
        0x800000000000008b,
        0x8000000000008089,
        0x8000000000008003,
        0x8000000000008002,
        0x8000000000000080,
        0x000000000000800a,
        0x800000008000000a,
        0x8000000080008081,
        0x8000000000008080,
        0x0000000080000001,
        0x8000000080008008,
    ];
    const ROTATIONS: [u32; 24] = [
        1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44,
    ];
    const LANES: [usize; 24] = [
        10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1,
    ];
    for round_constant in ROUND_CONSTANTS {
        let mut columns = [0u64; 5];
        for (x, column) in columns.iter_mut().enumerate() {
            *column = state[x] ^ state[x + 5] ^ state[x + 10] ^ state[x + 15] ^ state[x + 20];
        }
        for x in 0..5 {
            let t = columns[(x + 4) % 5] ^ columns[(x + 1) % 5].rotate_left(1);
            for y in 0..5 {
                state[5 * y + x] ^= t;
            }
        }
        let mut carry = state[1];
        for (lane, rotation) in LANES.iter().zip(ROTATIONS) {
            let next = state[*lane];
            state[*lane] = carry.rotate_left(rotation);
            carry = next;
        }
        for y in 0..5 {
            let mut row = [0u64; 5];
            row.copy_from_slice(&state[5 * y..5 * y + 5]);
            for x in 0..5 {
                state[5 * y + x] ^= !row[(x + 1) % 5] & row[(x + 2) % 5];
            }
        }
        state[0] ^= round_constant;
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

/// `constructor(uint256 price_, uint256 capPerBuyer_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    mut deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let mut events = vec![];
    let price = msg.price;
    let cap_per_buyer = msg.cap_per_buyer;
    // AllowlistSale
    SALE_OPEN.save(deps.storage, &false)?;
    SOLD.save(deps.storage, &Uint256::zero())?;
    PRICE.save(deps.storage, &price)?;
    CAP_PER_BUYER.save(deps.storage, &cap_per_buyer)?;
    grant_role(
        deps.branch(),
        &info.sender,
        &mut events,
        HexBinary::from(vec![0u8; 32]),
        info.sender.clone(),
    )?;
    set_role_admin(
        deps.branch(),
        &mut events,
        keccak256("ALLOWLISTER_ROLE".as_bytes()),
        keccak256("SALE_MANAGER_ROLE".as_bytes()),
    )?;
    Ok(Response::new().add_events(events))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    match msg {
        ExecuteMsg::GrantRole { role, account } => {
            nonpayable(&info)?;
            if role.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            let account = parse_address(deps.api, &account)?;
            execute_grant_role(deps, info, role, account)
        }
        ExecuteMsg::RevokeRole { role, account } => {
            nonpayable(&info)?;
            if role.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            let account = parse_address(deps.api, &account)?;
            execute_revoke_role(deps, info, role, account)
        }
        ExecuteMsg::RenounceRole {
            role,
            caller_confirmation,
        } => {
            nonpayable(&info)?;
            if role.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            let caller_confirmation = parse_address(deps.api, &caller_confirmation)?;
            execute_renounce_role(deps, info, role, caller_confirmation)
        }
        ExecuteMsg::SetSaleOpen { open } => {
            nonpayable(&info)?;
            execute_set_sale_open(deps, info, open)
        }
        ExecuteMsg::SetAllowlisted { accounts, allowed } => {
            nonpayable(&info)?;
            let accounts = accounts
                .iter()
                .map(|a| parse_address(deps.api, a))
                .collect::<StdResult<Vec<_>>>()?;
            execute_set_allowlisted(deps, info, accounts, allowed)
        }
        ExecuteMsg::Buy { quantity } => execute_buy(deps, info, quantity),
        ExecuteMsg::Withdraw { to } => {
            nonpayable(&info)?;
            let to = parse_address(deps.api, &to)?;
            execute_withdraw(deps, env, info, to)
        }
    }
}

/// `modifier onlyRole(bytes32 role)`
fn only_role(deps: Deps, sender: &Addr, role: HexBinary) -> Result<(), ContractError> {
    if !query_has_role(deps, role.clone(), sender.clone())? {
        return Err(ContractError::AccessControlUnauthorizedAccount {
            account: sender.clone(),
            needed_role: role.clone(),
        });
    }
    Ok(())
}

/// `grantRole(bytes32 role, address account) public onlyRole(getRoleAdmin(role))`
pub fn execute_grant_role(
    mut deps: DepsMut,
    info: MessageInfo,
    role: HexBinary,
    account: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_role(
        deps.as_ref(),
        &info.sender,
        query_get_role_admin(deps.as_ref(), role.clone())?,
    )?;
    grant_role(
        deps.branch(),
        &info.sender,
        &mut events,
        role.clone(),
        account.clone(),
    )?;
    Ok(Response::new().add_events(events))
}

/// `revokeRole(bytes32 role, address account) public onlyRole(getRoleAdmin(role))`
pub fn execute_revoke_role(
    mut deps: DepsMut,
    info: MessageInfo,
    role: HexBinary,
    account: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_role(
        deps.as_ref(),
        &info.sender,
        query_get_role_admin(deps.as_ref(), role.clone())?,
    )?;
    revoke_role(
        deps.branch(),
        &info.sender,
        &mut events,
        role.clone(),
        account.clone(),
    )?;
    Ok(Response::new().add_events(events))
}

/// `renounceRole(bytes32 role, address callerConfirmation) public`
pub fn execute_renounce_role(
    mut deps: DepsMut,
    info: MessageInfo,
    role: HexBinary,
    caller_confirmation: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if caller_confirmation != info.sender {
        return Err(ContractError::AccessControlBadConfirmation);
    }
    revoke_role(
        deps.branch(),
        &info.sender,
        &mut events,
        role.clone(),
        caller_confirmation.clone(),
    )?;
    Ok(Response::new().add_events(events))
}

/// `setSaleOpen(bool open) external onlyRole(SALE_MANAGER_ROLE)`
pub fn execute_set_sale_open(
    deps: DepsMut,
    info: MessageInfo,
    open: bool,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_role(
        deps.as_ref(),
        &info.sender,
        keccak256("SALE_MANAGER_ROLE".as_bytes()),
    )?;
    SALE_OPEN.save(deps.storage, &open)?;
    events.push(sale_toggled_event(open));
    Ok(Response::new().add_events(events))
}

/// `setAllowlisted(address[] accounts, bool allowed) external onlyRole(ALLOWLISTER_ROLE)`
pub fn execute_set_allowlisted(
    deps: DepsMut,
    info: MessageInfo,
    accounts: Vec<Addr>,
    allowed: bool,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_role(
        deps.as_ref(),
        &info.sender,
        keccak256("ALLOWLISTER_ROLE".as_bytes()),
    )?;
    let mut i = Uint256::zero();
    while i < Uint256::from(accounts.len() as u64) {
        let key = at(&accounts, i)?;
        ALLOWLISTED.save(deps.storage, &key, &allowed)?;
        events.push(allowlisted_event(&at(&accounts, i)?, allowed));
        i = i.checked_add(Uint256::one())?;
    }
    Ok(Response::new().add_events(events))
}

/// `buy(uint256 quantity) external payable`
pub fn execute_buy(
    deps: DepsMut,
    info: MessageInfo,
    quantity: Uint256,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if !SALE_OPEN.load(deps.storage)? {
        return Err(ContractError::SaleClosed);
    }
    if !ALLOWLISTED
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
    {
        return Err(ContractError::NotAllowlisted {
            account: info.sender.clone(),
        });
    }
    let remaining = CAP_PER_BUYER.load(deps.storage)?.checked_sub(
        CREDITS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default(),
    )?;
    if quantity > remaining {
        return Err(ContractError::CapExceeded {
            buyer: info.sender.clone(),
            requested: quantity,
            remaining,
        });
    }
    let cost = quantity.checked_mul(PRICE.load(deps.storage)?)?;
    if funds != cost {
        return Err(ContractError::IncorrectPayment {
            sent: funds,
            expected: cost,
        });
    }
    let credits = CREDITS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_add(quantity)?;
    CREDITS.save(deps.storage, &info.sender, &credits)?;
    let sold = SOLD.load(deps.storage)?.checked_add(quantity)?;
    SOLD.save(deps.storage, &sold)?;
    events.push(purchased_event(&info.sender, quantity, cost));
    Ok(Response::new().add_events(events))
}

/// `withdraw(address payable to) external onlyRole(DEFAULT_ADMIN_ROLE)`
pub fn execute_withdraw(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    to: Addr,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    only_role(deps.as_ref(), &info.sender, HexBinary::from(vec![0u8; 32]))?;
    payouts.transfer(
        deps.as_ref(),
        &env,
        &to,
        payouts.self_balance(deps.as_ref(), &env)?,
    )?;
    Ok(Response::new().add_messages(payouts.msgs))
}

/// `_grantRole(bytes32 role, address account) internal returns (bool)`
fn grant_role(
    deps: DepsMut,
    sender: &Addr,
    events: &mut Vec<Event>,
    role: HexBinary,
    account: Addr,
) -> Result<bool, ContractError> {
    if query_has_role(deps.as_ref(), role.clone(), account.clone())? {
        return Ok(false);
    }
    ROLES_MEMBERS.save(deps.storage, (role.as_slice(), &account), &true)?;
    events.push(role_granted_event(&role, &account, sender));
    Ok(true)
}

/// `_setRoleAdmin(bytes32 role, bytes32 adminRole) internal`
fn set_role_admin(
    deps: DepsMut,
    events: &mut Vec<Event>,
    role: HexBinary,
    admin_role: HexBinary,
) -> Result<(), ContractError> {
    let previous = query_get_role_admin(deps.as_ref(), role.clone())?;
    let mut roles = ROLES
        .may_load(deps.storage, role.as_slice())?
        .unwrap_or_default();
    roles.admin_role = admin_role.clone();
    ROLES.save(deps.storage, role.as_slice(), &roles)?;
    events.push(role_admin_changed_event(&role, &previous, &admin_role));
    Ok(())
}

/// `_revokeRole(bytes32 role, address account) internal returns (bool)`
fn revoke_role(
    deps: DepsMut,
    sender: &Addr,
    events: &mut Vec<Event>,
    role: HexBinary,
    account: Addr,
) -> Result<bool, ContractError> {
    if !query_has_role(deps.as_ref(), role.clone(), account.clone())? {
        return Ok(false);
    }
    ROLES_MEMBERS.save(deps.storage, (role.as_slice(), &account), &false)?;
    events.push(role_revoked_event(&role, &account, sender));
    Ok(true)
}

/// `event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)`
fn role_granted_event(role: &HexBinary, account: &Addr, sender: &Addr) -> Event {
    Event::new("RoleGranted")
        .add_attribute("role", role.to_hex())
        .add_attribute("account", account.as_str())
        .add_attribute("sender", sender.as_str())
}

/// `event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)`
fn role_revoked_event(role: &HexBinary, account: &Addr, sender: &Addr) -> Event {
    Event::new("RoleRevoked")
        .add_attribute("role", role.to_hex())
        .add_attribute("account", account.as_str())
        .add_attribute("sender", sender.as_str())
}

/// `event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)`
fn role_admin_changed_event(
    role: &HexBinary,
    previous_admin_role: &HexBinary,
    new_admin_role: &HexBinary,
) -> Event {
    Event::new("RoleAdminChanged")
        .add_attribute("role", role.to_hex())
        .add_attribute("previousAdminRole", previous_admin_role.to_hex())
        .add_attribute("newAdminRole", new_admin_role.to_hex())
}

/// `event Allowlisted(address indexed account, bool allowed)`
fn allowlisted_event(account: &Addr, allowed: bool) -> Event {
    Event::new("Allowlisted")
        .add_attribute("account", account.as_str())
        .add_attribute("allowed", allowed.to_string())
}

/// `event Purchased(address indexed buyer, uint256 quantity, uint256 paid)`
fn purchased_event(buyer: &Addr, quantity: Uint256, paid: Uint256) -> Event {
    Event::new("Purchased")
        .add_attribute("buyer", buyer.as_str())
        .add_attribute("quantity", quantity.to_string())
        .add_attribute("paid", paid.to_string())
}

/// `event SaleToggled(bool open)`
fn sale_toggled_event(open: bool) -> Event {
    Event::new("SaleToggled").add_attribute("open", open.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::DefaultAdminRole {} => to_json_binary(&HexBinary::from(vec![0u8; 32]))?,
        QueryMsg::HasRole { role, account } => {
            if role.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_has_role(deps, role, account)?)?
        }
        QueryMsg::GetRoleAdmin { role } => {
            if role.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(&query_get_role_admin(deps, role)?)?
        }
        QueryMsg::SaleManagerRole {} => to_json_binary(&keccak256("SALE_MANAGER_ROLE".as_bytes()))?,
        QueryMsg::AllowlisterRole {} => to_json_binary(&keccak256("ALLOWLISTER_ROLE".as_bytes()))?,
        QueryMsg::Price {} => to_json_binary(&PRICE.load(deps.storage)?)?,
        QueryMsg::CapPerBuyer {} => to_json_binary(&CAP_PER_BUYER.load(deps.storage)?)?,
        QueryMsg::SaleOpen {} => to_json_binary(&SALE_OPEN.load(deps.storage)?)?,
        QueryMsg::Sold {} => to_json_binary(&SOLD.load(deps.storage)?)?,
        QueryMsg::Allowlisted { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &ALLOWLISTED
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Credits { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&CREDITS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
    })
}

/// `getRoleAdmin(bytes32 role) public view returns (bytes32)`
fn query_get_role_admin(deps: Deps, role: HexBinary) -> Result<HexBinary, ContractError> {
    Ok(ROLES
        .may_load(deps.storage, role.as_slice())?
        .unwrap_or_default()
        .admin_role)
}

/// `hasRole(bytes32 role, address account) public view returns (bool)`
fn query_has_role(deps: Deps, role: HexBinary, account: Addr) -> Result<bool, ContractError> {
    Ok(ROLES_MEMBERS
        .may_load(deps.storage, (role.as_slice(), &account))?
        .unwrap_or_default())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
