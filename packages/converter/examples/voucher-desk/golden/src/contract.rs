#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, CanonicalAddr, Deps, DepsMut, Env, Event, HexBinary,
    MessageInfo, Response, StdResult, Uint256, Uint64,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{CREDIT, ISSUER, OWNER, REDEEMED, TOTAL_REDEEMED};

const CONTRACT_NAME: &str = "crates.io:voucher-desk";
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

/// The ABI encoding of a `bytes` or `string` value: its length, then the data padded to whole words.
fn abi_tail_bytes(data: &[u8]) -> Vec<u8> {
    let mut out = to_word_uint64(Uint64::new(data.len() as u64)).to_vec();
    out.extend_from_slice(data);
    out.resize(out.len() + (32 - data.len() % 32) % 32, 0);
    out
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

/// A `uint64` as a 32-byte big-endian two's complement word.
fn to_word_uint64(x: Uint64) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), false)
}

/// `constructor(address issuer_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let issuer = parse_address(deps.api, &msg.issuer)?;
    // VoucherDesk
    TOTAL_REDEEMED.save(deps.storage, &Uint256::zero())?;
    ISSUER.save(deps.storage, &issuer)?;
    OWNER.save(deps.storage, &info.sender)?;
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
        ExecuteMsg::Redeem {
            id,
            amount,
            v,
            r,
            s,
        } => {
            if r.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            if s.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            execute_redeem(deps, info, id, amount, v, r, s)
        }
        ExecuteMsg::SetIssuer { next } => {
            let next = parse_address(deps.api, &next)?;
            execute_set_issuer(deps, info, next)
        }
    }
}

/// `redeem(uint256 id, uint256 amount, uint8 v, bytes32 r, bytes32 s) external`
pub fn execute_redeem(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint256,
    amount: Uint256,
    v: u8,
    r: HexBinary,
    s: HexBinary,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let voucher = query_voucher_hash(id, amount)?;
    if REDEEMED
        .may_load(deps.storage, voucher.as_slice())?
        .unwrap_or_default()
    {
        return Err(ContractError::AlreadyRedeemed {
            voucher: voucher.clone(),
        });
    }
    let signer = ecrecover(
        deps.api,
        &query_to_eth_signed_message_hash(voucher.clone())?,
        v,
        &r,
        &s,
    );
    if is_zero_address(&signer) || signer != ISSUER.load(deps.storage)? {
        return Err(ContractError::BadSignature {
            recovered: signer.clone(),
        });
    }
    REDEEMED.save(deps.storage, voucher.as_slice(), &true)?;
    let credit = CREDIT
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_add(amount)?;
    CREDIT.save(deps.storage, &info.sender, &credit)?;
    let total_redeemed = TOTAL_REDEEMED.load(deps.storage)?.checked_add(amount)?;
    TOTAL_REDEEMED.save(deps.storage, &total_redeemed)?;
    events.push(redeemed_event(&voucher, &info.sender, amount));
    Ok(Response::new().add_events(events))
}

/// `setIssuer(address next) external`
pub fn execute_set_issuer(
    deps: DepsMut,
    info: MessageInfo,
    next: Addr,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if info.sender != OWNER.load(deps.storage)? {
        return Err(ContractError::OwnerOnly);
    }
    if is_zero_address(&next) {
        return Err(ContractError::ZeroIssuer);
    }
    events.push(issuer_changed_event(&ISSUER.load(deps.storage)?, &next));
    ISSUER.save(deps.storage, &next)?;
    Ok(Response::new().add_events(events))
}

/// `event Redeemed(bytes32 indexed voucher, address indexed holder, uint256 amount)`
fn redeemed_event(voucher: &HexBinary, holder: &Addr, amount: Uint256) -> Event {
    Event::new("Redeemed")
        .add_attribute("voucher", voucher.to_hex())
        .add_attribute("holder", holder.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event IssuerChanged(address previous, address next)`
fn issuer_changed_event(previous: &Addr, next: &Addr) -> Event {
    Event::new("IssuerChanged")
        .add_attribute("previous", previous.as_str())
        .add_attribute("next", next.as_str())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Issuer {} => to_json_binary(&ISSUER.load(deps.storage)?)?,
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::Redeemed { arg0 } => {
            if arg0.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(
                &REDEEMED
                    .may_load(deps.storage, arg0.as_slice())?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Credit { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&CREDIT.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::TotalRedeemed {} => to_json_binary(&TOTAL_REDEEMED.load(deps.storage)?)?,
        QueryMsg::VoucherHash { id, amount } => to_json_binary(&query_voucher_hash(id, amount)?)?,
        QueryMsg::ToEthSignedMessageHash { hash } => {
            if hash.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(&query_to_eth_signed_message_hash(hash)?)?
        }
        QueryMsg::Recover { digest, v, r, s } => {
            if digest.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            if r.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            if s.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(&query_recover(deps, digest, v, r, s)?)?
        }
        QueryMsg::IsIssuerSignature {
            id,
            amount,
            v,
            r,
            s,
        } => {
            if r.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            if s.len() != 32 {
                return Err(ContractError::Bytes32NeedsExactly32Bytes);
            }
            to_json_binary(&query_is_issuer_signature(deps, id, amount, v, r, s)?)?
        }
    })
}

/// `voucherHash(uint256 id, uint256 amount) public pure returns (bytes32)`
fn query_voucher_hash(id: Uint256, amount: Uint256) -> Result<HexBinary, ContractError> {
    Ok(keccak256(&{
        let tail = abi_tail_bytes("voucher".to_string().as_bytes());
        [
            &to_word_uint64(Uint64::new(96)),
            &to_word_uint256(id),
            &to_word_uint256(amount),
            tail.as_slice(),
        ]
        .concat()
    }))
}

/// `toEthSignedMessageHash(bytes32 hash) public pure returns (bytes32)`
fn query_to_eth_signed_message_hash(hash: HexBinary) -> Result<HexBinary, ContractError> {
    Ok(keccak256(
        &[
            "\u{0019}Ethereum Signed Message:\n32"
                .to_string()
                .as_bytes(),
            hash.as_slice(),
        ]
        .concat(),
    ))
}

/// `recover(bytes32 digest, uint8 v, bytes32 r, bytes32 s) public pure returns (address)`
fn query_recover(
    deps: Deps,
    digest: HexBinary,
    v: u8,
    r: HexBinary,
    s: HexBinary,
) -> Result<Addr, ContractError> {
    Ok(ecrecover(deps.api, &digest, v, &r, &s))
}

/// `isIssuerSignature(uint256 id, uint256 amount, uint8 v, bytes32 r, bytes32 s) external view returns (bool)`
fn query_is_issuer_signature(
    deps: Deps,
    id: Uint256,
    amount: Uint256,
    v: u8,
    r: HexBinary,
    s: HexBinary,
) -> Result<bool, ContractError> {
    let signer = ecrecover(
        deps.api,
        &query_to_eth_signed_message_hash(query_voucher_hash(id, amount)?)?,
        v,
        &r,
        &s,
    );
    Ok(!is_zero_address(&signer) && signer == ISSUER.load(deps.storage)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
