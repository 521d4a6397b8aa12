#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{Campaign, ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{CAMPAIGNS, COUNT, PLEDGED_AMOUNT};

const CONTRACT_NAME: &str = "crates.io:crowdfunding";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint32 public constant MAX_DURATION = 90 days`
pub const MAX_DURATION: u32 = 7776000u32;

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

/// `block.timestamp`
fn block_timestamp(env: &Env) -> Uint256 {
    Uint256::from(env.block.time.seconds())
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

/// The low 32 bits of a word as a `uint32` (Solidity's truncating conversion).
fn from_word_uint32(w: [u8; 32]) -> u32 {
    let w = word_truncate(w, 32, false);
    let mut b = [0u8; 4];
    b.copy_from_slice(&w[28..]);
    u32::from_be_bytes(b)
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

/// The implicit constructor.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    _msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    // Crowdfunding
    COUNT.save(deps.storage, &Uint256::zero())?;
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
        ExecuteMsg::Launch {
            title,
            goal,
            duration,
        } => {
            nonpayable(&info)?;
            execute_launch(deps, env, info, title, goal, duration)
        }
        ExecuteMsg::Pledge { id } => execute_pledge(deps, env, info, id),
        ExecuteMsg::Unpledge { id, amount } => {
            nonpayable(&info)?;
            execute_unpledge(deps, env, info, id, amount)
        }
        ExecuteMsg::Claim { id } => {
            nonpayable(&info)?;
            execute_claim(deps, env, info, id)
        }
        ExecuteMsg::Refund { id } => {
            nonpayable(&info)?;
            execute_refund(deps, env, info, id)
        }
    }
}

/// `launch(string title, uint256 goal, uint32 duration) external returns (uint256 id)`
pub fn execute_launch(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    title: String,
    goal: Uint256,
    duration: u32,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    if goal <= Uint256::zero() {
        return Err(ContractError::GoalIsZero);
    }
    if !(duration > 0u32 && duration <= MAX_DURATION) {
        return Err(ContractError::BadDuration);
    }
    let old = COUNT.load(deps.storage)?;
    let new = old.checked_add(Uint256::one())?;
    COUNT.save(deps.storage, &new)?;
    let id = new;
    let start_at = from_word_uint32(to_word_uint256(block_timestamp(&env)));
    let campaigns = Campaign {
        creator: info.sender.clone(),
        title: title.clone(),
        goal,
        pledged: Uint256::zero(),
        start_at,
        end_at: start_at
            .checked_add(duration)
            .ok_or(ContractError::Panic { code: 0x11 })?,
        claimed: false,
    };
    CAMPAIGNS.save(deps.storage, id.to_be_bytes().as_slice(), &campaigns)?;
    events.push(launch_event(
        id,
        &info.sender,
        &title,
        goal,
        start_at,
        start_at
            .checked_add(duration)
            .ok_or(ContractError::Panic { code: 0x11 })?,
    ));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `pledge(uint256 id) external payable`
pub fn execute_pledge(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let key = campaign(deps.as_ref(), id)?;
    if block_timestamp(&env)
        >= Uint256::from(
            CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .end_at,
        )
    {
        return Err(ContractError::CampaignEnded {
            id,
            end_at: CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .end_at,
        });
    }
    if funds <= Uint256::zero() {
        return Err(ContractError::NothingPledged);
    }
    let mut campaigns = CAMPAIGNS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    campaigns.pledged = campaigns.pledged.checked_add(funds)?;
    CAMPAIGNS.save(deps.storage, key.to_be_bytes().as_slice(), &campaigns)?;
    let pledged_amount = PLEDGED_AMOUNT
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &info.sender))?
        .unwrap_or_default()
        .checked_add(funds)?;
    PLEDGED_AMOUNT.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &info.sender),
        &pledged_amount,
    )?;
    events.push(pledge_event(id, &info.sender, funds));
    Ok(Response::new().add_events(events))
}

/// `unpledge(uint256 id, uint256 amount) external`
pub fn execute_unpledge(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let key = campaign(deps.as_ref(), id)?;
    if block_timestamp(&env)
        >= Uint256::from(
            CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .end_at,
        )
    {
        return Err(ContractError::CampaignEnded {
            id,
            end_at: CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .end_at,
        });
    }
    let pledged_amount = PLEDGED_AMOUNT
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &info.sender))?
        .unwrap_or_default()
        .checked_sub(amount)?;
    PLEDGED_AMOUNT.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &info.sender),
        &pledged_amount,
    )?;
    let mut campaigns = CAMPAIGNS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    campaigns.pledged = campaigns.pledged.checked_sub(amount)?;
    CAMPAIGNS.save(deps.storage, key.to_be_bytes().as_slice(), &campaigns)?;
    payouts.transfer(deps.as_ref(), &env, &info.sender, amount)?;
    events.push(unpledge_event(id, &info.sender, amount));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `claim(uint256 id) external`
pub fn execute_claim(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let key = campaign(deps.as_ref(), id)?;
    if CAMPAIGNS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .creator
        != info.sender
    {
        return Err(ContractError::NotCreator);
    }
    if block_timestamp(&env)
        < Uint256::from(
            CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .end_at,
        )
    {
        return Err(ContractError::CampaignRunning {
            id,
            end_at: CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .end_at,
        });
    }
    if CAMPAIGNS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .pledged
        < CAMPAIGNS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .goal
    {
        return Err(ContractError::GoalNotReached {
            pledged: CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .pledged,
            goal: CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .goal,
        });
    }
    if CAMPAIGNS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .claimed
    {
        return Err(ContractError::Claimed);
    }
    let mut campaigns = CAMPAIGNS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    campaigns.claimed = true;
    CAMPAIGNS.save(deps.storage, key.to_be_bytes().as_slice(), &campaigns)?;
    payouts.transfer(
        deps.as_ref(),
        &env,
        &CAMPAIGNS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .creator,
        CAMPAIGNS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .pledged,
    )?;
    events.push(claim_event(
        id,
        CAMPAIGNS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .pledged,
    ));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `refund(uint256 id) external`
pub fn execute_refund(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    id: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let key = campaign(deps.as_ref(), id)?;
    if block_timestamp(&env)
        < Uint256::from(
            CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .end_at,
        )
    {
        return Err(ContractError::CampaignRunning {
            id,
            end_at: CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .end_at,
        });
    }
    if CAMPAIGNS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .pledged
        >= CAMPAIGNS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .goal
    {
        return Err(ContractError::GoalReached {
            pledged: CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .pledged,
            goal: CAMPAIGNS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .goal,
        });
    }
    let bal = PLEDGED_AMOUNT
        .may_load(deps.storage, (id.to_be_bytes().as_slice(), &info.sender))?
        .unwrap_or_default();
    if bal <= Uint256::zero() {
        return Err(ContractError::NothingToRefund);
    }
    PLEDGED_AMOUNT.save(
        deps.storage,
        (id.to_be_bytes().as_slice(), &info.sender),
        &Uint256::zero(),
    )?;
    payouts.transfer(deps.as_ref(), &env, &info.sender, bal)?;
    events.push(refund_event(id, &info.sender, bal));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `_campaign(uint256 id) private view returns (Campaign campaign)`
fn campaign(deps: Deps, id: Uint256) -> Result<Uint256, ContractError> {
    if is_zero_address(
        &CAMPAIGNS
            .may_load(deps.storage, id.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .creator,
    ) {
        return Err(ContractError::CampaignNotFound { id });
    }
    Ok(id)
}

/// `event Launch(uint256 id, address indexed creator, string title, uint256 goal, uint32 startAt, uint32 endAt)`
fn launch_event(
    id: Uint256,
    creator: &Addr,
    title: &str,
    goal: Uint256,
    start_at: u32,
    end_at: u32,
) -> Event {
    Event::new("Launch")
        .add_attribute("id", id.to_string())
        .add_attribute("creator", creator.as_str())
        .add_attribute("title", title)
        .add_attribute("goal", goal.to_string())
        .add_attribute("startAt", start_at.to_string())
        .add_attribute("endAt", end_at.to_string())
}

/// `event Pledge(uint256 indexed id, address indexed caller, uint256 amount)`
fn pledge_event(id: Uint256, caller: &Addr, amount: Uint256) -> Event {
    Event::new("Pledge")
        .add_attribute("id", id.to_string())
        .add_attribute("caller", caller.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Unpledge(uint256 indexed id, address indexed caller, uint256 amount)`
