#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, Deps, DepsMut, Env, Event, HexBinary, MessageInfo, Response,
    StdResult, Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{Counter, ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{
    BALANCES, BASE_TOKEN_URI, BURNED, MAX_SUPPLY, MINTER, NAME, OPERATOR_APPROVALS, OWNED, OWNERS,
    RARITY, SYMBOL, TOKEN_APPROVALS, TOKEN_IDS,
};

const CONTRACT_NAME: &str = "crates.io:game-items";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

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

/// `constructor(uint256 _maxSupply, string base)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let max_supply = msg.max_supply;
    let base = msg.base;
    // GameItems: state variables
    TOKEN_IDS.save(deps.storage, &Counter::default())?;
    BURNED.save(deps.storage, &Uint256::zero())?;
    let name = "GameItem".to_string();
    let symbol = "ITM".to_string();
    // ERC721
    NAME.save(deps.storage, &name)?;
    SYMBOL.save(deps.storage, &symbol)?;
    // GameItems
    MINTER.save(deps.storage, &info.sender)?;
    MAX_SUPPLY.save(deps.storage, &max_supply)?;
    BASE_TOKEN_URI.save(deps.storage, &base)?;
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
        ExecuteMsg::AwardItem { player, rarity } => {
            let player = parse_address(deps.api, &player)?;
            execute_award_item(deps, info, player, rarity)
        }
        ExecuteMsg::Burn { token_id } => execute_burn(deps, info, token_id),
    }
}

/// `modifier onlyMinter`
fn only_minter(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != MINTER.load(deps.storage)? {
        return Err(ContractError::GameItemsNotMinter);
    }
    Ok(())
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

/// `awardItem(address player, uint8 _rarity) public onlyMinter returns (uint256)`
pub fn execute_award_item(
    mut deps: DepsMut,
    info: MessageInfo,
    player: Addr,
    rarity: u8,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_minter(deps.as_ref(), &info.sender)?;
    if counters_current(deps.as_ref(), &TOKEN_IDS.load(deps.storage)?)?
        >= MAX_SUPPLY.load(deps.storage)?
    {
        return Err(ContractError::SoldOut);
    }
    let mut counter = TOKEN_IDS.load(deps.storage)?;
    counters_increment(deps.branch(), &mut counter)?;
    TOKEN_IDS.save(deps.storage, &counter)?;
    let new_item_id = counters_current(deps.as_ref(), &TOKEN_IDS.load(deps.storage)?)?;
    mint(deps.branch(), &mut events, player.clone(), new_item_id)?;
    RARITY.save(deps.storage, new_item_id.to_be_bytes().as_slice(), &rarity)?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&new_item_id)?))
}

