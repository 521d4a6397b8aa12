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
    BALANCES, BASE_URI, CREATOR, CUSTOM_UR_IS, GET_APPROVED, IS_APPROVED_FOR_ALL, MINT_PRICE, NAME,
    OWNERS, SYMBOL, TOTAL_MINTED,
};

const CONTRACT_NAME: &str = "crates.io:corpus-nft";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint256 public constant MAX_SUPPLY = 3`
pub const MAX_SUPPLY: Uint256 = Uint256::from_u128(3);

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

/// `constructor(string baseURI_, uint256 mintPrice_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let base_uri = msg.base_uri;
    let mint_price = msg.mint_price;
    // CorpusNFT: state variables
    TOTAL_MINTED.save(deps.storage, &Uint256::zero())?;
    let name = "Corpus Creatures".to_string();
    let symbol = "CRTR".to_string();
    // ERC721
    NAME.save(deps.storage, &name)?;
    SYMBOL.save(deps.storage, &symbol)?;
    // CorpusNFT
    BASE_URI.save(deps.storage, &base_uri)?;
    MINT_PRICE.save(deps.storage, &mint_price)?;
    CREATOR.save(deps.storage, &info.sender)?;
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
        ExecuteMsg::Approve { to, token_id } => {
            nonpayable(&info)?;
            let to = parse_address(deps.api, &to)?;
            execute_approve(deps, info, to, token_id)
        }
        ExecuteMsg::SetApprovalForAll { operator, approved } => {
            nonpayable(&info)?;
            let operator = parse_address(deps.api, &operator)?;
            execute_set_approval_for_all(deps, info, operator, approved)
        }
        ExecuteMsg::TransferFrom { from, to, token_id } => {
            nonpayable(&info)?;
            let from = parse_address(deps.api, &from)?;
            let to = parse_address(deps.api, &to)?;
            execute_transfer_from(deps, info, from, to, token_id)
        }
        ExecuteMsg::Mint { to } => {
            let to = parse_address(deps.api, &to)?;
            execute_mint(deps, info, to)
        }
        ExecuteMsg::Mint2 { to, uri } => {
            let to = parse_address(deps.api, &to)?;
            execute_mint_2(deps, info, to, uri)
        }
        ExecuteMsg::Burn { token_id } => {
            nonpayable(&info)?;
            execute_burn(deps, info, token_id)
        }
        ExecuteMsg::Withdraw {} => {
            nonpayable(&info)?;
            execute_withdraw(deps, env, info)
        }
    }
}

/// `approve(address to, uint256 tokenId) public`
pub fn execute_approve(
    deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    token_id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let owner = query_owner_of(deps.as_ref(), token_id)?;
    if !(info.sender == owner
        || IS_APPROVED_FOR_ALL
            .may_load(deps.storage, (&owner, &info.sender))?
            .unwrap_or_default())
    {
        return Err(ContractError::Erc721NotOwnerNorOperator);
    }
    GET_APPROVED.save(deps.storage, token_id.to_be_bytes().as_slice(), &to)?;
    events.push(approval_event(&owner, &to, token_id));
    Ok(Response::new().add_events(events))
}

/// `setApprovalForAll(address operator, bool approved) public`
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

/// `transferFrom(address from, address to, uint256 tokenId) public`
pub fn execute_transfer_from(
    deps: DepsMut,
    info: MessageInfo,
    from: Addr,
    to: Addr,
    token_id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if is_zero_address(&to) {
        return Err(ContractError::ERC721InvalidReceiver {
            receiver: zero_address(),
        });
    }
    let owner = query_owner_of(deps.as_ref(), token_id)?;
    if owner != from {
        return Err(ContractError::ERC721IncorrectOwner {
            sender: from.clone(),
            token_id,
            owner: owner.clone(),
        });
    }
    if info.sender != owner
        && GET_APPROVED
            .may_load(deps.storage, token_id.to_be_bytes().as_slice())?
            .unwrap_or_else(|| Addr::unchecked(""))
            != info.sender
        && !IS_APPROVED_FOR_ALL
            .may_load(deps.storage, (&owner, &info.sender))?
            .unwrap_or_default()
    {
        return Err(ContractError::ERC721InsufficientApproval {
            operator: info.sender.clone(),
            token_id,
        });
    }
    GET_APPROVED.remove(deps.storage, token_id.to_be_bytes().as_slice());
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
    Ok(Response::new().add_events(events))
}

