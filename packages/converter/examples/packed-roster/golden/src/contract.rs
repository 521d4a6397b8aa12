#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, CanonicalAddr, Deps, DepsMut, Env, Event, HexBinary,
    MessageInfo, Response, StdError, StdResult, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{EntryResponse, ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg, UnpackResponse};
use crate::state::{ENTRIES, ENTRIES_LENGTH, OWNER};

const CONTRACT_NAME: &str = "crates.io:packed-roster";
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

/// `address(bytes20(b))`: the bech32 address of the 20 bytes; all zeros is `address(0)`.
fn address_from_bytes20(api: &dyn Api, b: &HexBinary) -> StdResult<Addr> {
    if b.as_slice().iter().all(|x| *x == 0) {
        return Ok(Addr::unchecked(""));
    }
    api.addr_humanize(&CanonicalAddr::from(b.as_slice()))
}

/// `address(uint160(x))`: the bech32 address of the 20 bytes of `x`; 0 is `address(0)`.
fn address_from_uint160(api: &dyn Api, x: Uint256) -> StdResult<Addr> {
    if x.is_zero() {
        return Ok(Addr::unchecked(""));
    }
    api.addr_humanize(&CanonicalAddr::from(&x.to_be_bytes()[12..]))
}

/// An address literal (`0x5B38…`): the bech32 address of its 20 bytes on this chain.
fn address_literal(api: &dyn Api, hex: &str) -> StdResult<Addr> {
    api.addr_humanize(&CanonicalAddr::from(HexBinary::from_hex(hex)?.as_slice()))
}

/// `bytes20(a)`: the 20 bytes behind a bech32 address (see `address_to_uint160`).
fn address_to_bytes20(api: &dyn Api, addr: &Addr) -> StdResult<HexBinary> {
    Ok(HexBinary::from(
        &address_to_uint160(api, addr)?.to_be_bytes()[12..],
    ))
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

fn bitor_uint256(a: Uint256, b: Uint256) -> Uint256 {
    let (a, b) = (to_word_uint256(a), to_word_uint256(b));
    let mut w = [0u8; 32];
    for (i, byte) in w.iter_mut().enumerate() {
        *byte = a[i] | b[i];
    }
    from_word_uint256(w)
}

/// Checked arithmetic at the declared width: a `uint160` result outside its range is an overflow.
fn check_uint160(x: Uint256) -> Result<Uint256, ContractError> {
    if from_word_uint160(to_word_uint160(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
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

/// The low 8 bits of a word as a `uint8` (Solidity's truncating conversion).
fn from_word_uint8(w: [u8; 32]) -> u8 {
    let w = word_truncate(w, 8, false);
    let mut b = [0u8; 1];
    b.copy_from_slice(&w[31..]);
    u8::from_be_bytes(b)
}

/// `x << shift`: bits shifted out are lost, as in Solidity.
fn shl_uint256(x: Uint256, shift: u32) -> Uint256 {
    x.checked_shl(shift).unwrap_or(Uint256::zero())
}

/// `x >> shift` (arithmetic for signed types).
fn shr_uint256(x: Uint256, shift: u32) -> Uint256 {
    x.checked_shr(shift).unwrap_or(Uint256::zero())
}

/// A `uint160` as a 32-byte big-endian two's complement word.
fn to_word_uint160(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
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
    // PackedRoster
    OWNER.save(deps.storage, &info.sender)?;
    let value = query_pack(
        deps.as_ref(),
        address_literal(deps.api, "5b38da6a701c568545dcfcb03fcb875f56beddc4")?,
        1u8,
    )?;
    let entries_length = ENTRIES_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    ENTRIES.save(
        deps.storage,
        Uint256::from(entries_length).to_be_bytes().as_slice(),
        &value,
    )?;
    ENTRIES_LENGTH.save(deps.storage, &(entries_length + 1))?;
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
        ExecuteMsg::Enroll { member, role } => {
            let member = parse_address(deps.api, &member)?;
            execute_enroll(deps, info, member, role)
        }
    }
}

/// `enroll(address member, uint8 role) external`
pub fn execute_enroll(
    deps: DepsMut,
    info: MessageInfo,
    member: Addr,
    role: u8,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::OwnerOnly);
    }
    if is_zero_address(&member) {
        return Err(ContractError::ZeroMember);
    }
    let packed = query_pack(deps.as_ref(), member.clone(), role)?;
    let entries_length = ENTRIES_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    ENTRIES.save(
        deps.storage,
        Uint256::from(entries_length).to_be_bytes().as_slice(),
        &packed,
    )?;
    ENTRIES_LENGTH.save(deps.storage, &(entries_length + 1))?;
    events.push(enrolled_event(&member, role, packed));
    Ok(Response::new().add_events(events))
}

/// `event Enrolled(address indexed member, uint8 role, uint256 packed)`
fn enrolled_event(member: &Addr, role: u8, packed: Uint256) -> Event {
    Event::new("Enrolled")
        .add_attribute("member", member.as_str())
        .add_attribute("role", role.to_string())
        .add_attribute("packed", packed.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Foundation {} => to_json_binary(&address_literal(
            deps.api,
            "5b38da6a701c568545dcfcb03fcb875f56beddc4",
        )?)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Pack { member, role } => {
            let member = parse_address(deps.api, &member)?;
            to_json_binary(&query_pack(deps, member, role)?)?
        }
        QueryMsg::Unpack { packed } => {
            let (member, role) = query_unpack(deps, packed)?;
            to_json_binary(&UnpackResponse { member, role })?
        }
        QueryMsg::Entry { i } => {
            let (member, role) = query_entry(deps, i)?;
            to_json_binary(&EntryResponse { member, role })?
        }
        QueryMsg::Count {} => to_json_binary(&query_count(deps)?)?,
        QueryMsg::RoleOf { member } => {
            let member = parse_address(deps.api, &member)?;
            to_json_binary(&query_role_of(deps, member)?)?
        }
        QueryMsg::IsFoundation { a } => {
            let a = parse_address(deps.api, &a)?;
            to_json_binary(&query_is_foundation(deps, a)?)?
        }
        QueryMsg::NumberOf { a } => {
            let a = parse_address(deps.api, &a)?;
            to_json_binary(&query_number_of(deps, a)?)?
        }
        QueryMsg::FromNumber { n } => {
            check_uint160(n)?;
            to_json_binary(&query_from_number(deps, n)?)?
        }
        QueryMsg::ToBytes { a } => {
            let a = parse_address(deps.api, &a)?;
            to_json_binary(&query_to_bytes(deps, a)?)?
        }
        QueryMsg::FromBytes { b } => {
            if b.len() != 20 {
                return Err(ContractError::Bytes20NeedsExactly20Bytes);
            }
            to_json_binary(&query_from_bytes(deps, b)?)?
        }
        QueryMsg::Next { a } => {
            let a = parse_address(deps.api, &a)?;
            to_json_binary(&query_next(deps, a)?)?
        }
    })
}

