#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};
use crate::state::{
    LAST_UPDATE_TIME, OWNER, POINTS_BALANCE, REWARDS, REWARD_PER_TOKEN_STORED, REWARD_RATE,
    STAKE_OF, TOTAL_STAKED, USER_REWARD_PER_TOKEN_PAID,
};

const CONTRACT_NAME: &str = "crates.io:staking-rewards";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint256 internal constant ONE = 1e18`
pub const ONE: Uint256 = Uint256::from_u128(1000000000000000000);

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

/// `block.timestamp`
fn block_timestamp(env: &Env) -> Uint256 {
    Uint256::from(env.block.time.seconds())
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

/// `constructor(uint256 rewardRate_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let reward_rate = msg.reward_rate;
    // StakingRewards: state variables
    REWARD_PER_TOKEN_STORED.save(deps.storage, &Uint256::zero())?;
    TOTAL_STAKED.save(deps.storage, &Uint256::zero())?;
    // Owned
    OWNER.save(deps.storage, &info.sender)?;
    // StakingRewards
    REWARD_RATE.save(deps.storage, &reward_rate)?;
    LAST_UPDATE_TIME.save(deps.storage, &block_timestamp(&env))?;
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
        ExecuteMsg::Stake {} => execute_stake(deps, env, info),
        ExecuteMsg::Withdraw { amount } => {
            nonpayable(&info)?;
            execute_withdraw(deps, env, info, amount)
        }
        ExecuteMsg::GetReward {} => {
            nonpayable(&info)?;
            execute_get_reward(deps, env, info)
        }
        ExecuteMsg::Exit {} => {
            nonpayable(&info)?;
            execute_exit(deps, env, info)
        }
        ExecuteMsg::SetRewardRate { new_rate } => {
            nonpayable(&info)?;
            execute_set_reward_rate(deps, env, info, new_rate)
        }
    }
}

/// `modifier updateReward(address account)`
fn update_reward(deps: DepsMut, env: &Env, account: Addr) -> Result<(), ContractError> {
    let reward_per_token_stored = query_reward_per_token(deps.as_ref(), env)?;
    REWARD_PER_TOKEN_STORED.save(deps.storage, &reward_per_token_stored)?;
    LAST_UPDATE_TIME.save(deps.storage, &block_timestamp(env))?;
    if !is_zero_address(&account) {
        let rewards = query_earned(deps.as_ref(), env, account.clone())?;
        REWARDS.save(deps.storage, &account, &rewards)?;
        let user_reward_per_token_paid = REWARD_PER_TOKEN_STORED.load(deps.storage)?;
        USER_REWARD_PER_TOKEN_PAID.save(deps.storage, &account, &user_reward_per_token_paid)?;
    }
    Ok(())
}

/// `modifier onlyOwner`
fn only_owner(deps: Deps, sender: &Addr) -> Result<(), ContractError> {
    if *sender != OWNER.load(deps.storage)? {
        return Err(ContractError::NotOwner {
            caller: sender.clone(),
        });
    }
    Ok(())
}

/// `stake() external payable updateReward(msg.sender)`
pub fn execute_stake(
    mut deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    update_reward(deps.branch(), &env, info.sender.clone())?;
    if funds == Uint256::zero() {
        return Err(ContractError::ZeroAmount);
    }
    let total_staked = TOTAL_STAKED.load(deps.storage)?.checked_add(funds)?;
    TOTAL_STAKED.save(deps.storage, &total_staked)?;
    let stake_of = STAKE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_add(funds)?;
    STAKE_OF.save(deps.storage, &info.sender, &stake_of)?;
    events.push(staked_event(&info.sender, funds));
    Ok(Response::new().add_events(events))
}

