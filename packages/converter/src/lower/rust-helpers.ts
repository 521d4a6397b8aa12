import { containerBits, isNativeInt, rustType } from "../emit/rust-types.ts";

/**
 * Rust helper functions the generated contract.rs may need, emitted only when used so the crate
 * builds without dead-code warnings. Integer helpers are generated per Solidity type.
 */
export function helperCode(name: string, denom: string): string {
  const fixed = FIXED[name];
  if (fixed) return fixed.replaceAll("{DENOM}", denom);
  const m = INT_HELPER.exec(name);
  if (m) return intHelper(m[1], { k: m[2] as "uint" | "int", bits: Number(m[3]) });
  const e = /^(\w+)_from_ordinal$/.exec(name);
  if (e) return "";
  throw new Error(`unknown helper ${name}`);
}

/** Names of the fixed helper functions, which user functions must not take. */
export function fixedHelperNames(): string[] {
  return Object.keys(FIXED);
}

/** The integer helpers generated per Solidity type (`wrap_uint24`, `bitor_int40`). */
const INT_HELPER =
  /^(to_word|from_word|wrap|check|bitand|bitor|bitxor|shl|shr|shift_amount|exponent|signed_rem|wrapping_div|abi_decode)_(u?int)(\d+)$/;

/** Whether `name` is one of the integer helpers, which user functions and locals must not take either. */
export function isIntHelperName(name: string): boolean {
  return INT_HELPER.test(name);
}

/** Helpers a helper itself calls. */
export function helperDeps(name: string): string[] {
  const m =
    /^(to_word|from_word|wrap|check|bitand|bitor|bitxor|shl|shr|shift_amount|exponent|signed_rem|wrapping_div|abi_decode)_(u?int\d+)$/.exec(
      name,
    );
  if (m) {
    const t = m[2];
    switch (m[1]) {
      case "abi_decode":
        return [`to_word_${t}`, `from_word_${t}`];
      case "from_word":
        return ["word_truncate"];
      case "to_word":
        return ["word_from_be"];
      case "wrap":
      case "check":
      case "bitand":
      case "bitor":
      case "bitxor":
        return [`to_word_${t}`, `from_word_${t}`];
      case "shl":
      case "shr":
        return containerBits(Number(/\d+/.exec(t)![0])) === Number(/\d+/.exec(t)![0])
          ? []
          : [`wrap_${t}`];
      case "shift_amount":
      case "exponent":
        return [`to_word_${t}`];
      case "wrapping_div":
        return containerBits(Number(/\d+/.exec(t)![0])) === Number(/\d+/.exec(t)![0])
          ? []
          : [`wrap_${t}`];
    }
  }
  if (name === "at" || name === "at_mut" || name === "to_usize" || name === "slice_range")
    return ["index"];
  if (name === "set_byte") return ["at_mut"];
  if (name === "abi_tail_bytes" || name === "abi_tail_array") return ["to_word_uint64"];
  if (name === "keccak256") return ["keccak_f"];
  if (name === "block_prevrandao" || name === "block_chainid" || name === "ecrecover")
    return ["keccak256"];
  if (name === "payouts_transfer" || name === "payouts_send") return ["payouts"];
  if (name === "abi_decode_address") return ["parse_address"];
  if (name === "abi_decode_string") return ["abi_decode_bytes"];
  if (name === "address_to_bytes20") return ["address_to_uint160"];
  if (name === "abi_decode_bytes" || name === "abi_array_words") return ["abi_dynamic", "abi_word"];
  return [];
}