/// `pack(address member, uint8 role) public pure returns (uint256)`
fn query_pack(deps: Deps, member: Addr, role: u8) -> Result<Uint256, ContractError> {
    Ok(bitor_uint256(
        address_to_uint160(deps.api, &member)?,
        shl_uint256(Uint256::from(role), 160),
    ))
}

/// `unpack(uint256 packed) public pure returns (address member, uint8 role)`
fn query_unpack(deps: Deps, packed: Uint256) -> Result<(Addr, u8), ContractError> {
    let member = address_from_uint160(deps.api, from_word_uint160(to_word_uint256(packed)))?;
    let role = from_word_uint8(to_word_uint256(shr_uint256(packed, 160)));
    Ok((member, role))
}

/// `entry(uint256 i) external view returns (address member, uint8 role)`
fn query_entry(deps: Deps, i: Uint256) -> Result<(Addr, u8), ContractError> {
    let (ret0, ret1) = query_unpack(
        deps,
        ENTRIES
            .may_load(
                deps.storage,
                element_index(
                    i,
                    ENTRIES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default(),
    )?;
    Ok((ret0, ret1))
}

/// `count() external view returns (uint256)`
fn query_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(
        ENTRIES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    ))
}

/// `roleOf(address member) external view returns (uint8)`
fn query_role_of(deps: Deps, member: Addr) -> Result<u8, ContractError> {
    let mut i = Uint256::zero();
    while i < Uint256::from(ENTRIES_LENGTH.may_load(deps.storage)?.unwrap_or_default()) {
        let (m, r) = query_unpack(
            deps,
            ENTRIES
                .may_load(
                    deps.storage,
                    element_index(
                        i,
                        ENTRIES_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?;
        if m == member {
            return Ok(r);
        }
        i = i.checked_add(Uint256::one())?;
    }
    Ok(0u8)
}

/// `isFoundation(address a) external pure returns (bool)`
fn query_is_foundation(deps: Deps, a: Addr) -> Result<bool, ContractError> {
    Ok(a == address_literal(deps.api, "5b38da6a701c568545dcfcb03fcb875f56beddc4")?)
}

/// `numberOf(address a) external pure returns (uint160)`
fn query_number_of(deps: Deps, a: Addr) -> Result<Uint256, ContractError> {
    Ok(address_to_uint160(deps.api, &a)?)
}

/// `fromNumber(uint160 n) external pure returns (address)`
fn query_from_number(deps: Deps, n: Uint256) -> Result<Addr, ContractError> {
    Ok(address_from_uint160(deps.api, n)?)
}

/// `toBytes(address a) external pure returns (bytes20)`
fn query_to_bytes(deps: Deps, a: Addr) -> Result<HexBinary, ContractError> {
    Ok(address_to_bytes20(deps.api, &a)?)
}

/// `fromBytes(bytes20 b) external pure returns (address)`
fn query_from_bytes(deps: Deps, b: HexBinary) -> Result<Addr, ContractError> {
    Ok(address_from_bytes20(deps.api, &b)?)
}

/// `next(address a) external pure returns (address)`
fn query_next(deps: Deps, a: Addr) -> Result<Addr, ContractError> {
    Ok(address_from_uint160(
        deps.api,
        check_uint160(address_to_uint160(deps.api, &a)?.checked_add(Uint256::one())?)?,
    )?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