/// `withdraw(uint256 amount) public updateReward(msg.sender)`
pub fn execute_withdraw(
    mut deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    update_reward(deps.branch(), &env, info.sender.clone())?;
    if amount == Uint256::zero() {
        return Err(ContractError::ZeroAmount);
    }
    let staked = STAKE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    if amount > staked {
        return Err(ContractError::InsufficientStake {
            staked,
            requested: amount,
        });
    }
    let stake_of = staked.checked_sub(amount)?;
    STAKE_OF.save(deps.storage, &info.sender, &stake_of)?;
    let total_staked = TOTAL_STAKED.load(deps.storage)?.checked_sub(amount)?;
    TOTAL_STAKED.save(deps.storage, &total_staked)?;
    payouts.transfer(deps.as_ref(), &env, &info.sender, amount)?;
    events.push(withdrawn_event(&info.sender, amount));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `getReward() public updateReward(msg.sender) returns (uint256 reward)`
pub fn execute_get_reward(
    mut deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    update_reward(deps.branch(), &env, info.sender.clone())?;
    let reward = REWARDS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    if reward > Uint256::zero() {
        REWARDS.save(deps.storage, &info.sender, &Uint256::zero())?;
        let points_balance = POINTS_BALANCE
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .checked_add(reward)?;
        POINTS_BALANCE.save(deps.storage, &info.sender, &points_balance)?;
        events.push(reward_paid_event(&info.sender, reward));
    }
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&reward)?))
}