function intHelper(kind: string, t: { k: "uint" | "int"; bits: number }): string {
  const r = rustType(t);
  const tag = `${t.k}${t.bits}`;
  const signed = t.k === "int";
  const n = containerBits(t.bits) / 8;
  const native = isNativeInt(r);
  switch (kind) {
    case "to_word": {
      const neg = !signed ? "false" : native ? "x < 0" : "x.is_negative()";
      return `/// A \`${tag}\` as a 32-byte big-endian two's complement word.
fn to_word_${tag}(x: ${r}) -> [u8; 32] {
    word_from_be(&x.to_be_bytes(), ${neg})
}`;
    }
    case "from_word":
      return `/// The low ${t.bits} bits of a word as a \`${tag}\` (Solidity's truncating conversion).
fn from_word_${tag}(w: [u8; 32]) -> ${r} {
    let w = word_truncate(w, ${t.bits}, ${signed});
    let mut b = [0u8; ${n}];
    b.copy_from_slice(&w[${32 - n}..]);
    ${r}::from_be_bytes(b)
}`;
    case "wrap":
      return `/// Wraps a value computed in the wider Rust type into \`${tag}\` (\`unchecked\` arithmetic).
fn wrap_${tag}(x: ${r}) -> ${r} {
    from_word_${tag}(to_word_${tag}(x))
}`;
    case "check":
      return `/// Checked arithmetic at the declared width: a \`${tag}\` result outside its range is an overflow.
fn check_${tag}(x: ${r}) -> Result<${r}, ContractError> {
    if from_word_${tag}(to_word_${tag}(x)) == x {
        Ok(x)
    } else {
        Err(ContractError::Panic { code: 0x11 })
    }
}`;
    case "bitand":
    case "bitor":
    case "bitxor": {
      const op = { bitand: "&", bitor: "|", bitxor: "^" }[kind];
      return `fn ${kind}_${tag}(a: ${r}, b: ${r}) -> ${r} {
    let (a, b) = (to_word_${tag}(a), to_word_${tag}(b));
    let mut w = [0u8; 32];
    for (i, byte) in w.iter_mut().enumerate() {
        *byte = a[i] ${op} b[i];
    }
    from_word_${tag}(w)
}`;
    }
    case "shl": {
      const fallback = native ? "0" : `${r}::zero()`;
      const body = `x.checked_shl(shift).unwrap_or(${fallback})`;
      const odd = containerBits(t.bits) !== t.bits;
      return `/// \`x << shift\`: bits shifted out are lost, as in Solidity.
fn shl_${tag}(x: ${r}, shift: u32) -> ${r} {
    ${odd ? `wrap_${tag}(${body})` : body}
}`;
    }
    case "shr": {
      let fallback = native ? "0" : `${r}::zero()`;
      if (signed) {
        const negOne = native ? "-1" : `${r}::zero() - ${r}::one()`;
        const neg = native ? "x < 0" : "x.is_negative()";
        fallback = `if ${neg} { ${negOne} } else { ${native ? "0" : `${r}::zero()`} }`;
      }
      return `/// \`x >> shift\` (arithmetic for signed types).
fn shr_${tag}(x: ${r}, shift: u32) -> ${r} {
    x.checked_shr(shift).unwrap_or(${fallback})
}`;
    }
    case "signed_rem": {
      const zero = native ? "0" : `${r}::zero()`;
      const negOne = native ? "-1" : `${r}::zero() - ${r}::one()`;
      return `/// \`a % b\` on \`${tag}\`: the sign follows \`a\`, and \`type(${tag}).min % -1\` is 0, as in Solidity.
fn signed_rem_${tag}(a: ${r}, b: ${r}) -> Result<${r}, ContractError> {
    if b == ${zero} {
        Err(ContractError::Panic { code: 0x12 })
    } else if b == ${negOne} {
        Ok(${zero})
    } else {
        Ok(a % b)
    }
}`;
    }
    case "wrapping_div": {
      const zero = native ? "0" : `${r}::zero()`;
      const negOne = native ? "-1" : `${r}::zero() - ${r}::one()`;
      const odd = containerBits(t.bits) !== t.bits;
      const neg = `${native ? `0${r}` : `${r}::zero()`}.wrapping_sub(a)`;
      return `/// \`a / b\` on \`${tag}\` in \`unchecked\`: \`type(${tag}).min / -1\` wraps to itself; division by zero still fails.
fn wrapping_div_${tag}(a: ${r}, b: ${r}) -> Result<${r}, ContractError> {
    if b == ${zero} {
        Err(ContractError::Panic { code: 0x12 })
    } else if b == ${negOne} {
        Ok(${odd ? `wrap_${tag}(${neg})` : neg})
    } else {
        Ok(a / b)
    }
}`;
    }
    case "abi_decode":
      return `/// An ABI word as a \`${tag}\`; a value outside the type's range fails like Solidity's decoder.
fn abi_decode_${tag}(w: [u8; 32]) -> Result<${r}, ContractError> {
    let x = from_word_${tag}(w);
    if to_word_${tag}(x) == w {
        Ok(x)
    } else {
        Err(ContractError::Reverted)
    }
}`;
    case "shift_amount":
      return `/// A shift amount; anything past 2^32 shifts everything out.
fn shift_amount_${tag}(x: ${r}) -> u32 {
    let w = to_word_${tag}(x);
    if w[..28].iter().any(|b| *b != 0) {
        u32::MAX
    } else {
        u32::from_be_bytes([w[28], w[29], w[30], w[31]])
    }
}`;
    case "exponent":
      return `/// An exponent for \`**\`; one that does not fit in 32 bits overflows.
fn exponent_${tag}(x: ${r}) -> Result<u32, ContractError> {
    let w = to_word_${tag}(x);
    if w[..28].iter().any(|b| *b != 0) {
        Err(ContractError::Panic { code: 0x11 })
    } else {
        Ok(u32::from_be_bytes([w[28], w[29], w[30], w[31]]))
    }
}`;
  }
  return "";
}

