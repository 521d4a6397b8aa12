#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary, MessageInfo, Response,
    StdResult, Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{BALANCES, NAME, OPERATOR_APPROVALS, OWNERS, SYMBOL, TOKEN_APPROVALS};

const CONTRACT_NAME: &str = "crates.io:erc721";
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

/// Sign- or zero-extends big-endian bytes to a 32-byte word.
fn word_from_be(bytes: &[u8], negative: bool) -> [u8; 32] {
    let mut w = if negative { [0xff; 32] } else { [0u8; 32] };
    w[32 - bytes.len()..].copy_from_slice(bytes);
    w
}

/// Keeps the low `bits` bits of a word, sign-extending them for signed types.
fn word_truncate(mut w: [u8; 32], bits: usize, signed: bool) -> [u8; 32] {
    let top = 31 - (bits - 1) / 8;
    let negative = signed && (w[top] >> ((bits - 1) % 8)) & 1 == 1;
    for (i, byte) in w.iter_mut().enumerate() {
        let low_bit = (31 - i) * 8;
        if low_bit >= bits {
            *byte = if negative { 0xff } else { 0 };
        } else if low_bit + 8 > bits {
            let mask = (1u8 << (bits - low_bit)) - 1;
            *byte = if negative {
                *byte | !mask
            } else {
                *byte & mask
            };
        }
    }
    w
}

/// The low 8 bits of a word as a `uint8` (Solidity's truncating conversion).
fn from_word_uint8(w: [u8; 32]) -> u8 {
    let w = word_truncate(w, 8, false);
    let mut b = [0u8; 1];
    b.copy_from_slice(&w[31..]);
    u8::from_be_bytes(b)
}

/// `b[i] = v` on a memory `bytes` (an index past the end fails with `Panic(0x32)`).
fn set_byte(b: &HexBinary, i: Uint256, v: &HexBinary) -> Result<HexBinary, ContractError> {
    let mut bytes = b.to_vec();
    let byte = at_mut(&mut bytes, i)?;
    *byte = v.first().copied().unwrap_or_default();
    Ok(HexBinary::from(bytes))
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// `constructor(string name_, string symbol_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let name = msg.name;
    let symbol = msg.symbol;
    // ERC721
    NAME.save(deps.storage, &name)?;
    SYMBOL.save(deps.storage, &symbol)?;
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
        ExecuteMsg::Approve { to, token_id } => {
            let to = parse_address(deps.api, &to)?;
            execute_approve(deps, info, to, token_id)
        }
        ExecuteMsg::SetApprovalForAll { operator, approved } => {
            let operator = parse_address(deps.api, &operator)?;
            execute_set_approval_for_all(deps, info, operator, approved)
        }
        ExecuteMsg::TransferFrom { from, to, token_id } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_transfer_from(deps, info, from, to, token_id)
        }
        ExecuteMsg::SafeTransferFrom { from, to, token_id } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_safe_transfer_from(deps, info, from, to, token_id)
        }
        ExecuteMsg::SafeTransferFrom2 {
            from,
            to,
            token_id,
            data,
        } => {
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_safe_transfer_from_2(deps, info, from, to, token_id, data)
        }
    }
}

/// `approve(address to, uint256 tokenId) public`
pub fn execute_approve(
    mut deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    token_id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let owner = query_owner_of(deps.as_ref(), token_id)?;
    if to == owner {
        return Err(ContractError::Erc721ApprovalToCurrentOwner);
    }
    if !(info.sender == owner
        || query_is_approved_for_all(deps.as_ref(), owner.clone(), info.sender.clone())?)
    {
        return Err(ContractError::Erc721ApproveCallerIsNotToken);
    }
    approve(deps.branch(), &mut events, to.clone(), token_id)?;
    Ok(Response::new().add_events(events))
}

/// `setApprovalForAll(address operator, bool approved) public`
pub fn execute_set_approval_for_all(
    mut deps: DepsMut,
    info: MessageInfo,
    operator: Addr,
    approved: bool,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    set_approval_for_all(
        deps.branch(),
        &mut events,
        info.sender.clone(),
        operator.clone(),
        approved,
    )?;
    Ok(Response::new().add_events(events))
}

