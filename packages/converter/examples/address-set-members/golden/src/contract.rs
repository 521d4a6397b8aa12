#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, CanonicalAddr, Deps, DepsMut, Env, Event, HexBinary,
    MessageInfo, Response, StdError, StdResult, Uint128, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, Set};
use crate::state::{SetRef, JOINED_AT, LAST_PACKED, MEMBERS, OWNER};

const CONTRACT_NAME: &str = "crates.io:address-set-members";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// `block.timestamp`
fn block_timestamp(env: &Env) -> Uint256 {
    Uint256::from(env.block.time.seconds())
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

/// `address(uint160(x))`: the bech32 address of the 20 bytes of `x`; 0 is `address(0)`.
fn address_from_uint160(api: &dyn Api, x: Uint256) -> StdResult<Addr> {
    if x.is_zero() {
        return Ok(Addr::unchecked(""));
    }
    api.addr_humanize(&CanonicalAddr::from(&x.to_be_bytes()[12..]))
}

/// `address(uint160(uint256(b)))` of a word: its canonical bytes, the low 20 if the top 12 are
/// zero, all 32 otherwise (the word of a 32-byte address, see `address_to_word`); 0 is `address(0)`.
fn address_from_word(api: &dyn Api, x: Uint256) -> StdResult<Addr> {
    if x.is_zero() {
        return Ok(Addr::unchecked(""));
    }
    let word = x.to_be_bytes();
    let start = if word[..12].iter().all(|b| *b == 0) {
        12
    } else {
        0
    };
    api.addr_humanize(&CanonicalAddr::from(&word[start..]))
}

/// `uint160(a)`: the 20 bytes behind a bech32 address as a number; `address(0)` is 0. An
/// address of another length (a 32-byte contract address) has no `uint160` and fails.
fn address_to_uint160(api: &dyn Api, addr: &Addr) -> StdResult<Uint256> {
    if addr.as_str().is_empty() {
        return Ok(Uint256::zero());
    }
    let canonical = api.addr_canonicalize(addr.as_str())?;
    let Ok(bytes) = <[u8; 20]>::try_from(canonical.as_slice()) else {
        return Err(StdError::generic_err(format!(
            "uint160({addr}): a {}-byte address has no 20-byte number",
            canonical.len()
        )));
    };
    let mut word = [0u8; 32];
    word[12..].copy_from_slice(&bytes);
    Ok(Uint256::from_be_bytes(word))
}

/// `uint256(uint160(a))` used as an opaque word: the canonical bytes of `a` left-padded to 32,
/// for 20- and 32-byte addresses alike; `address(0)` is 0. Other lengths would not read back
/// (see `address_from_word`) and fail.
fn address_to_word(api: &dyn Api, addr: &Addr) -> StdResult<Uint256> {
    if addr.as_str().is_empty() {
        return Ok(Uint256::zero());
    }
    let canonical = api.addr_canonicalize(addr.as_str())?;
    if canonical.len() != 20 && canonical.len() != 32 {
        return Err(StdError::generic_err(format!(
            "uint256(uint160({addr})): a {}-byte address has no word",
            canonical.len()
        )));
    }
    let mut word = [0u8; 32];
    word[32 - canonical.len()..].copy_from_slice(canonical.as_slice());
    Ok(Uint256::from_be_bytes(word))
}

fn bitor_uint256(a: Uint256, b: Uint256) -> Uint256 {
    let (a, b) = (to_word_uint256(a), to_word_uint256(b));
    let mut w = [0u8; 32];
    for (i, byte) in w.iter_mut().enumerate() {
        *byte = a[i] | b[i];
    }
    from_word_uint256(w)
}

/// The low 160 bits of a word as a `uint160` (Solidity's truncating conversion).
fn from_word_uint160(w: [u8; 32]) -> Uint256 {
    let w = word_truncate(w, 160, false);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Uint256::from_be_bytes(b)
}

/// The low 256 bits of a word as a `uint256` (Solidity's truncating conversion).
fn from_word_uint256(w: [u8; 32]) -> Uint256 {
    let w = word_truncate(w, 256, false);
    let mut b = [0u8; 32];
    b.copy_from_slice(&w[0..]);
    Uint256::from_be_bytes(b)
}

/// `x << shift`: bits shifted out are lost, as in Solidity.
fn shl_uint256(x: Uint256, shift: u32) -> Uint256 {
    x.checked_shl(shift).unwrap_or(Uint256::zero())
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
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
    // AddressSetMembers
    MEMBERS.save(deps.storage, &Set::default())?;
    LAST_PACKED.save(deps.storage, &Uint256::zero())?;
    OWNER.save(deps.storage, &info.sender)?;
    Ok(Response::new())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    match msg {
        ExecuteMsg::Add { account } => {
            let account = parse_address(deps.api, &account)?;
            execute_add(deps, env, info, account)
        }
        ExecuteMsg::Remove { account } => {
            let account = parse_address(deps.api, &account)?;
            execute_remove(deps, info, account)
        }
        ExecuteMsg::Pack { account, flag } => {
            let account = parse_address(deps.api, &account)?;
            execute_pack(deps, account, flag)
        }
    }
}

/// `add(address account) external returns (bool added)`
pub fn execute_add(
    mut deps: DepsMut,
    env: Env,
    info: MessageInfo,
    account: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner {
            caller: info.sender.clone(),
        });
    }
    let mut set = MEMBERS.load(deps.storage)?;
    let result = address_words_add(deps.branch(), &mut set, &SetRef::Members, account.clone())?;
    MEMBERS.save(deps.storage, &set)?;
    let added = result;
    if added {
        let key = address_to_word(deps.api, &account)?;
        JOINED_AT.save(
            deps.storage,
            key.to_be_bytes().as_slice(),
            &block_timestamp(&env),
        )?;
        events.push(member_added_event(&account));
    }
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&added)?))
}

