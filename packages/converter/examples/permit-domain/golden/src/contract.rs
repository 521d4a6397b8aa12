#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, CanonicalAddr, Deps, DepsMut, Env, Event, HexBinary,
    MessageInfo, Response, StdResult, Uint256,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{ALLOWANCE, CACHED_CHAIN_ID, CACHED_DOMAIN_SEPARATOR, CACHED_THIS, NONCES};

const CONTRACT_NAME: &str = "crates.io:permit-domain";
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

/// Sign- or zero-extends big-endian bytes to a 32-byte word.
fn word_from_be(bytes: &[u8], negative: bool) -> [u8; 32] {
    let mut w = if negative { [0xff; 32] } else { [0u8; 32] };
    w[32 - bytes.len()..].copy_from_slice(bytes);
    w
}

/// `block.chainid`: a CosmWasm chain id is text (`cosmoshub-4`), so this is the Keccak-256 of
/// that text as a number: the same on every call on one chain and different between chains, which
/// is what EIP-712 domains and replay checks need, but not the EVM's number (1 on Ethereum).
fn block_chainid(env: &Env) -> Uint256 {
    Uint256::from_be_bytes(
        keccak256(env.block.chain_id.as_bytes())
            .to_array()
            .unwrap_or([0u8; 32]),
    )
}

/// `ecrecover`: the Ethereum address that signed `hash` (the last 20 bytes of the Keccak-256 of
/// the recovered public key) as the bech32 address of those 20 bytes; `address(0)` for an invalid
/// signature, as on the EVM. The EVM also accepts the mirrored `s` (above half the group order),
/// which recovers the same key with the other parity; secp256k1_recover_pubkey wants the low one.
fn ecrecover(api: &dyn Api, hash: &HexBinary, v: u8, r: &HexBinary, s: &HexBinary) -> Addr {
    const ORDER: [u8; 32] = [
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xfe, 0xba, 0xae, 0xdc, 0xe6, 0xaf, 0x48, 0xa0, 0x3b, 0xbf, 0xd2, 0x5e, 0x8c, 0xd0, 0x36,
        0x41, 0x41,
    ];
    let zero = Addr::unchecked("");
    let (Ok(r), Ok(s)) = (r.to_array::<32>(), s.to_array::<32>()) else {
        return zero;
    };
    if v != 27 && v != 28 {
        return zero;
    }
    let order = Uint256::from_be_bytes(ORDER);
    let mut s = Uint256::from_be_bytes(s);
    let mut parity = v - 27;
    if s > order >> 1 && s < order {
        s = order - s;
        parity ^= 1;
    }
    let mut signature = [0u8; 64];
    signature[..32].copy_from_slice(&r);
    signature[32..].copy_from_slice(&s.to_be_bytes());
    match api.secp256k1_recover_pubkey(hash.as_slice(), &signature, parity) {
        // the uncompressed key: 0x04, then x and y
        Ok(key) if key.len() == 65 && key[0] == 4 => {
            let digest = keccak256(&key[1..]);
            api.addr_humanize(&CanonicalAddr::from(&digest.as_slice()[12..]))
                .unwrap_or(zero)
        }
        _ => zero,
    }
}

/// A `uint256` as a 32-byte big-endian two's complement word.
fn to_word_uint256(x: Uint256) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// `constructor()`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    _msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    // PermitDomain
    CACHED_DOMAIN_SEPARATOR.save(deps.storage, &HexBinary::from(vec![0u8; 32]))?;
    CACHED_CHAIN_ID.save(deps.storage, &block_chainid(&env))?;
    CACHED_THIS.save(deps.storage, &env.contract.address)?;
    let cached_domain_separator = build_domain_separator(&env)?;
    CACHED_DOMAIN_SEPARATOR.save(deps.storage, &cached_domain_separator)?;
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
        ExecuteMsg::Permit {
            owner,
            spender,
            value,
            deadline,
            v,
            r,
            s,
        } => {
            let owner = parse_address(deps.api, &owner)?;
            let spender = parse_address(deps.api, &spender)?;
            if r.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            if s.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            execute_permit(deps, env, owner, spender, value, deadline, v, r, s)
        }
    }
}

