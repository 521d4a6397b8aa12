#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    to_json_binary, Addr, Api, Binary, CosmosMsg, Deps, DepsMut, Env, Event, MessageInfo, Response,
    StdResult, Uint256, WasmMsg,
};
use cw_utils::nonpayable;

use crate::error::ContractError;
use crate::msg::{
    ExecuteMsg, GetReservesResponse, Ierc20ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg,
    RemoveLiquidityResponse,
};
use crate::state::{RESERVE0, RESERVE1, SHARES_OF, TOKEN0, TOKEN1, TOTAL_SHARES};

const CONTRACT_NAME: &str = "crates.io:constant-product-amm";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Reads an `address` argument: `""` is `address(0)`, anything else must be a valid bech32 address.
fn parse_address(api: &dyn Api, addr: &str) -> StdResult<Addr> {
    if addr.is_empty() {
        Ok(Addr::unchecked(""))
    } else {
        api.addr_validate(addr)
    }
}

/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so `address(this).balance` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
    msgs: Vec<CosmosMsg>,
}

/// `constructor(address token0_, address token1_)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let token0 = parse_address(deps.api, &msg.token0)?;
    let token1 = parse_address(deps.api, &msg.token1)?;
    // ConstantProductAMM
    RESERVE0.save(deps.storage, &Uint256::zero())?;
    RESERVE1.save(deps.storage, &Uint256::zero())?;
    TOTAL_SHARES.save(deps.storage, &Uint256::zero())?;
    if token0 == token1 {
        return Err(ContractError::IdenticalTokens);
    }
    TOKEN0.save(deps.storage, &token0)?;
    TOKEN1.save(deps.storage, &token1)?;
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
        ExecuteMsg::AddLiquidity { amount0, amount1 } => {
            execute_add_liquidity(deps, env, info, amount0, amount1)
        }
        ExecuteMsg::RemoveLiquidity { shares } => execute_remove_liquidity(deps, info, shares),
        ExecuteMsg::Swap {
            token_in,
            amount_in,
            min_out,
        } => {
            let token_in = parse_address(deps.api, &token_in)?;
            execute_swap(deps, env, info, token_in, amount_in, min_out)
        }
    }
}

/// `addLiquidity(uint256 amount0, uint256 amount1) external returns (uint256 shares)`
pub fn execute_add_liquidity(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    amount0: Uint256,
    amount1: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    if RESERVE0.load(deps.storage)? > Uint256::zero()
        || RESERVE1.load(deps.storage)? > Uint256::zero()
    {
        if RESERVE0.load(deps.storage)?.checked_mul(amount1)?
            != RESERVE1.load(deps.storage)?.checked_mul(amount0)?
        {
            return Err(ContractError::UnbalancedLiquidity { amount0, amount1 });
        }
    }
    let shares = if TOTAL_SHARES.load(deps.storage)? == Uint256::zero() {
        math_sqrt(amount0.checked_mul(amount1)?)?
    } else {
        math_min(
            amount0
                .checked_mul(TOTAL_SHARES.load(deps.storage)?)?
                .checked_div(RESERVE0.load(deps.storage)?)?,
            amount1
                .checked_mul(TOTAL_SHARES.load(deps.storage)?)?
                .checked_div(RESERVE1.load(deps.storage)?)?,
        )?
    };
    if shares <= Uint256::zero() {
        return Err(ContractError::ZeroShares);
    }
    let shares_of = SHARES_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default()
        .checked_add(shares)?;
    SHARES_OF.save(deps.storage, &info.sender, &shares_of)?;
    let total_shares = TOTAL_SHARES.load(deps.storage)?.checked_add(shares)?;
    TOTAL_SHARES.save(deps.storage, &total_shares)?;
    let reserve0 = RESERVE0.load(deps.storage)?.checked_add(amount0)?;
    RESERVE0.save(deps.storage, &reserve0)?;
    let reserve1 = RESERVE1.load(deps.storage)?.checked_add(amount1)?;
    RESERVE1.save(deps.storage, &reserve1)?;
    events.push(mint_event(&info.sender, amount0, amount1, shares));
    payouts.msgs.push(
        WasmMsg::Execute {
            contract_addr: TOKEN0.load(deps.storage)?.to_string(),
            msg: to_json_binary(&Ierc20ExecuteMsg::TransferFrom {
                from: info.sender.to_string(),
                to: env.contract.address.to_string(),
                amount: amount0,
            })?,
            funds: vec![],
        }
        .into(),
    );
    payouts.msgs.push(
        WasmMsg::Execute {
            contract_addr: TOKEN1.load(deps.storage)?.to_string(),
            msg: to_json_binary(&Ierc20ExecuteMsg::TransferFrom {
                from: info.sender.to_string(),
                to: env.contract.address.to_string(),
                amount: amount1,
            })?,
            funds: vec![],
        }
        .into(),
    );
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events)
        .set_data(to_json_binary(&shares)?))
}