/// `transferFrom(address from, address to, uint256 tokenId) public`
pub fn execute_transfer_from(
    mut deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    token_id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if !is_approved_or_owner(deps.as_ref(), info.sender.clone(), token_id)? {
        return Err(ContractError::Erc721CallerIsNotTokenOwnerOrApproved);
    }
    transfer(
        deps.branch(),
        &mut events,
        from.clone(),
        to.clone(),
        token_id,
    )?;
    Ok(Response::new().add_events(events))
}

/// `safeTransferFrom(address from, address to, uint256 tokenId) public`
pub fn execute_safe_transfer_from(
    mut deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    token_id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    safe_transfer_from(
        deps.branch(),
        &info.sender,
        &mut events,
        from.clone(),
        to.clone(),
        token_id,
        HexBinary::default(),
    )?;
    Ok(Response::new().add_events(events))
}

/// `safeTransferFrom(address from, address to, uint256 tokenId, bytes data) public`
pub fn execute_safe_transfer_from_2(
    mut deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    token_id: Uint256,
    _data: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if !is_approved_or_owner(deps.as_ref(), info.sender.clone(), token_id)? {
        return Err(ContractError::Erc721CallerIsNotTokenOwnerOrApproved);
    }
    transfer(
        deps.branch(),
        &mut events,
        from.clone(),
        to.clone(),
        token_id,
    )?;
    Ok(Response::new().add_events(events))
}

/// `_approve(address to, uint256 tokenId) internal`
fn approve(
    deps: DepsMut,
    events: &mut Vec<Event>,
    to: Addr,
    token_id: Uint256,
) -> Result<(), ContractError> {
    TOKEN_APPROVALS.save(deps.storage, token_id.to_be_bytes().as_slice(), &to)?;
    events.push(approval_event(
        &query_owner_of(deps.as_ref(), token_id)?,
        &to,
        token_id,
    ));
    Ok(())
}

/// `_setApprovalForAll(address owner, address operator, bool approved) internal`
fn set_approval_for_all(
    deps: DepsMut,
    events: &mut Vec<Event>,
    owner: Addr,
    operator: Addr,
    approved: bool,
) -> Result<(), ContractError> {
    if owner == operator {
        return Err(ContractError::Erc721ApproveToCaller);
    }
    OPERATOR_APPROVALS.save(deps.storage, (&owner, &operator), &approved)?;
    events.push(approval_for_all_event(&owner, &operator, approved));
    Ok(())
}

/// `_isApprovedOrOwner(address spender, uint256 tokenId) internal view returns (bool)`
fn is_approved_or_owner(
    deps: Deps,
    spender: Addr,
    token_id: Uint256,
) -> Result<bool, ContractError> {
    let owner = query_owner_of(deps, token_id)?;
    Ok(spender == owner
        || query_is_approved_for_all(deps, owner.clone(), spender.clone())?
        || query_get_approved(deps, token_id)? == spender)
}

/// `_transfer(address from, address to, uint256 tokenId) internal`
fn transfer(
    deps: DepsMut,
    events: &mut Vec<Event>,
    from: Addr,
    to: Addr,
    token_id: Uint256,
) -> Result<(), ContractError> {
    if query_owner_of(deps.as_ref(), token_id)? != from {
        return Err(ContractError::Erc721TransferFromIncorrectOwner);
    }
    if is_zero_address(&to) {
        return Err(ContractError::Erc721TransferToTheZeroAddress);
    }
    before_token_transfer(from.clone(), to.clone(), token_id, Uint256::one())?;
    TOKEN_APPROVALS.remove(deps.storage, token_id.to_be_bytes().as_slice());
    // unchecked
    let balances = BALANCES
        .may_load(deps.storage, &from)?
        .unwrap_or_default()
        .wrapping_sub(Uint256::one());
    BALANCES.save(deps.storage, &from, &balances)?;
    let balances_2 = BALANCES
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .wrapping_add(Uint256::one());
    BALANCES.save(deps.storage, &to, &balances_2)?;
    OWNERS.save(deps.storage, token_id.to_be_bytes().as_slice(), &to)?;
    events.push(transfer_event(&from, &to, token_id));
    Ok(())
}

