#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut, Env, Event,
    MessageInfo, Response, StdResult, Uint128, Uint256, WasmMsg,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, IMintableExecuteMsg, IMintableQueryMsg, InstantiateMsg, MigrateMsg, QueryMsg,
};
use crate::state::{
    CAP, CLOSING_TIME, CONTRIBUTIONS, FINALIZED, INDIVIDUAL_CAP, OPENING_TIME, RATE, TOKEN, WALLET,
    WEI_RAISED,
};

const CONTRACT_NAME: &str = "crates.io:crowdsale";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

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

/// `constructor(uint256 _rate, address payable _wallet, IMintable _token, uint256 _cap, uint256 _individualCap, uint256 _open, uint256 _close)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let rate = msg.rate;
    let wallet = parse_address(deps.api, &msg.wallet)?;
    let token = parse_address(deps.api, &msg.token)?;
    let cap = msg.cap;
    let individual_cap = msg.individual_cap;
    let open = msg.open;
    let close = msg.close;
    // Crowdsale: state variables
    WEI_RAISED.save(deps.storage, &Uint256::zero())?;
    FINALIZED.save(deps.storage, &false)?;
    let opening_time = open;
    let closing_time = close;
    // TimedCrowdsale
    if opening_time < block_timestamp(&env) {
        return Err(ContractError::TimedCrowdsaleOpeningTimeIsBeforeCurrentTime);
    }
    if closing_time <= opening_time {
        return Err(ContractError::TimedCrowdsaleOpeningTimeIsNotBeforeClosingTime);
    }
    OPENING_TIME.save(deps.storage, &opening_time)?;
    CLOSING_TIME.save(deps.storage, &closing_time)?;
    // Crowdsale
    if rate <= Uint256::zero() {
        return Err(ContractError::CrowdsaleRateIs0);
    }
    if is_zero_address(&wallet) {
        return Err(ContractError::CrowdsaleWalletIsTheZeroAddress);
    }
    if is_zero_address(&token) {
        return Err(ContractError::CrowdsaleTokenIsTheZeroAddress);
    }
    if cap <= Uint256::zero() {
        return Err(ContractError::CappedCrowdsaleCapIs0);
    }
    RATE.save(deps.storage, &rate)?;
    WALLET.save(deps.storage, &wallet)?;
    TOKEN.save(deps.storage, &token)?;
    CAP.save(deps.storage, &cap)?;
    INDIVIDUAL_CAP.save(deps.storage, &individual_cap)?;
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
        ExecuteMsg::Receive {} => execute_receive(deps, env, info),
        ExecuteMsg::BuyTokens { beneficiary } => {
            let beneficiary = parse_address(deps.api, &beneficiary)?;
            execute_buy_tokens(deps, env, info, beneficiary)
        }
        ExecuteMsg::Finalize {} => {
            nonpayable(&info)?;
            execute_finalize(deps, env)
        }
    }
}

/// `modifier onlyWhileOpen`
fn only_while_open(deps: Deps, env: &Env) -> Result<(), ContractError> {
    if !query_is_open(deps, env)? {
        return Err(ContractError::TimedCrowdsaleNotOpen);
    }
    Ok(())
}