/// `removeLiquidity(uint256 shares) external returns (uint256 amount0, uint256 amount1)`
pub fn execute_remove_liquidity(
    deps: DepsMut,
    info: MessageInfo,
    shares: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let have = SHARES_OF
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    if shares > have {
        return Err(ContractError::InsufficientShares { have, want: shares });
    }
    let amount0 = shares
        .checked_mul(RESERVE0.load(deps.storage)?)?
        .checked_div(TOTAL_SHARES.load(deps.storage)?)?;
    let amount1 = shares
        .checked_mul(RESERVE1.load(deps.storage)?)?
        .checked_div(TOTAL_SHARES.load(deps.storage)?)?;
    let shares_of = have.checked_sub(shares)?;
    SHARES_OF.save(deps.storage, &info.sender, &shares_of)?;
    let total_shares = TOTAL_SHARES.load(deps.storage)?.checked_sub(shares)?;
    TOTAL_SHARES.save(deps.storage, &total_shares)?;
    let reserve0 = RESERVE0.load(deps.storage)?.checked_sub(amount0)?;
    RESERVE0.save(deps.storage, &reserve0)?;
    let reserve1 = RESERVE1.load(deps.storage)?.checked_sub(amount1)?;
    RESERVE1.save(deps.storage, &reserve1)?;
    events.push(burn_event(&info.sender, amount0, amount1, shares));
    payouts.msgs.push(
        WasmMsg::Execute {
            contract_addr: TOKEN0.load(deps.storage)?.to_string(),
            msg: to_json_binary(&Ierc20ExecuteMsg::Transfer {
                to: info.sender.to_string(),
                amount: amount0,
            })?,
            funds: vec![],
        }
        .into(),
    );
    payouts.msgs.push(
        WasmMsg::Execute {
            contract_addr: TOKEN1.load(deps.storage)?.to_string(),
            msg: to_json_binary(&Ierc20ExecuteMsg::Transfer {
                to: info.sender.to_string(),
                amount: amount1,
            })?,
            funds: vec![],
        }
        .into(),
    );
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events)
        .set_data(to_json_binary(&RemoveLiquidityResponse {
            amount0,
            amount1,
        })?))
}

/// `swap(address tokenIn, uint256 amountIn, uint256 minOut) external returns (uint256 amountOut)`
pub fn execute_swap(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    token_in: Addr,
    amount_in: Uint256,
    min_out: Uint256,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let mut payouts = Payouts::default();
    let zero_for_one = token_in == TOKEN0.load(deps.storage)?;
    if !zero_for_one && token_in != TOKEN1.load(deps.storage)? {
        return Err(ContractError::InvalidToken {
            token: token_in.clone(),
        });
    }
    let (in_token, out_token, reserve_in, reserve_out) = if zero_for_one {
        (
            TOKEN0.load(deps.storage)?,
            TOKEN1.load(deps.storage)?,
            RESERVE0.load(deps.storage)?,
            RESERVE1.load(deps.storage)?,
        )
    } else {
        (
            TOKEN1.load(deps.storage)?,
            TOKEN0.load(deps.storage)?,
            RESERVE1.load(deps.storage)?,
            RESERVE0.load(deps.storage)?,
        )
    };
    let amount_out = query_get_amount_out(amount_in, reserve_in, reserve_out)?;
    if amount_out < min_out {
        return Err(ContractError::SlippageExceeded {
            amount_out,
            min_out,
        });
    }
    if zero_for_one {
        let (t0, t1) = (
            RESERVE0.load(deps.storage)?.checked_add(amount_in)?,
            RESERVE1.load(deps.storage)?.checked_sub(amount_out)?,
        );
        RESERVE0.save(deps.storage, &t0)?;
        RESERVE1.save(deps.storage, &t1)?;
    } else {
        let (t0_2, t1_2) = (
            RESERVE0.load(deps.storage)?.checked_sub(amount_out)?,
            RESERVE1.load(deps.storage)?.checked_add(amount_in)?,
        );
        RESERVE0.save(deps.storage, &t0_2)?;
        RESERVE1.save(deps.storage, &t1_2)?;
    }
    events.push(swap_event(&info.sender, &token_in, amount_in, amount_out));
    payouts.msgs.push(
        WasmMsg::Execute {
            contract_addr: in_token.to_string(),
            msg: to_json_binary(&Ierc20ExecuteMsg::TransferFrom {
                from: info.sender.to_string(),
                to: env.contract.address.to_string(),
                amount: amount_in,
            })?,
            funds: vec![],
        }
        .into(),
    );
    payouts.msgs.push(
        WasmMsg::Execute {
            contract_addr: out_token.to_string(),
            msg: to_json_binary(&Ierc20ExecuteMsg::Transfer {
                to: info.sender.to_string(),
                amount: amount_out,
            })?,
            funds: vec![],
        }
        .into(),
    );
    Ok(Response::new()
        .add_messages(payouts.msgs)
        .add_events(events)
        .set_data(to_json_binary(&amount_out)?))
}