/// `safeTransferFrom(address from, address to, uint256 tokenId, bytes data) public`
fn safe_transfer_from(
    mut deps: DepsMut,
    sender: &Addr,
    events: &mut Vec<Event>,
    from: Addr,
    to: Addr,
    token_id: Uint256,
    _data: HexBinary,
) -> Result<(), ContractError> {
    if !is_approved_or_owner(deps.as_ref(), sender.clone(), token_id)? {
        return Err(ContractError::Erc721CallerIsNotTokenOwnerOrApproved);
    }
    transfer(deps.branch(), events, from.clone(), to.clone(), token_id)?;
    Ok(())
}

/// `_ownerOf(uint256 tokenId) internal view returns (address)`
fn owner_of(deps: Deps, token_id: Uint256) -> Result<Addr, ContractError> {
    Ok(OWNERS
        .may_load(deps.storage, token_id.to_be_bytes().as_slice())?
        .unwrap_or_else(|| Addr::unchecked("")))
}

/// `_beforeTokenTransfer(address from, address to, uint256 firstTokenId, uint256 batchSize) internal`
fn before_token_transfer(
    _from: Addr,
    _to: Addr,
    _first_token_id: Uint256,
    _batch_size: Uint256,
) -> Result<(), ContractError> {
    Ok(())
}

/// `supportsInterface(bytes4 interfaceId) public view returns (bool)`
fn supports_interface(interface_id: HexBinary) -> Result<bool, ContractError> {
    Ok(interface_id == HexBinary::from_hex("01ffc9a7")?)
}

/// `_requireMinted(uint256 tokenId) internal view`
fn require_minted(deps: Deps, token_id: Uint256) -> Result<(), ContractError> {
    if !exists(deps, token_id)? {
        return Err(ContractError::Erc721InvalidTokenId);
    }
    Ok(())
}

/// `_baseURI() internal view returns (string)`
fn base_uri() -> Result<String, ContractError> {
    Ok("".to_string())
}

/// `toString(uint256 value) internal pure returns (string)`
fn strings_to_string(mut value: Uint256) -> Result<String, ContractError> {
    if value == Uint256::zero() {
        return Ok("0".to_string());
    }
    let mut temp = value;
    let mut digits = Uint256::zero();
    while temp != Uint256::zero() {
        digits = digits.checked_add(Uint256::one())?;
        temp = temp.checked_div(Uint256::from_u128(10))?;
    }
    let mut buffer = HexBinary::from(vec![0u8; to_usize(digits)?]);
    while value != Uint256::zero() {
        digits = digits.checked_sub(Uint256::one())?;
        buffer = set_byte(
            &buffer,
            digits,
            &HexBinary::from(
                from_word_uint8(to_word_uint256(
                    Uint256::from_u128(48)
                        .checked_add(value.checked_rem(Uint256::from_u128(10))?)?,
                ))
                .to_be_bytes()
                .as_slice(),
            ),
        )?;
        value = value.checked_div(Uint256::from_u128(10))?;
    }
    Ok(String::from_utf8_lossy(buffer.as_slice()).into_owned())
}

/// `_exists(uint256 tokenId) internal view returns (bool)`
fn exists(deps: Deps, token_id: Uint256) -> Result<bool, ContractError> {
    Ok(!is_zero_address(&owner_of(deps, token_id)?))
}

/// `event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)`
fn transfer_event(from: &Addr, to: &Addr, token_id: Uint256) -> Event {
    Event::new("Transfer")
        .add_attribute("from", from.as_str())
        .add_attribute("to", to.as_str())
        .add_attribute("tokenId", token_id.to_string())
}

/// `event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)`
fn approval_event(owner: &Addr, approved: &Addr, token_id: Uint256) -> Event {
    Event::new("Approval")
        .add_attribute("owner", owner.as_str())
        .add_attribute("approved", approved.as_str())
        .add_attribute("tokenId", token_id.to_string())
}