/// `remove(address account) external returns (bool removed)`
pub fn execute_remove(
    mut deps: DepsMut,
    info: MessageInfo,
    account: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner {
            caller: info.sender.clone(),
        });
    }
    let mut set = MEMBERS.load(deps.storage)?;
    let result = address_words_remove(deps.branch(), &mut set, &SetRef::Members, account.clone())?;
    MEMBERS.save(deps.storage, &set)?;
    let removed = result;
    if removed {
        events.push(member_removed_event(&account));
    }
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&removed)?))
}

/// `pack(address account, bool flag) external returns (uint256 packed)`
pub fn execute_pack(deps: DepsMut, account: Addr, flag: bool) -> Result<Response, ContractError> {
    let packed = bitor_uint256(
        address_to_uint160(deps.api, &account)?,
        if flag {
            shl_uint256(Uint256::one(), 160)
        } else {
            Uint256::zero()
        },
    );
    LAST_PACKED.save(deps.storage, &packed)?;
    Ok(Response::new().set_data(to_json_binary(&packed)?))
}

/// `add(Set set, address account) internal returns (bool)`
fn address_words_add(
    deps: DepsMut,
    set: &mut Set,
    set_ref: &SetRef,
    account: Addr,
) -> Result<bool, ContractError> {
    let word = HexBinary::from(
        address_to_word(deps.api, &account)?
            .to_be_bytes()
            .as_slice(),
    );
    if set_ref
        .may_load_positions(deps.storage, word.as_slice())?
        .unwrap_or_default()
        != Uint256::zero()
    {
        return Ok(false);
    }
    set.values.push(word.clone());
    set_ref.save_positions(
        deps.storage,
        word.as_slice(),
        &Uint256::from(set.values.len() as u64),
    )?;
    Ok(true)
}

/// `remove(Set set, address account) internal returns (bool)`
fn address_words_remove(
    deps: DepsMut,
    set: &mut Set,
    set_ref: &SetRef,
    account: Addr,
) -> Result<bool, ContractError> {
    let word = HexBinary::from(
        address_to_word(deps.api, &account)?
            .to_be_bytes()
            .as_slice(),
    );
    let position = set_ref
        .may_load_positions(deps.storage, word.as_slice())?
        .unwrap_or_default();
    if position == Uint256::zero() {
        return Ok(false);
    }
    let last = at(
        &set.values,
        Uint256::from(set.values.len() as u64).checked_sub(Uint256::one())?,
    )?;
    let index = position.checked_sub(Uint256::one())?;
    *at_mut(&mut set.values, index)? = last.clone();
    set_ref.save_positions(deps.storage, last.as_slice(), &position)?;
    set.values
        .pop()
        .ok_or(ContractError::Panic { code: 0x31 })?;
    set_ref.remove_positions(deps.storage, word.as_slice());
    Ok(true)
}