/// `sqrt(uint256 y) internal pure returns (uint256 z)`
fn math_sqrt(y: Uint256) -> Result<Uint256, ContractError> {
    let mut z = Uint256::zero();
    if y > Uint256::from_u128(3) {
        z = y;
        let mut x = y
            .checked_div(Uint256::from_u128(2))?
            .checked_add(Uint256::one())?;
        while x < z {
            z = x;
            x = y
                .checked_div(x)?
                .checked_add(x)?
                .checked_div(Uint256::from_u128(2))?;
        }
    } else if y != Uint256::zero() {
        z = Uint256::one();
    }
    Ok(z)
}

/// `min(uint256 a, uint256 b) internal pure returns (uint256)`
fn math_min(a: Uint256, b: Uint256) -> Result<Uint256, ContractError> {
    Ok(if a < b { a } else { b })
}

/// `event Mint(address indexed provider, uint256 amount0, uint256 amount1, uint256 shares)`
fn mint_event(provider: &Addr, amount0: Uint256, amount1: Uint256, shares: Uint256) -> Event {
    Event::new("Mint")
        .add_attribute("provider", provider.as_str())
        .add_attribute("amount0", amount0.to_string())
        .add_attribute("amount1", amount1.to_string())
        .add_attribute("shares", shares.to_string())
}

/// `event Burn(address indexed provider, uint256 amount0, uint256 amount1, uint256 shares)`
fn burn_event(provider: &Addr, amount0: Uint256, amount1: Uint256, shares: Uint256) -> Event {
    Event::new("Burn")
        .add_attribute("provider", provider.as_str())
        .add_attribute("amount0", amount0.to_string())
        .add_attribute("amount1", amount1.to_string())
        .add_attribute("shares", shares.to_string())
}

/// `event Swap(address indexed trader, address tokenIn, uint256 amountIn, uint256 amountOut)`
fn swap_event(trader: &Addr, token_in: &Addr, amount_in: Uint256, amount_out: Uint256) -> Event {
    Event::new("Swap")
        .add_attribute("trader", trader.as_str())
        .add_attribute("tokenIn", token_in.as_str())
        .add_attribute("amountIn", amount_in.to_string())
        .add_attribute("amountOut", amount_out.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, _env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Token0 {} => to_json_binary(&TOKEN0.load(deps.storage)?)?,
        QueryMsg::Token1 {} => to_json_binary(&TOKEN1.load(deps.storage)?)?,
        QueryMsg::Reserve0 {} => to_json_binary(&RESERVE0.load(deps.storage)?)?,
        QueryMsg::Reserve1 {} => to_json_binary(&RESERVE1.load(deps.storage)?)?,
        QueryMsg::TotalShares {} => to_json_binary(&TOTAL_SHARES.load(deps.storage)?)?,
        QueryMsg::SharesOf { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&SHARES_OF.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::GetAmountOut {
            amount_in,
            reserve_in,
            reserve_out,
        } => to_json_binary(&query_get_amount_out(amount_in, reserve_in, reserve_out)?)?,
        QueryMsg::GetReserves {} => {
            let (ret0, ret1) = query_get_reserves(deps)?;
            to_json_binary(&GetReservesResponse { ret0, ret1 })?
        }
    })
}

/// `getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256)`
fn query_get_amount_out(
    amount_in: Uint256,
    reserve_in: Uint256,
    reserve_out: Uint256,
) -> Result<Uint256, ContractError> {
    if amount_in <= Uint256::zero() {
        return Err(ContractError::ZeroInput);
    }
    if !(reserve_in > Uint256::zero() && reserve_out > Uint256::zero()) {
        return Err(ContractError::NoLiquidity);
    }
    let amount_in_with_fee = amount_in.checked_mul(Uint256::from_u128(997))?;
    Ok(amount_in_with_fee.checked_mul(reserve_out)?.checked_div(
        reserve_in
            .checked_mul(Uint256::from_u128(1000))?
            .checked_add(amount_in_with_fee)?,
    )?)
}

/// `getReserves() external view returns (uint256, uint256)`
fn query_get_reserves(deps: Deps) -> Result<(Uint256, Uint256), ContractError> {
    Ok((RESERVE0.load(deps.storage)?, RESERVE1.load(deps.storage)?))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