/// `mint(address to) public payable returns (uint256 tokenId)`
pub fn execute_mint(
    mut deps: DepsMut,
    info: MessageInfo,
    to: Addr,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if TOTAL_MINTED.load(deps.storage)? >= MAX_SUPPLY {
        return Err(ContractError::SoldOut {
            max_supply: MAX_SUPPLY,
        });
    }
    if funds != MINT_PRICE.load(deps.storage)? {
        return Err(ContractError::WrongPayment {
            sent: funds,
            price: MINT_PRICE.load(deps.storage)?,
        });
    }
    let total_minted = TOTAL_MINTED
        .load(deps.storage)?
        .checked_add(Uint256::one())?;
    TOTAL_MINTED.save(deps.storage, &total_minted)?;
    let token_id = TOTAL_MINTED.load(deps.storage)?;
    mint(deps.branch(), &mut events, to.clone(), token_id)?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&token_id)?))
}

/// `mint(address to, string uri) external payable returns (uint256 tokenId)`
pub fn execute_mint_2(
    mut deps: DepsMut,
    info: MessageInfo,
    to: Addr,
    uri: String,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let token_id = mint_corpus_nft(deps.branch(), funds, &mut events, to.clone())?;
    CUSTOM_UR_IS.save(deps.storage, token_id.to_be_bytes().as_slice(), &uri)?;
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&token_id)?))
}

/// `burn(uint256 tokenId) external`
pub fn execute_burn(
    mut deps: DepsMut,
    info: MessageInfo,
    token_id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if query_owner_of(deps.as_ref(), token_id)? != info.sender {
        return Err(ContractError::CorpusNftOnlyTheHolderCanBurn);
    }
    CUSTOM_UR_IS.remove(deps.storage, token_id.to_be_bytes().as_slice());
    burn(deps.branch(), &mut events, token_id)?;
    Ok(Response::new().add_events(events))
}

/// `withdraw() external`
pub fn execute_withdraw(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    if info.sender != CREATOR.load(deps.storage)? {
        return Err(ContractError::CorpusNftOnlyTheCreator);
    }
    payouts.transfer(
        deps.as_ref(),
        &env,
        &CREATOR.load(deps.storage)?,
        payouts.self_balance(deps.as_ref(), &env)?,
    )?;
    Ok(Response::new().add_messages(payouts.msgs))
}

/// `_mint(address to, uint256 tokenId) internal`
fn mint(
    deps: DepsMut,
    events: &mut Vec<Event>,
    to: Addr,
    token_id: Uint256,
) -> Result<(), ContractError> {
    if is_zero_address(&to) {
        return Err(ContractError::ERC721InvalidReceiver {
            receiver: zero_address(),
        });
    }
    if !is_zero_address(
        &OWNERS
            .may_load(deps.storage, token_id.to_be_bytes().as_slice())?
            .unwrap_or_else(|| Addr::unchecked("")),
    ) {
        return Err(ContractError::Erc721TokenAlreadyMinted);
    }
    let balances = BALANCES
        .may_load(deps.storage, &to)?
        .unwrap_or_default()
        .checked_add(Uint256::one())?;
    BALANCES.save(deps.storage, &to, &balances)?;
    OWNERS.save(deps.storage, token_id.to_be_bytes().as_slice(), &to)?;
    events.push(transfer_event(&zero_address(), &to, token_id));
    Ok(())
}

/// `mint(address to) public payable returns (uint256 tokenId)`
fn mint_corpus_nft(
    mut deps: DepsMut,
    funds: Uint256,
    events: &mut Vec<Event>,
    to: Addr,
) -> Result<Uint256, ContractError> {
    if TOTAL_MINTED.load(deps.storage)? >= MAX_SUPPLY {
        return Err(ContractError::SoldOut {
            max_supply: MAX_SUPPLY,
        });
    }
    if funds != MINT_PRICE.load(deps.storage)? {
        return Err(ContractError::WrongPayment {
            sent: funds,
            price: MINT_PRICE.load(deps.storage)?,
        });
    }
    let total_minted = TOTAL_MINTED
        .load(deps.storage)?
        .checked_add(Uint256::one())?;
    TOTAL_MINTED.save(deps.storage, &total_minted)?;
    let token_id = TOTAL_MINTED.load(deps.storage)?;
    mint(deps.branch(), events, to.clone(), token_id)?;
    Ok(token_id)
}