/// `at(Set set, uint256 index) internal view returns (address)`
fn address_words_at(deps: Deps, set: &Set, index: Uint256) -> Result<Addr, ContractError> {
    Ok(address_from_word(
        deps.api,
        Uint256::from_be_bytes(at(&set.values, index)?.to_array()?),
    )?)
}

/// `event MemberAdded(address indexed account)`
fn member_added_event(account: &Addr) -> Event {
    Event::new("MemberAdded").add_attribute("account", account.as_str())
}

/// `event MemberRemoved(address indexed account)`
fn member_removed_event(account: &Addr) -> Event {
    Event::new("MemberRemoved").add_attribute("account", account.as_str())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::LastPacked {} => to_json_binary(&LAST_PACKED.load(deps.storage)?)?,
        QueryMsg::Count {} => to_json_binary(&query_count(deps)?)?,
        QueryMsg::MemberAt { index } => to_json_binary(&query_member_at(deps, index)?)?,
        QueryMsg::List {} => to_json_binary(&query_list(deps)?)?,
        QueryMsg::WordOf { account } => {
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_word_of(deps, account)?)?
        }
        QueryMsg::IsWordOf { word, account } => {
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_is_word_of(deps, word, account)?)?
        }
        QueryMsg::Joined { account } => {
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_joined(deps, account)?)?
        }
        QueryMsg::Unpack { packed } => to_json_binary(&query_unpack(deps, packed)?)?,
    })
}

/// `count() external view returns (uint256)`
fn query_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        MEMBERS.load(deps.storage)?.values.len() as u64
    ))
}

/// `memberAt(uint256 index) external view returns (address)`
fn query_member_at(deps: Deps, index: Uint256) -> Result<Addr, ContractError> {
    address_words_at(deps, &MEMBERS.load(deps.storage)?, index)
}

/// `list() external view returns (address[] out)`
fn query_list(deps: Deps) -> Result<Vec<Addr>, ContractError> {
    let mut out = vec![
        Addr::unchecked("");
        to_usize(Uint256::from(
            MEMBERS.load(deps.storage)?.values.len() as u64
        ))?
    ];
    let mut i = Uint256::zero();
    while i < Uint256::from(out.len() as u64) {
        *at_mut(&mut out, i)? = address_words_at(deps, &MEMBERS.load(deps.storage)?, i)?;
        i = i.checked_add(Uint256::one())?;
    }
    Ok(out)
}

/// `wordOf(address account) external pure returns (bytes32)`
fn query_word_of(deps: Deps, account: Addr) -> Result<HexBinary, ContractError> {
    Ok(HexBinary::from(
        address_to_word(deps.api, &account)?
            .to_be_bytes()
            .as_slice(),
    ))
}

/// `isWordOf(uint256 word, address account) external pure returns (bool)`
fn query_is_word_of(deps: Deps, word: Uint256, account: Addr) -> Result<bool, ContractError> {
    Ok(word == address_to_word(deps.api, &account)?)
}

/// `joined(address account) external view returns (uint256)`
fn query_joined(deps: Deps, account: Addr) -> Result<Uint256, ContractError> {
    Ok(JOINED_AT
        .may_load(
            deps.storage,
            address_to_word(deps.api, &account)?
                .to_be_bytes()
                .as_slice(),
        )?
        .unwrap_or_default())
}

/// `unpack(uint256 packed) external pure returns (address)`
fn query_unpack(deps: Deps, packed: Uint256) -> Result<Addr, ContractError> {
    Ok(address_from_uint160(
        deps.api,
        from_word_uint160(to_word_uint256(packed)),
    )?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