/// `receive()`
pub fn execute_receive(
    mut deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let mut payouts = Payouts::default();
    buy_tokens(
        deps.branch(),
        &env,
        &info.sender,
        funds,
        &mut events,
        &mut payouts,
        info.sender.clone(),
    )?;
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `buyTokens(address beneficiary) public payable onlyWhileOpen`
pub fn execute_buy_tokens(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    beneficiary: Addr,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let mut payouts = Payouts::default();
    only_while_open(deps.as_ref(), &env)?;
    let wei_amount = funds;
    pre_validate_purchase(deps.as_ref(), beneficiary.clone(), wei_amount)?;
    let tokens = get_token_amount(deps.as_ref(), wei_amount)?;
    let wei_raised = WEI_RAISED.load(deps.storage)?.checked_add(wei_amount)?;
    WEI_RAISED.save(deps.storage, &wei_raised)?;
    let contributions = CONTRIBUTIONS
        .may_load(deps.storage, &beneficiary)?
        .unwrap_or_default()
        .checked_add(wei_amount)?;
    CONTRIBUTIONS.save(deps.storage, &beneficiary, &contributions)?;
    payouts.msgs.push(
        WasmMsg::Execute {
            contract_addr: TOKEN.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IMintableExecuteMsg::Mint {
                to: beneficiary.to_string(),
                amount: tokens,
            })?,
            funds: vec![],
        }
        .into(),
    );
    events.push(tokens_purchased_event(
        &info.sender,
        &beneficiary,
        wei_amount,
        tokens,
    ));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `finalize() external`
pub fn execute_finalize(deps: DepsMut, env: Env) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if FINALIZED.load(deps.storage)? {
        return Err(ContractError::FinalizableCrowdsaleAlreadyFinalized);
    }
    if !query_has_closed(deps.as_ref(), &env)? {
        return Err(ContractError::FinalizableCrowdsaleNotClosed);
    }
    FINALIZED.save(deps.storage, &true)?;
    payouts.transfer(
        deps.as_ref(),
        &env,
        &WALLET.load(deps.storage)?,
        payouts.self_balance(deps.as_ref(), &env)?,
    )?;
    events.push(finalized_event(WEI_RAISED.load(deps.storage)?));
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events))
}

/// `buyTokens(address beneficiary) public payable onlyWhileOpen`
fn buy_tokens(
    deps: DepsMut,
    env: &Env,
    sender: &Addr,
    funds: Uint256,
    events: &mut Vec<Event>,
    payouts: &mut Payouts,
    beneficiary: Addr,
) -> Result<(), ContractError> {
    only_while_open(deps.as_ref(), env)?;
    let wei_amount = funds;
    pre_validate_purchase(deps.as_ref(), beneficiary.clone(), wei_amount)?;
    let tokens = get_token_amount(deps.as_ref(), wei_amount)?;
    let wei_raised = WEI_RAISED.load(deps.storage)?.checked_add(wei_amount)?;
    WEI_RAISED.save(deps.storage, &wei_raised)?;
    let contributions = CONTRIBUTIONS
        .may_load(deps.storage, &beneficiary)?
        .unwrap_or_default()
        .checked_add(wei_amount)?;
    CONTRIBUTIONS.save(deps.storage, &beneficiary, &contributions)?;
    payouts.msgs.push(
        WasmMsg::Execute {
            contract_addr: TOKEN.load(deps.storage)?.to_string(),
            msg: to_json_binary(&IMintableExecuteMsg::Mint {
                to: beneficiary.to_string(),
                amount: tokens,
            })?,
            funds: vec![],
        }
        .into(),
    );
    events.push(tokens_purchased_event(
        sender,
        &beneficiary,
        wei_amount,
        tokens,
    ));
    Ok(())
}

/// `_preValidatePurchase(address beneficiary, uint256 weiAmount) internal view`
fn pre_validate_purchase(
    deps: Deps,
    beneficiary: Addr,
    wei_amount: Uint256,
) -> Result<(), ContractError> {
    if is_zero_address(&beneficiary) {
        return Err(ContractError::CrowdsaleBeneficiaryIsTheZeroAddress);
    }
    if wei_amount == Uint256::zero() {
        return Err(ContractError::CrowdsaleWeiAmountIs0);
    }
    if WEI_RAISED.load(deps.storage)?.checked_add(wei_amount)? > CAP.load(deps.storage)? {
        return Err(ContractError::CappedCrowdsaleCapExceeded);
    }
    if CONTRIBUTIONS
        .may_load(deps.storage, &beneficiary)?
        .unwrap_or_default()
        .checked_add(wei_amount)?
        > INDIVIDUAL_CAP.load(deps.storage)?
    {
        return Err(ContractError::IndividuallyCappedCrowdsaleBeneficiarySCapExceeded);
    }
    Ok(())
}