/// `_burn(uint256 tokenId) internal`
fn burn(deps: DepsMut, events: &mut Vec<Event>, token_id: Uint256) -> Result<(), ContractError> {
    let owner = query_owner_of(deps.as_ref(), token_id)?;
    GET_APPROVED.remove(deps.storage, token_id.to_be_bytes().as_slice());
    let balances = BALANCES
        .may_load(deps.storage, &owner)?
        .unwrap_or_default()
        .checked_sub(Uint256::one())?;
    BALANCES.save(deps.storage, &owner, &balances)?;
    OWNERS.remove(deps.storage, token_id.to_be_bytes().as_slice());
    events.push(transfer_event(&owner, &zero_address(), token_id));
    Ok(())
}

/// `toString(uint256 value) internal pure returns (string)`
fn strings_to_string(mut value: Uint256) -> Result<String, ContractError> {
    let mut temp = value;
    let mut digits = Uint256::zero();
    loop {
        digits = digits.checked_add(Uint256::one())?;
        temp = temp.checked_div(Uint256::from_u128(10))?;
        if temp == Uint256::zero() {
            break;
        }
    }
    let mut buffer = HexBinary::from(vec![0u8; to_usize(digits)?]);
    loop {
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
        if value == Uint256::zero() {
            break;
        }
    }
    Ok(String::from_utf8_lossy(buffer.as_slice()).into_owned())
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
        QueryMsg::Name {} => to_json_binary(&NAME.load(deps.storage)?)?,
        QueryMsg::Symbol {} => to_json_binary(&SYMBOL.load(deps.storage)?)?,
        QueryMsg::GetApproved { arg0 } => to_json_binary(
            &GET_APPROVED
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_else(|| Addr::unchecked("")),
        )?,
        QueryMsg::IsApprovedForAll { arg0, arg1 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &IS_APPROVED_FOR_ALL
                    .may_load(deps.storage, (&arg0, &arg1))?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::BalanceOf { owner } => {
            let owner = parse_address(deps.api, &owner)?;
            to_json_binary(&query_balance_of(deps, owner)?)?
        }
        QueryMsg::OwnerOf { token_id } => to_json_binary(&query_owner_of(deps, token_id)?)?,
        QueryMsg::MaxSupply {} => to_json_binary(&MAX_SUPPLY)?,
        QueryMsg::MintPrice {} => to_json_binary(&MINT_PRICE.load(deps.storage)?)?,
        QueryMsg::Creator {} => to_json_binary(&CREATOR.load(deps.storage)?)?,
        QueryMsg::TotalMinted {} => to_json_binary(&TOTAL_MINTED.load(deps.storage)?)?,
        QueryMsg::BaseUri {} => to_json_binary(&BASE_URI.load(deps.storage)?)?,
        QueryMsg::TokenUri { token_id } => to_json_binary(&query_token_uri(deps, token_id)?)?,
    })
}

/// `ownerOf(uint256 tokenId) public view returns (address)`
fn query_owner_of(deps: Deps, token_id: Uint256) -> Result<Addr, ContractError> {
    let owner = OWNERS
        .may_load(deps.storage, token_id.to_be_bytes().as_slice())?
        .unwrap_or_else(|| Addr::unchecked(""));
    if is_zero_address(&owner) {
        return Err(ContractError::ERC721NonexistentToken { token_id });
    }
    Ok(owner.clone())
}

/// `balanceOf(address owner) public view returns (uint256)`
fn query_balance_of(deps: Deps, owner: Addr) -> Result<Uint256, ContractError> {
    if is_zero_address(&owner) {
        return Err(ContractError::Erc721AddressZeroIsNotAValidOwner);
    }
    Ok(BALANCES.may_load(deps.storage, &owner)?.unwrap_or_default())
}

/// `tokenURI(uint256 tokenId) public view returns (string)`
fn query_token_uri(deps: Deps, token_id: Uint256) -> Result<String, ContractError> {
    query_owner_of(deps, token_id)?;
    let custom = CUSTOM_UR_IS
        .may_load(deps.storage, token_id.to_be_bytes().as_slice())?
        .unwrap_or_default();
    if Uint256::from(custom.len() as u64) > Uint256::zero() {
        return Ok(custom.clone());
    }
    Ok([
        BASE_URI.load(deps.storage)?.as_str(),
        strings_to_string(token_id)?.as_str(),
        ".json".to_string().as_str(),
    ]
    .concat())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