/// `burn(uint256 tokenId) external`
pub fn execute_burn(
    mut deps: DepsMut,
    info: MessageInfo,
    token_id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if !is_approved_or_owner(deps.as_ref(), info.sender.clone(), token_id)? {
        return Err(ContractError::NotAllowed);
    }
    burn(deps.branch(), &mut events, token_id)?;
    let burned = BURNED.load(deps.storage)?.checked_add(Uint256::one())?;
    BURNED.save(deps.storage, &burned)?;
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
    mut deps: DepsMut,
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
    before_token_transfer(
        deps.branch(),
        from.clone(),
        to.clone(),
        token_id,
        Uint256::one(),
    )?;
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

/// `current(Counter counter) internal view returns (uint256)`
fn counters_current(_deps: Deps, counter: &Counter) -> Result<Uint256, ContractError> {
    Ok(counter.value)
}

/// `increment(Counter counter) internal`
fn counters_increment(_deps: DepsMut, counter: &mut Counter) -> Result<(), ContractError> {
    // unchecked
    counter.value = counter.value.wrapping_add(Uint256::one());
    Ok(())
}

/// `_mint(address to, uint256 tokenId) internal`
fn mint(
    mut deps: DepsMut,
    events: &mut Vec<Event>,
    to: Addr,
    token_id: Uint256,
) -> Result<(), ContractError> {
    if is_zero_address(&to) {
        return Err(ContractError::Erc721MintToTheZeroAddress);
    }
    if exists(deps.as_ref(), token_id)? {
        return Err(ContractError::Erc721TokenAlreadyMinted);
    }
    before_token_transfer(
        deps.branch(),
        zero_address(),
        to.clone(),
        token_id,
        Uint256::one(),
    )?;
    // unchecked
    let balances = BALANCES
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .wrapping_add(Uint256::one());
    BALANCES.save(deps.storage, &to, &balances)?;
    OWNERS.save(deps.storage, token_id.to_be_bytes().as_slice(), &to)?;
    events.push(transfer_event(&zero_address(), &to, token_id));
    Ok(())
}

/// `_burn(uint256 tokenId) internal`
fn burn(
    mut deps: DepsMut,
    events: &mut Vec<Event>,
    token_id: Uint256,
) -> Result<(), ContractError> {
    let owner = query_owner_of(deps.as_ref(), token_id)?;
    before_token_transfer(
        deps.branch(),
        owner.clone(),
        zero_address(),
        token_id,
        Uint256::one(),
    )?;
    TOKEN_APPROVALS.remove(deps.storage, token_id.to_be_bytes().as_slice());
    // unchecked
    let balances = BALANCES
        .may_load(deps.storage, &owner)?
        .unwrap_or_default()
        .wrapping_sub(Uint256::one());
    BALANCES.save(deps.storage, &owner, &balances)?;
    OWNERS.remove(deps.storage, token_id.to_be_bytes().as_slice());
    events.push(transfer_event(&owner, &zero_address(), token_id));
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
    deps: DepsMut,
    from: Addr,
    to: Addr,
    first_token_id: Uint256,
    batch_size: Uint256,
) -> Result<(), ContractError> {
    before_token_transfer_erc721(from.clone(), to.clone(), first_token_id, batch_size)?;
    if !is_zero_address(&to) {
        let mut owned = OWNED.may_load(deps.storage, &to)?.unwrap_or_default();
        owned.push(first_token_id);
        OWNED.save(deps.storage, &to, &owned)?;
    }
    if !is_zero_address(&from) {
        let mut i = Uint256::zero();
        while i < Uint256::from(
            OWNED
                .may_load(deps.storage, &from)?
                .unwrap_or_default()
                .len() as u64,
        ) {
            if at(&OWNED.may_load(deps.storage, &from)?.unwrap_or_default(), i)? == first_token_id {
                let mut owned_2 = OWNED.may_load(deps.storage, &from)?.unwrap_or_default();
                *at_mut(&mut owned_2, i)? = at(
                    &OWNED.may_load(deps.storage, &from)?.unwrap_or_default(),
                    Uint256::from(
                        OWNED
                            .may_load(deps.storage, &from)?
                            .unwrap_or_default()
                            .len() as u64,
                    )
                    .checked_sub(Uint256::one())?,
                )?;
                OWNED.save(deps.storage, &from, &owned_2)?;
                let mut owned_3 = OWNED.may_load(deps.storage, &from)?.unwrap_or_default();
                owned_3.pop().ok_or(ContractError::Panic { code: 0x31 })?;
                OWNED.save(deps.storage, &from, &owned_3)?;
                break;
            }
            i = i.checked_add(Uint256::one())?;
        }
    }
    Ok(())
}

/// `_exists(uint256 tokenId) internal view returns (bool)`
fn exists(deps: Deps, token_id: Uint256) -> Result<bool, ContractError> {
    Ok(!is_zero_address(&owner_of(deps, token_id)?))
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
fn base_uri(deps: Deps) -> Result<String, ContractError> {
    Ok(BASE_TOKEN_URI.load(deps.storage)?)
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

/// `_beforeTokenTransfer(address from, address to, uint256 firstTokenId, uint256 batchSize) internal`
fn before_token_transfer_erc721(
    _from: Addr,
    _to: Addr,
    _first_token_id: Uint256,
    _batch_size: Uint256,
) -> Result<(), ContractError> {
    Ok(())
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
        QueryMsg::Minter {} => to_json_binary(&MINTER.load(deps.storage)?)?,
        QueryMsg::MaxSupply {} => to_json_binary(&MAX_SUPPLY.load(deps.storage)?)?,
        QueryMsg::Burned {} => to_json_binary(&BURNED.load(deps.storage)?)?,
        QueryMsg::Rarity { arg0 } => to_json_binary(
            &RARITY
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )?,
        QueryMsg::TotalSupply {} => to_json_binary(&query_total_supply(deps)?)?,
        QueryMsg::TokensOf { owner } => {
            let owner = parse_address(deps.api, &owner)?;
            to_json_binary(&query_tokens_of(deps, owner)?)?
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
    let base_uri = base_uri(deps)?;
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

/// `totalSupply() external view returns (uint256)`
fn query_total_supply(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(counters_current(deps, &TOKEN_IDS.load(deps.storage)?)?
        .checked_sub(BURNED.load(deps.storage)?)?)
}

/// `tokensOf(address owner) external view returns (uint256[])`
fn query_tokens_of(deps: Deps, owner: Addr) -> Result<Vec<Uint256>, ContractError> {
    Ok(OWNED.may_load(deps.storage, &owner)?.unwrap_or_default())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