/// `event ApprovalForAll(address indexed owner, address indexed operator, bool approved)`
fn approval_for_all_event(owner: &Addr, operator: &Addr, approved: bool) -> Event {
    Event::new("ApprovalForAll")
        .add_attribute("owner", owner.as_str())
        .add_attribute("operator", operator.as_str())
        .add_attribute("approved", approved.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::SupportsInterface { interface_id } => {
            if interface_id.len() != 4 {
                return Err(ContractError::Bytes4NeedsExactly4Bytes);
            }
            to_json_binary(&query_supports_interface(interface_id)?)?
        }
        QueryMsg::BalanceOf { owner } => {
            let owner = parse_address(deps.api, &owner)?;
            to_json_binary(&query_balance_of(deps, owner)?)?
        }
        QueryMsg::OwnerOf { token_id } => to_json_binary(&query_owner_of(deps, token_id)?)?,
        QueryMsg::Name {} => to_json_binary(&query_name(deps)?)?,
        QueryMsg::Symbol {} => to_json_binary(&query_symbol(deps)?)?,
        QueryMsg::TokenUri { token_id } => to_json_binary(&query_token_uri(deps, token_id)?)?,
        QueryMsg::GetApproved { token_id } => to_json_binary(&query_get_approved(deps, token_id)?)?,
        QueryMsg::IsApprovedForAll { owner, operator } => {
            let owner = parse_address(deps.api, &owner)?;
            let operator = parse_address(deps.api, &operator)?;
            to_json_binary(&query_is_approved_for_all(deps, owner, operator)?)?
        }
    })
}

/// `ownerOf(uint256 tokenId) public view returns (address)`
fn query_owner_of(deps: Deps, token_id: Uint256) -> Result<Addr, ContractError> {
    let owner = owner_of(deps, token_id)?;
    if is_zero_address(&owner) {
        return Err(ContractError::Erc721InvalidTokenId);
    }
    Ok(owner.clone())
}

/// `isApprovedForAll(address owner, address operator) public view returns (bool)`
fn query_is_approved_for_all(
    deps: Deps,
    owner: Addr,
    operator: Addr,
) -> Result<bool, ContractError> {
    Ok(OPERATOR_APPROVALS
        .may_load(deps.storage, (&owner, &operator))?
        .unwrap_or_default())
}

/// `supportsInterface(bytes4 interfaceId) public view returns (bool)`
fn query_supports_interface(interface_id: HexBinary) -> Result<bool, ContractError> {
    Ok(interface_id == HexBinary::from_hex("80ac58cd")?
        || interface_id == HexBinary::from_hex("5b5e139f")?
        || supports_interface(interface_id.clone())?)
}

/// `balanceOf(address owner) public view returns (uint256)`
fn query_balance_of(deps: Deps, owner: Addr) -> Result<Uint256, ContractError> {
    if is_zero_address(&owner) {
        return Err(ContractError::Erc721AddressZeroIsNotAValidOwner);
    }
    Ok(BALANCES.may_load(deps.storage, &owner)?.unwrap_or_default())
}

/// `name() public view returns (string)`
fn query_name(deps: Deps) -> Result<String, ContractError> {
    Ok(NAME.load(deps.storage)?)
}

/// `symbol() public view returns (string)`
fn query_symbol(deps: Deps) -> Result<String, ContractError> {
    Ok(SYMBOL.load(deps.storage)?)
}

/// `tokenURI(uint256 tokenId) public view returns (string)`
fn query_token_uri(deps: Deps, token_id: Uint256) -> Result<String, ContractError> {
    require_minted(deps, token_id)?;
    let base_uri = base_uri()?;
    Ok(if Uint256::from(base_uri.len() as u64) > Uint256::zero() {
        String::from_utf8_lossy(
            HexBinary::from(
                [base_uri.as_bytes(), strings_to_string(token_id)?.as_bytes()].concat(),
            )
            .as_slice(),
        )
        .into_owned()
    } else {
        "".to_string()
    })
}

/// `getApproved(uint256 tokenId) public view returns (address)`
fn query_get_approved(deps: Deps, token_id: Uint256) -> Result<Addr, ContractError> {
    require_minted(deps, token_id)?;
    Ok(TOKEN_APPROVALS
        .may_load(deps.storage, token_id.to_be_bytes().as_slice())?
        .unwrap_or_else(|| Addr::unchecked("")))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