/// `permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external`
pub fn execute_permit(
    deps: DepsMut,
    env: Env,
    owner: Addr,
    spender: Addr,
    value: Uint256,
    deadline: Uint256,
    v: u8,
    r: HexBinary,
    s: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if block_timestamp(&env) > deadline {
        return Err(ContractError::ERC2612ExpiredSignature { deadline });
    }
    let old = NONCES.may_load(deps.storage, &owner)?.unwrap_or_default();
    let new = old.checked_add(Uint256::one())?;
    NONCES.save(deps.storage, &owner, &new)?;
    let struct_hash = keccak256(&[keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)".as_bytes()).as_slice(), &[0u8; 0], owner.as_bytes(), &vec![0u8; (32 - owner.as_bytes().len() % 32) % 32], spender.as_bytes(), &vec![0u8; (32 - spender.as_bytes().len() % 32) % 32], &to_word_uint256(value), &to_word_uint256(old), &to_word_uint256(deadline)].concat());
    let digest = keccak256(
        &[
            "\u{0019}\u{0001}".to_string().as_bytes(),
            query_domain_separator(deps.as_ref(), &env)?.as_slice(),
            struct_hash.as_slice(),
        ]
        .concat(),
    );
    let signer = ecrecover(deps.api, &digest, v, &r, &s);
    if signer != owner {
        return Err(ContractError::ERC2612InvalidSigner {
            signer: signer.clone(),
            owner: owner.clone(),
        });
    }
    ALLOWANCE.save(deps.storage, (&owner, &spender), &value)?;
    events.push(approval_event(&owner, &spender, value));
    Ok(Response::new().add_events(events))
}

/// `_buildDomainSeparator() private view returns (bytes32)`
fn build_domain_separator(env: &Env) -> Result<HexBinary, ContractError> {
    Ok(keccak256(&[keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)".as_bytes()).as_slice(), &[0u8; 0], keccak256("Permit Domain".as_bytes()).as_slice(), &[0u8; 0], keccak256("1".as_bytes()).as_slice(), &[0u8; 0], &to_word_uint256(block_chainid(env)), env.contract.address.as_bytes(), &vec![0u8; (32 - env.contract.address.as_bytes().len() % 32) % 32]].concat()))
}

/// `event Approval(address indexed owner, address indexed spender, uint256 value)`
fn approval_event(owner: &Addr, spender: &Addr, value: Uint256) -> Event {
    Event::new("Approval")
        .add_attribute("owner", owner.as_str())
        .add_attribute("spender", spender.as_str())
        .add_attribute("value", value.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Nonces { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&NONCES.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Allowance { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &ALLOWANCE
                    .may_load(deps.storage, (&arg0, &arg1))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::DomainSeparator {} => to_json_binary(&query_domain_separator(deps, &env)?)?,
        QueryMsg::DomainIsCached {} => to_json_binary(&query_domain_is_cached(deps, &env)?)?,
        QueryMsg::ChainId {} => to_json_binary(&query_chain_id(&env)?)?,
    })
}

/// `DOMAIN_SEPARATOR() public view returns (bytes32)`
fn query_domain_separator(deps: Deps, env: &Env) -> Result<HexBinary, ContractError> {
    if env.contract.address == CACHED_THIS.load(deps.storage)?
        && block_chainid(env) == CACHED_CHAIN_ID.load(deps.storage)?
    {
        return Ok(CACHED_DOMAIN_SEPARATOR.load(deps.storage)?);
    }
    build_domain_separator(env)
}

/// `domainIsCached() external view returns (bool)`
fn query_domain_is_cached(deps: Deps, env: &Env) -> Result<bool, ContractError> {
    Ok(
        query_domain_separator(deps, env)? == CACHED_DOMAIN_SEPARATOR.load(deps.storage)?
            && build_domain_separator(env)? == CACHED_DOMAIN_SEPARATOR.load(deps.storage)?,
    )
}

/// `chainId() external view returns (uint256)`
fn query_chain_id(env: &Env) -> Result<Uint256, ContractError> {
    Ok(block_chainid(env))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