fn unpledge_event(id: Uint256, caller: &Addr, amount: Uint256) -> Event {
    Event::new("Unpledge")
        .add_attribute("id", id.to_string())
        .add_attribute("caller", caller.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Claim(uint256 id, uint256 amount)`
fn claim_event(id: Uint256, amount: Uint256) -> Event {
    Event::new("Claim")
        .add_attribute("id", id.to_string())
        .add_attribute("amount", amount.to_string())
}

/// `event Refund(uint256 id, address indexed caller, uint256 amount)`
fn refund_event(id: Uint256, caller: &Addr, amount: Uint256) -> Event {
    Event::new("Refund")
        .add_attribute("id", id.to_string())
        .add_attribute("caller", caller.as_str())
        .add_attribute("amount", amount.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::MaxDuration {} => to_json_binary(&MAX_DURATION)?,
        QueryMsg::Count {} => to_json_binary(&COUNT.load(deps.storage)?)?,
        QueryMsg::Campaigns { arg0 } => to_json_binary(
            &CAMPAIGNS
                .may_load(deps.storage, arg0.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )?,
        QueryMsg::PledgedAmount { arg0, arg1 } => {
            let arg1 = parse_address(deps.api, &arg1)?;
            to_json_binary(
                &PLEDGED_AMOUNT
                    .may_load(deps.storage, (arg0.to_be_bytes().as_slice(), &arg1))?
                    .unwrap_or_default(),
            )?
        }
    })
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