/// `exit() external`
pub fn execute_exit(
    mut deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let amount = STAKE_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    withdraw(
        deps.branch(),
        &env,
        &info.sender,
        &mut events,
        &mut payouts,
        amount,
    )?;
    get_reward(deps.branch(), &env, &info.sender, &mut events)?;
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `setRewardRate(uint256 newRate) external onlyOwner updateReward(address(0))`
pub fn execute_set_reward_rate(
    mut deps: DepsMut,
    env: Env,
    info: MessageInfo,
    new_rate: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    only_owner(deps.as_ref(), &info.sender)?;
    update_reward(deps.branch(), &env, zero_address())?;
    events.push(reward_rate_changed_event(
        REWARD_RATE.load(deps.storage)?,
        new_rate,
    ));
    REWARD_RATE.save(deps.storage, &new_rate)?;
    Ok(Response::new().add_events(events))
}

/// `withdraw(uint256 amount) public updateReward(msg.sender)`
fn withdraw(
    mut deps: DepsMut,
    env: &Env,
    sender: &Addr,
    events: &mut Vec<Event>,
    payouts: &mut Payouts,
    amount: Uint256,
) -> Result<(), ContractError> {
    update_reward(deps.branch(), env, sender.clone())?;
    if amount == Uint256::zero() {
        return Err(ContractError::ZeroAmount);
    }
    let staked = STAKE_OF.may_load(deps.storage, sender)?.unwrap_or_default();
    if amount > staked {
        return Err(ContractError::InsufficientStake {
            staked,
            requested: amount,
        });
    }
    let stake_of = staked.checked_sub(amount)?;
    STAKE_OF.save(deps.storage, sender, &stake_of)?;
    let total_staked = TOTAL_STAKED.load(deps.storage)?.checked_sub(amount)?;
    TOTAL_STAKED.save(deps.storage, &total_staked)?;
    payouts.transfer(deps.as_ref(), env, sender, amount)?;
    events.push(withdrawn_event(sender, amount));
    Ok(())
}

/// `getReward() public updateReward(msg.sender) returns (uint256 reward)`
fn get_reward(
    mut deps: DepsMut,
    env: &Env,
    sender: &Addr,
    events: &mut Vec<Event>,
) -> Result<Uint256, ContractError> {
    update_reward(deps.branch(), env, sender.clone())?;
    let reward = REWARDS.may_load(deps.storage, sender)?.unwrap_or_default();
    if reward > Uint256::zero() {
        REWARDS.save(deps.storage, sender, &Uint256::zero())?;
        let points_balance = POINTS_BALANCE
            .may_load(deps.storage, sender)?
            .unwrap_or_default()
            .checked_add(reward)?;
        POINTS_BALANCE.save(deps.storage, sender, &points_balance)?;
        events.push(reward_paid_event(sender, reward));
    }
    Ok(reward)
}

/// `divDown(uint256 a, uint256 b) internal pure returns (uint256)`
fn fixed_point_div_down(a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    Ok(a.checked_mul(ONE)?.checked_div(b)?)
}

/// `mulDown(uint256 a, uint256 b) internal pure returns (uint256)`
fn fixed_point_mul_down(a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    Ok(a.checked_mul(b)?.checked_div(ONE)?)
}

/// `event Staked(address indexed user, uint256 amount)`
fn staked_event(user: &Addr, amount: Uint256) -> Event {
    Event::new("Staked")
        .add_attribute("user", user.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event Withdrawn(address indexed user, uint256 amount)`
fn withdrawn_event(user: &Addr, amount: Uint256) -> Event {
    Event::new("Withdrawn")
        .add_attribute("user", user.as_str())
        .add_attribute("amount", amount.to_string())
}

/// `event RewardPaid(address indexed user, uint256 reward)`
fn reward_paid_event(user: &Addr, reward: Uint256) -> Event {
    Event::new("RewardPaid")
        .add_attribute("user", user.as_str())
        .add_attribute("reward", reward.to_string())
}

/// `event RewardRateChanged(uint256 oldRate, uint256 newRate)`
fn reward_rate_changed_event(old_rate: Uint256, new_rate: Uint256) -> Event {
    Event::new("RewardRateChanged")
        .add_attribute("oldRate", old_rate.to_string())
        .add_attribute("newRate", new_rate.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Owner {} => to_json_binary(&OWNER.load(deps.storage)?)?,
        QueryMsg::RewardRate {} => to_json_binary(&REWARD_RATE.load(deps.storage)?)?,
        QueryMsg::LastUpdateTime {} => to_json_binary(&LAST_UPDATE_TIME.load(deps.storage)?)?,
        QueryMsg::RewardPerTokenStored {} => {
            to_json_binary(&REWARD_PER_TOKEN_STORED.load(deps.storage)?)?
        }
        QueryMsg::TotalStaked {} => to_json_binary(&TOTAL_STAKED.load(deps.storage)?)?,
        QueryMsg::StakeOf { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&STAKE_OF.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::UserRewardPerTokenPaid { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &USER_REWARD_PER_TOKEN_PAID
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Rewards { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&REWARDS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::PointsBalance { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &POINTS_BALANCE
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::RewardPerToken {} => to_json_binary(&query_reward_per_token(deps, &env)?)?,
        QueryMsg::Earned { account } => {
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_earned(deps, &env, account)?)?
        }
        QueryMsg::ShareBps { account } => {
            let account = parse_address(deps.api, &account)?;
            to_json_binary(&query_share_bps(deps, account)?)?
        }
    })
}

/// `rewardPerToken() public view returns (uint256)`
fn query_reward_per_token(deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
    if TOTAL_STAKED.load(deps.storage)? == Uint256::zero() {
        return Ok(REWARD_PER_TOKEN_STORED.load(deps.storage)?);
    }
    let elapsed = block_timestamp(env).checked_sub(LAST_UPDATE_TIME.load(deps.storage)?)?;
    Ok(REWARD_PER_TOKEN_STORED
        .load(deps.storage)?
        .checked_add(fixed_point_div_down(
            elapsed.checked_mul(REWARD_RATE.load(deps.storage)?)?,
            TOTAL_STAKED.load(deps.storage)?,
        )?)?)
}

/// `earned(address account) public view returns (uint256)`
fn query_earned(deps: Deps, env: &Env, account: Addr) -> Result<Uint256, ContractError> {
    Ok(fixed_point_mul_down(
        STAKE_OF
            .may_load(deps.storage, &account)?
            .unwrap_or_default(),
        query_reward_per_token(deps, env)?.checked_sub(
            USER_REWARD_PER_TOKEN_PAID
                .may_load(deps.storage, &account)?
                .unwrap_or_default(),
        )?,
    )?
    .checked_add(
        REWARDS
            .may_load(deps.storage, &account)?
            .unwrap_or_default(),
    )?)
}

/// `shareBps(address account) external view returns (uint256)`
fn query_share_bps(deps: Deps, account: Addr) -> Result<Uint256, ContractError> {
    Ok(STAKE_OF
        .may_load(deps.storage, &account)?
        .unwrap_or_default()
        .checked_mul(Uint256::from_u128(10000))?
        .checked_div(TOTAL_STAKED.load(deps.storage)?)?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