const FIXED: Record<string, string> = {
  zero_address: `/// \`address(0)\`: the empty string in JSON, an empty \`Addr\` in storage and in events.
fn zero_address() -> Addr {
    Addr::unchecked("")
}`,
  is_zero_address: `fn is_zero_address(addr: &Addr) -> bool {
    addr.as_str().is_empty()
}`,
  parse_address: `/// Reads an \`address\` argument: \`""\` is \`address(0)\`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}`,
  msg_value: `/// \`msg.value\`: the amount of the native denom attached (any other denom is rejected).
fn msg_value(info: &MessageInfo) -> Result<Uint256, ContractError> {
    Ok(Uint256::from(may_pay(info, NATIVE_DENOM)?))
}`,
  block_timestamp: `/// \`block.timestamp\`
fn block_timestamp(env: &Env) -> Uint256 {
    Uint256::from(env.block.time.seconds())
}`,
  is_contract: `/// \`addr.code.length > 0\`: whether a contract is instantiated at \`addr\` (a contract-info query).
fn is_contract(deps: Deps, addr: &Addr) -> bool {
    deps.querier.query_wasm_contract_info(addr).is_ok()
}`,
  block_prevrandao: `/// \`block.prevrandao\`: CosmWasm has no beacon randomness, so this hashes what the chain offers
/// (block height and time, chain id, transaction index, this contract's address). Anyone who can
/// predict the block can predict it: never let it decide anything of value.
fn block_prevrandao(env: &Env) -> Uint256 {
    let mut seed = Vec::new();
    seed.extend_from_slice(&env.block.height.to_be_bytes());
    seed.extend_from_slice(&env.block.time.nanos().to_be_bytes());
    seed.extend_from_slice(env.block.chain_id.as_bytes());
    if let Some(tx) = &env.transaction {
        seed.extend_from_slice(&tx.index.to_be_bytes());
    }
    seed.extend_from_slice(env.contract.address.as_bytes());
    Uint256::from_be_bytes(keccak256(&seed).to_array().unwrap_or([0u8; 32]))
}`,
  block_chainid: `/// \`block.chainid\`: a CosmWasm chain id is text (\`cosmoshub-4\`), so this is the Keccak-256 of
/// that text as a number: the same on every call on one chain and different between chains, which
/// is what EIP-712 domains and replay checks need, but not the EVM's number (1 on Ethereum).
fn block_chainid(env: &Env) -> Uint256 {
    Uint256::from_be_bytes(keccak256(env.block.chain_id.as_bytes()).to_array().unwrap_or([0u8; 32]))
}`,
  ecrecover: `/// \`ecrecover\`: the Ethereum address that signed \`hash\` (the last 20 bytes of the Keccak-256 of
/// the recovered public key) as the bech32 address of those 20 bytes; \`address(0)\` for an invalid
/// signature, as on the EVM. The EVM also accepts the mirrored \`s\` (above half the group order),
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
}`,
  address_literal: `/// An address literal (\`0x5B38…\`): the bech32 address of its 20 bytes on this chain.
fn address_literal(api: &dyn Api, hex: &str) -> StdResult<Addr> {
    api.addr_humanize(&CanonicalAddr::from(HexBinary::from_hex(hex)?.as_slice()))
}`,
  address_from_uint160: `/// \`address(uint160(x))\`: the bech32 address of the 20 bytes of \`x\`; 0 is \`address(0)\`.
fn address_from_uint160(api: &dyn Api, x: Uint256) -> StdResult<Addr> {
    if x.is_zero() {
        return Ok(Addr::unchecked(""));
    }
    api.addr_humanize(&CanonicalAddr::from(&x.to_be_bytes()[12..]))
}`,
  address_from_word: `/// \`address(uint160(uint256(b)))\` of a word: its canonical bytes, the low 20 if the top 12 are
/// zero, all 32 otherwise (the word of a 32-byte address, see \`address_to_word\`); 0 is \`address(0)\`.
fn address_from_word(api: &dyn Api, x: Uint256) -> StdResult<Addr> {
    if x.is_zero() {
        return Ok(Addr::unchecked(""));
    }
    let word = x.to_be_bytes();
    let start = if word[..12].iter().all(|b| *b == 0) { 12 } else { 0 };
    api.addr_humanize(&CanonicalAddr::from(&word[start..]))
}`,
  address_to_word: `/// \`uint256(uint160(a))\` used as an opaque word: the canonical bytes of \`a\` left-padded to 32,
/// for 20- and 32-byte addresses alike; \`address(0)\` is 0. Other lengths would not read back
/// (see \`address_from_word\`) and fail.
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
}`,
  address_from_bytes20: `/// \`address(bytes20(b))\`: the bech32 address of the 20 bytes; all zeros is \`address(0)\`.
fn address_from_bytes20(api: &dyn Api, b: &HexBinary) -> StdResult<Addr> {
    if b.as_slice().iter().all(|x| *x == 0) {
        return Ok(Addr::unchecked(""));
    }
    api.addr_humanize(&CanonicalAddr::from(b.as_slice()))
}`,
  address_to_bytes20: `/// \`bytes20(a)\`: the 20 bytes behind a bech32 address (see \`address_to_uint160\`).
fn address_to_bytes20(api: &dyn Api, addr: &Addr) -> StdResult<HexBinary> {
    Ok(HexBinary::from(&address_to_uint160(api, addr)?.to_be_bytes()[12..]))
}`,
  address_to_uint160: `/// \`uint160(a)\`: the 20 bytes behind a bech32 address as a number; \`address(0)\` is 0. An
/// address of another length (a 32-byte contract address) has no \`uint160\` and fails.
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
}`,
  call_funds: `/// The native funds a call sends along: none for 0.
fn call_funds(value: Uint256) -> Result<Vec<cosmwasm_std::Coin>, ContractError> {
    if value.is_zero() {
        return Ok(vec![]);
    }
    let amount = Uint128::try_from(value).map_err(StdError::from)?;
    Ok(coins(amount.u128(), NATIVE_DENOM))
}`,
  reply_output: `/// What a low-level call returned: the called contract's response data (nothing when it failed).
fn reply_output(reply: &Reply) -> HexBinary {
    let Ok(response) = reply.result.clone().into_result() else {
        return HexBinary::default();
    };
    #[allow(deprecated)]
    let raw = match response.msg_responses.first() {
        Some(first) => first.value.clone(),
        None => response.data.unwrap_or_default(),
    };
    parse_execute_response_data(&raw)
        .ok()
        .and_then(|r| r.data)
        .map(|d| HexBinary::from(d.as_slice()))
        .unwrap_or_default()
}`,
  and_then_rest: `/// The response of the part of a function before a call, then that of its rest, run at once.
fn and_then_rest(first: Response, rest: Response) -> Response {
    let mut out = first
        .add_submessages(rest.messages)
        .add_attributes(rest.attributes)
        .add_events(rest.events);
    if let Some(data) = rest.data {
        out = out.set_data(data);
    }
    out
}`,
  unsupported: `/// A statement the converter could not translate (see the TODO where it is used): reaching it
/// fails the call with \`unsupported: <feature>\` until it is finished by hand.
fn unsupported<T>(feature: &str) -> Result<T, ContractError> {
    Err(ContractError::Unsupported {
        feature: feature.to_string(),
    })
}`,
  block_number: `/// \`block.number\`
fn block_number(env: &Env) -> Uint256 {
    Uint256::from(env.block.height)
}`,
  index: `/// An array index as \`usize\`, if it can be one.
fn index(i: Uint256) -> Option<usize> {
    Uint128::try_from(i)
        .ok()
        .and_then(|i| usize::try_from(i.u128()).ok())
}`,
  at: `/// \`v[i]\`: an index past the end fails with \`Panic(0x32)\`, as in Solidity.
fn at<T: Clone>(v: &[T], i: Uint256) -> Result<T, ContractError> {
    index(i)
        .and_then(|i| v.get(i))
        .cloned()
        .ok_or(ContractError::Panic { code: 0x32 })
}`,
  key_path: `/// The key of a node of a recursive struct: the path of mapping keys to it, each after its length.
fn key_path(path: &[u8], key: &[u8]) -> Vec<u8> {
    [path, (key.len() as u16).to_be_bytes().as_slice(), key].concat()
}`,
  element_index: `/// \`a[i]\` of an array stored element by element: an index past its length fails with \`Panic(0x32)\`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}`,
  load_elements: `/// A stored array's elements in order; an element never written reads as its zero value.
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
            Ok(elements.may_load(storage, key.as_slice())?.unwrap_or_else(&zero))
        })
        .collect()
}`,
  store_elements: `/// Replaces a stored array by \`values\`: each element saved, the entries past the new length removed.
fn store_elements<T>(
    storage: &mut dyn Storage,
    elements: &cw_storage_plus::Map<&[u8], T>,
    length: &cw_storage_plus::Item<u64>,
    values: &[T],
) -> StdResult<()>
where
    T: cosmwasm_schema::serde::Serialize + cosmwasm_schema::serde::de::DeserializeOwned,
{
    let old = length.may_load(storage)?.unwrap_or_default();
    for (i, value) in (0u64..).zip(values) {
        elements.save(storage, Uint256::from(i).to_be_bytes().as_slice(), value)?;
    }
    let new = values.len() as u64;
    for i in new..old {
        elements.remove(storage, Uint256::from(i).to_be_bytes().as_slice());
    }
    length.save(storage, &new)
}`,
  load_keyed_elements: `/// One of a mapping's stored arrays in order (\`element\` loads the entry at an index); an element never written reads as its zero value.
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
}`,
  store_keyed_elements: `/// Replaces one of a mapping's stored arrays, \`old_length\` long, by \`values\`: each element saved, the entries past the new length removed; returns the new length.
fn store_keyed_elements<T>(
    storage: &mut dyn Storage,
    old_length: u64,
    values: &[T],
    save: impl Fn(&mut dyn Storage, &[u8], &T) -> StdResult<()>,
    remove: impl Fn(&mut dyn Storage, &[u8]),
) -> StdResult<u64> {
    for (i, value) in (0u64..).zip(values) {
        save(storage, Uint256::from(i).to_be_bytes().as_slice(), value)?;
    }
    let new = values.len() as u64;
    for i in new..old_length {
        remove(storage, Uint256::from(i).to_be_bytes().as_slice());
    }
    Ok(new)
}`,
  at_mut: `/// \`v[i]\` as an assignment target: an index past the end fails with \`Panic(0x32)\`.
fn at_mut<T>(v: &mut [T], i: Uint256) -> Result<&mut T, ContractError> {
    index(i)
        .and_then(|i| v.get_mut(i))
        .ok_or(ContractError::Panic { code: 0x32 })
}`,
  to_usize: `/// The length of a new memory array.
fn to_usize(n: Uint256) -> Result<usize, ContractError> {
    index(n).ok_or(ContractError::Panic { code: 0x41 })
}`,
  word_from_be: `/// Sign- or zero-extends big-endian bytes to a 32-byte word.
fn word_from_be(bytes: &[u8], negative: bool) -> [u8; 32] {
    let mut w = if negative { [0xff; 32] } else { [0u8; 32] };
    w[32 - bytes.len()..].copy_from_slice(bytes);
    w
}`,
  word_truncate: `/// Keeps the low \`bits\` bits of a word, sign-extending them for signed types.
fn word_truncate(mut w: [u8; 32], bits: usize, signed: bool) -> [u8; 32] {
    let top = 31 - (bits - 1) / 8;
    let negative = signed && (w[top] >> ((bits - 1) % 8)) & 1 == 1;
    for (i, byte) in w.iter_mut().enumerate() {
        let low_bit = (31 - i) * 8;
        if low_bit >= bits {
            *byte = if negative { 0xff } else { 0 };
        } else if low_bit + 8 > bits {
            let mask = (1u8 << (bits - low_bit)) - 1;
            *byte = if negative { *byte | !mask } else { *byte & mask };
        }
    }
    w
}`,
  keccak256: `/// \`keccak256\`: Keccak-256 as the EVM computes it (the pre-standard SHA-3 padding).
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
}`,
  keccak_f: `/// The Keccak-f[1600] permutation.
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
}`,
  set_byte: `/// \`b[i] = v\` on a memory \`bytes\` (an index past the end fails with \`Panic(0x32)\`).
fn set_byte(b: &HexBinary, i: Uint256, v: &HexBinary) -> Result<HexBinary, ContractError> {
    let mut bytes = b.to_vec();
    let byte = at_mut(&mut bytes, i)?;
    *byte = v.first().copied().unwrap_or_default();
    Ok(HexBinary::from(bytes))
}`,
  shl_fixed_bytes: `/// \`b << shift\` on a \`bytesN\`: bits shifted past the first byte are lost.
fn shl_fixed_bytes(b: &HexBinary, shift: u32) -> HexBinary {
    let mut w = [0u8; 32];
    w[..b.len()].copy_from_slice(b.as_slice());
    let w = Uint256::from_be_bytes(w)
        .checked_shl(shift)
        .unwrap_or_default()
        .to_be_bytes();
    HexBinary::from(&w[..b.len()])
}`,
  shr_fixed_bytes: `/// \`b >> shift\` on a \`bytesN\`: bits shifted past the last byte are lost.
fn shr_fixed_bytes(b: &HexBinary, shift: u32) -> HexBinary {
    let mut w = [0u8; 32];
    w[..b.len()].copy_from_slice(b.as_slice());
    let w = Uint256::from_be_bytes(w)
        .checked_shr(shift)
        .unwrap_or_default()
        .to_be_bytes();
    HexBinary::from(&w[..b.len()])
}`,
  abi_tail_bytes: `/// The ABI encoding of a \`bytes\` or \`string\` value: its length, then the data padded to whole words.
fn abi_tail_bytes(data: &[u8]) -> Vec<u8> {
    let mut out = to_word_uint64(Uint64::new(data.len() as u64)).to_vec();
    out.extend_from_slice(data);
    out.resize(out.len() + (32 - data.len() % 32) % 32, 0);
    out
}`,
  abi_tail_array: `/// The ABI encoding of a dynamic array of static values: its length, then one word per element.
fn abi_tail_array(len: usize, words: Vec<u8>) -> Vec<u8> {
    let mut out = to_word_uint64(Uint64::new(len as u64)).to_vec();
    out.extend(words);
    out
}`,
  slice_range: `/// \`x[start:end]\` on calldata: a range that is reversed or ends past the end fails the call.
fn slice_range<T: Clone>(
    v: &[T],
    start: Uint256,
    end: Option<Uint256>,
) -> Result<Vec<T>, ContractError> {
    let end = match end {
        Some(end) => index(end),
        None => Some(v.len()),
    };
    match (index(start), end) {
        (Some(s), Some(e)) if s <= e && e <= v.len() => Ok(v[s..e].to_vec()),
        _ => Err(ContractError::Reverted),
    }
}`,
  pop_byte: `/// \`b.pop()\` on \`bytes\`: drops the last byte; an empty \`bytes\` fails with \`Panic(0x31)\`.
fn pop_byte(b: &HexBinary) -> Result<HexBinary, ContractError> {
    match b.split_last() {
        Some((_, rest)) => Ok(HexBinary::from(rest)),
        None => Err(ContractError::Panic { code: 0x31 }),
    }
}`,
  abi_word: `/// The 32-byte word at \`at\` of ABI-encoded data; data too short fails like Solidity's decoder.
fn abi_word(data: &[u8], at: usize) -> Result<[u8; 32], ContractError> {
    data.get(at..at + 32)
        .and_then(|w| <[u8; 32]>::try_from(w).ok())
        .ok_or(ContractError::Reverted)
}`,
  abi_dynamic: `/// Where a dynamic value \`abi.encode\` wrote starts and how many units it has: the head word is
/// the offset of its length word, the contents follow. Out of range fails like Solidity's decoder.
fn abi_dynamic(data: &[u8], head: [u8; 32]) -> Result<(usize, usize), ContractError> {
    let small = |w: [u8; 32]| {
        if w[..28].iter().any(|b| *b != 0) {
            return Err(ContractError::Reverted);
        }
        usize::try_from(u32::from_be_bytes([w[28], w[29], w[30], w[31]]))
            .map_err(|_| ContractError::Reverted)
    };
    let offset = small(head)?;
    let len = small(abi_word(data, offset)?)?;
    let start = offset.checked_add(32).ok_or(ContractError::Reverted)?;
    Ok((start, len))
}`,
  abi_tuple: `/// The words of a struct with dynamic members \`abi.encode\` wrote: the head word is their offset.
fn abi_tuple(data: &[u8], head: [u8; 32]) -> Result<&[u8], ContractError> {
    if head[..28].iter().any(|b| *b != 0) {
        return Err(ContractError::Reverted);
    }
    let offset = u32::from_be_bytes([head[28], head[29], head[30], head[31]]) as usize;
    data.get(offset..).ok_or(ContractError::Reverted)
}`,
  abi_decode_bytes: `/// A \`bytes\` value \`abi.encode\` wrote (its head word is at the value's place).
fn abi_decode_bytes(data: &[u8], head: [u8; 32]) -> Result<HexBinary, ContractError> {
    let (start, len) = abi_dynamic(data, head)?;
    let end = start.checked_add(len).ok_or(ContractError::Reverted)?;
    data.get(start..end)
        .map(HexBinary::from)
        .ok_or(ContractError::Reverted)
}`,
  abi_decode_string: `/// A \`string\` value \`abi.encode\` wrote; bytes that are not UTF-8 fail.
fn abi_decode_string(data: &[u8], head: [u8; 32]) -> Result<String, ContractError> {
    String::from_utf8(abi_decode_bytes(data, head)?.to_vec()).map_err(|_| ContractError::Reverted)
}`,
  abi_array_words: `/// The element words of a dynamic array of static values \`abi.encode\` wrote.
fn abi_array_words(data: &[u8], head: [u8; 32]) -> Result<Vec<[u8; 32]>, ContractError> {
    let (start, len) = abi_dynamic(data, head)?;
    let end = len
        .checked_mul(32)
        .and_then(|size| start.checked_add(size))
        .ok_or(ContractError::Reverted)?;
    let body = data.get(start..end).ok_or(ContractError::Reverted)?;
    Ok(body
        .chunks_exact(32)
        .map(|w| <[u8; 32]>::try_from(w).unwrap_or([0u8; 32]))
        .collect())
}`,
  abi_static_words: `/// The \`n\` words \`abi.encode\` wrote in place at \`at\` (a fixed-size array of static values).
fn abi_static_words(data: &[u8], at: usize, n: usize) -> Result<Vec<[u8; 32]>, ContractError> {
    let end = n
        .checked_mul(32)
        .and_then(|size| at.checked_add(size))
        .ok_or(ContractError::Reverted)?;
    let body = data.get(at..end).ok_or(ContractError::Reverted)?;
    Ok(body
        .chunks_exact(32)
        .map(|w| <[u8; 32]>::try_from(w).unwrap_or([0u8; 32]))
        .collect())
}`,
  abi_decode_bool: `/// An ABI word as a \`bool\`: anything but 0 or 1 fails like Solidity's decoder.
fn abi_decode_bool(w: [u8; 32]) -> Result<bool, ContractError> {
    if w[..31].iter().any(|b| *b != 0) || w[31] > 1 {
        return Err(ContractError::Reverted);
    }
    Ok(w[31] == 1)
}`,
  abi_decode_fixed_bytes: `/// An ABI word as a \`bytesN\` (left-aligned): non-zero bytes past \`n\` fail like Solidity's decoder.
fn abi_decode_fixed_bytes(w: [u8; 32], n: usize) -> Result<HexBinary, ContractError> {
    if w[n..].iter().any(|b| *b != 0) {
        return Err(ContractError::Reverted);
    }
    Ok(HexBinary::from(&w[..n]))
}`,
  abi_decode_address: `/// An address as \`abi.encode\` writes it (bech32 text padded with zeros; \`address(0)\` is
/// empty); anything else fails like Solidity's decoder.
fn abi_decode_address(api: &dyn Api, bytes: &[u8]) -> Result<Addr, ContractError> {
    let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
    if bytes[end..].iter().any(|b| *b != 0) {
        return Err(ContractError::Reverted);
    }
    let text = std::str::from_utf8(&bytes[..end]).map_err(|_| ContractError::Reverted)?;
    parse_address(api, text).map_err(|_| ContractError::Reverted)
}`,
  addmod: `/// \`addmod(x, y, k)\`: \`(x + y) % k\` computed without overflow; \`k == 0\` fails with \`Panic(0x12)\`.
fn addmod(x: Uint256, y: Uint256, k: Uint256) -> Result<Uint256, ContractError> {
    if k.is_zero() {
        return Err(ContractError::Panic { code: 0x12 });
    }
    let r = (Uint512::from(x) + Uint512::from(y)) % Uint512::from(k);
    Ok(Uint256::try_from(r).map_err(StdError::from)?)
}`,
  mulmod: `/// \`mulmod(x, y, k)\`: \`(x * y) % k\` computed without overflow; \`k == 0\` fails with \`Panic(0x12)\`.
fn mulmod(x: Uint256, y: Uint256, k: Uint256) -> Result<Uint256, ContractError> {
    if k.is_zero() {
        return Err(ContractError::Panic { code: 0x12 });
    }
    let r = (Uint512::from(x) * Uint512::from(y)) % Uint512::from(k);
    Ok(Uint256::try_from(r).map_err(StdError::from)?)
}`,
  ripemd160: `/// \`ripemd160\`: RIPEMD-160, computed in the contract (the chain offers no such hash).
fn ripemd160(data: &[u8]) -> HexBinary {
    const R1: [usize; 80] = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9,
        5, 2, 14, 11, 8, 3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12, 1, 9, 11, 10, 0, 8,
        12, 4, 13, 3, 7, 15, 14, 5, 6, 2, 4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13,
    ];
    const R2: [usize; 80] = [
        5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12, 6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8,
        12, 4, 9, 1, 2, 15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13, 8, 6, 4, 1, 3, 11,
        15, 0, 5, 12, 2, 13, 9, 7, 10, 14, 12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11,
    ];
    const S1: [u32; 80] = [
        11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8, 7, 6, 8, 13, 11, 9, 7, 15, 7, 12,
        15, 9, 11, 7, 13, 12, 11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5, 11, 12, 14,
        15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12, 9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11,
        8, 5, 6,
    ];
    const S2: [u32; 80] = [
        8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6, 9, 13, 15, 7, 12, 8, 9, 11, 7, 7,
        12, 7, 6, 15, 13, 11, 9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5, 15, 5, 8, 11,
        14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8, 8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13,
        11, 11,
    ];
    const K1: [u32; 5] = [0, 0x5a82_7999, 0x6ed9_eba1, 0x8f1b_bcdc, 0xa953_fd4e];
    const K2: [u32; 5] = [0x50a2_8be6, 0x5c4d_d124, 0x6d70_3ef3, 0x7a6d_76e9, 0];
    fn f(round: usize, x: u32, y: u32, z: u32) -> u32 {
        match round {
            0 => x ^ y ^ z,
            1 => (x & y) | (!x & z),
            2 => (x | !y) ^ z,
            3 => (x & z) | (y & !z),
            _ => x ^ (y | !z),
        }
    }
    let mut h: [u32; 5] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0];
    let mut msg = data.to_vec();
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&(data.len() as u64).wrapping_mul(8).to_le_bytes());
    for block in msg.chunks(64) {
        let x: Vec<u32> = block
            .chunks(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        let [mut al, mut bl, mut cl, mut dl, mut el] = h;
        let [mut ar, mut br, mut cr, mut dr, mut er] = h;
        for j in 0..80 {
            let t = al
                .wrapping_add(f(j / 16, bl, cl, dl))
                .wrapping_add(x[R1[j]])
                .wrapping_add(K1[j / 16])
                .rotate_left(S1[j])
                .wrapping_add(el);
            (al, el, dl, cl, bl) = (el, dl, cl.rotate_left(10), bl, t);
            let t = ar
                .wrapping_add(f(4 - j / 16, br, cr, dr))
                .wrapping_add(x[R2[j]])
                .wrapping_add(K2[j / 16])
                .rotate_left(S2[j])
                .wrapping_add(er);
            (ar, er, dr, cr, br) = (er, dr, cr.rotate_left(10), br, t);
        }
        h = [
            h[1].wrapping_add(cl).wrapping_add(dr),
            h[2].wrapping_add(dl).wrapping_add(er),
            h[3].wrapping_add(el).wrapping_add(ar),
            h[4].wrapping_add(al).wrapping_add(br),
            h[0].wrapping_add(bl).wrapping_add(cr),
        ];
    }
    HexBinary::from(h.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>())
}`,
  sha256: `/// \`sha256\`
fn sha256(data: &[u8]) -> HexBinary {
    HexBinary::from(Checksum::generate(data).as_slice())
}`,
};