/// `_getTokenAmount(uint256 weiAmount) internal view returns (uint256)`
fn get_token_amount(deps: Deps, wei_amount: Uint256) -> Result<Uint256, ContractError> {
    Ok(wei_amount.checked_mul(RATE.load(deps.storage)?)?)
}

/// `hasClosed() public view returns (bool)`
fn has_closed(deps: Deps, env: &Env) -> Result<bool, ContractError> {
    Ok(block_timestamp(env) > CLOSING_TIME.load(deps.storage)?)
}

/// `event TokensPurchased(address indexed purchaser, address indexed beneficiary, uint256 value, uint256 amount)`
fn tokens_purchased_event(
    purchaser: &Addr,
    beneficiary: &Addr,
    value: Uint256,
    amount: Uint256,
) -> Event {
    Event::new("TokensPurchased")
        .add_attribute("purchaser", purchaser.as_str())
        .add_attribute("beneficiary", beneficiary.as_str())
        .add_attribute("value", value.to_string())
        .add_attribute("amount", amount.to_string())
}

/// `event Finalized(uint256 raised)`
fn finalized_event(raised: Uint256) -> Event {
    Event::new("Finalized").add_attribute("raised", raised.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::OpeningTime {} => to_json_binary(&OPENING_TIME.load(deps.storage)?)?,
        QueryMsg::ClosingTime {} => to_json_binary(&CLOSING_TIME.load(deps.storage)?)?,
        QueryMsg::IsOpen {} => to_json_binary(&query_is_open(deps, &env)?)?,
        QueryMsg::HasClosed {} => to_json_binary(&query_has_closed(deps, &env)?)?,
        QueryMsg::Token {} => to_json_binary(&TOKEN.load(deps.storage)?)?,
        QueryMsg::Wallet {} => to_json_binary(&WALLET.load(deps.storage)?)?,
        QueryMsg::Rate {} => to_json_binary(&RATE.load(deps.storage)?)?,
        QueryMsg::WeiRaised {} => to_json_binary(&WEI_RAISED.load(deps.storage)?)?,
        QueryMsg::Cap {} => to_json_binary(&CAP.load(deps.storage)?)?,
        QueryMsg::IndividualCap {} => to_json_binary(&INDIVIDUAL_CAP.load(deps.storage)?)?,
        QueryMsg::Contributions { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(
                &CONTRIBUTIONS
                    .may_load(deps.storage, &arg0)?
                    .unwrap_or_default(),
            )?
        }
        QueryMsg::Finalized {} => to_json_binary(&FINALIZED.load(deps.storage)?)?,
        QueryMsg::CapReached {} => to_json_binary(&query_cap_reached(deps)?)?,
        QueryMsg::TokenBalance { who } => {
            let who = parse_address(deps.api, &who)?;
            to_json_binary(&query_token_balance(deps, who)?)?
        }
    })
}

/// `hasClosed() public view returns (bool)`
fn query_has_closed(deps: Deps, env: &Env) -> Result<bool, ContractError> {
    Ok(query_cap_reached(deps)? || has_closed(deps, env)?)
}

/// `isOpen() public view returns (bool)`
fn query_is_open(deps: Deps, env: &Env) -> Result<bool, ContractError> {
    Ok(block_timestamp(env) >= OPENING_TIME.load(deps.storage)?
        && block_timestamp(env) <= CLOSING_TIME.load(deps.storage)?)
}

/// `capReached() public view returns (bool)`
fn query_cap_reached(deps: Deps) -> Result<bool, ContractError> {
    Ok(WEI_RAISED.load(deps.storage)? >= CAP.load(deps.storage)?)
}

/// `tokenBalance(address who) external view returns (uint256)`
fn query_token_balance(deps: Deps, who: Addr) -> Result<Uint256, ContractError> {
    Ok(deps.querier.query_wasm_smart::<Uint256>(
        TOKEN.load(deps.storage)?.to_string(),
        &IMintableQueryMsg::BalanceOf {
            who: who.to_string(),
        },
    )?)
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
