#[cfg(not(feature = "library"))]
use cosmwasm_std::entry_point;
use cosmwasm_std::{
    coins, to_json_binary, to_json_string, Addr, Api, BankMsg, Binary, CosmosMsg, Deps, DepsMut,
    Env, Event, HexBinary, MessageInfo, Response, StdResult, Uint128, Uint256, Uint64,
};
use cw_utils::{may_pay, nonpayable};

use crate::error::ContractError;
use crate::msg::{
    BestPriceResponse, ContractHoldingsResponse, ExecuteMsg, Fill, InstantiateMsg, MigrateMsg,
    OpenOrdersOfResponse, OrderData, QueryMsg, Side, Status,
};
use crate::state::{
    ESCROWED, FEE_BPS, FEE_COLLECTOR, FILLS, FILLS_LENGTH, ORDERS, ORDERS_BY_MAKER, ORDERS_LENGTH,
    PROCEEDS,
};

const CONTRACT_NAME: &str = "crates.io:order-book";
const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.
pub const NATIVE_DENOM: &str = "uatom";

/// `uint16 constant MAX_FEE_BPS = 300`
pub const MAX_FEE_BPS: u16 = 300u16;

/// `uint256 constant BPS = 10_000`
pub const BPS: Uint256 = Uint256::from_u128(10000);

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

/// `a[i]` of an array stored element by element: an index past its length fails with `Panic(0x32)`.
fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {
    if i < Uint256::from(length) {
        Ok(i)
    } else {
        Err(ContractError::Panic { code: 0x32 })
    }
}

/// The low 40 bits of a word as a `uint40` (Solidity's truncating conversion).
fn from_word_uint40(w: [u8; 32]) -> Uint64 {
    let w = word_truncate(w, 40, false);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Uint64::from_be_bytes(b)
}

/// The low 64 bits of a word as a `uint64` (Solidity's truncating conversion).
fn from_word_uint64(w: [u8; 32]) -> Uint64 {
    let w = word_truncate(w, 64, false);
    let mut b = [0u8; 8];
    b.copy_from_slice(&w[24..]);
    Uint64::from_be_bytes(b)
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

    /// `to.send(amount)` / `to.call{value: amount}("")`: `false` when the balance is short.
    fn send(
        &mut self,
        deps: Deps,
        env: &Env,
        to: &Addr,
        amount: Uint256,
    ) -> Result<bool, ContractError> {
        if amount > self.self_balance(deps, env)? {
            return Ok(false);
        }
        if !amount.is_zero() {
            let amount =
                Uint128::try_from(amount).map_err(|_| ContractError::Panic { code: 0x11 })?;
            self.msgs.push(
                BankMsg::Send {
                    to_address: to.to_string(),
                    amount: coins(amount.u128(), NATIVE_DENOM),
                }
                .into(),
            );
            self.sent += Uint256::from(amount);
        }
        Ok(true)
    }
}

/// `constructor(uint16 _feeBps)`
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(
    deps: DepsMut,
    _env: Env,
    info: MessageInfo,
    msg: InstantiateMsg,
) -> Result<Response, ContractError> {
    nonpayable(&info)?;
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    let fee_bps = msg.fee_bps;
    // OrderBook
    if fee_bps > MAX_FEE_BPS {
        return Err(ContractError::FeeTooHigh {
            fee: fee_bps,
            max: MAX_FEE_BPS,
        });
    }
    FEE_BPS.save(deps.storage, &fee_bps)?;
    FEE_COLLECTOR.save(deps.storage, &info.sender)?;
    let orders_length = ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    ORDERS_LENGTH.save(deps.storage, &(orders_length + 1))?;
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
        ExecuteMsg::Place {
            side,
            price,
            amount,
        } => execute_place(deps, env, info, side, price, amount),
        ExecuteMsg::Fill { id, amount } => execute_fill(deps, info, id, amount),
        ExecuteMsg::Cancel { oid } => {
            nonpayable(&info)?;
            execute_cancel(deps, info, oid)
        }
        ExecuteMsg::Withdraw {} => {
            nonpayable(&info)?;
            execute_withdraw(deps, env, info)
        }
    }
}

/// `place(Side side, uint128 price, uint128 amount) external payable returns (OrderId)`
pub fn execute_place(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
    side: Side,
    price: Uint128,
    amount: Uint128,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    if amount == Uint128::new(0) {
        return Err(ContractError::ZeroAmount);
    }
    if side as u8 > Side::Sell as u8 {
        return Err(ContractError::Reverted);
    }
    let cost = Uint256::from(price).checked_mul(Uint256::from(amount))?;
    if side == Side::Buy {
        if funds != cost {
            return Err(ContractError::OrderBookWrongValue);
        }
        let escrowed = ESCROWED
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .checked_add(cost)?;
        ESCROWED.save(deps.storage, &info.sender, &escrowed)?;
    } else {
        if funds != Uint256::zero() {
            return Err(ContractError::OrderBookSellOrdersCarryNoValue);
        }
    }
    let id = from_word_uint64(to_word_uint256(Uint256::from(
        ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )));
    let orders_length = ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    ORDERS_LENGTH.save(deps.storage, &(orders_length + 1))?;
    let index = Uint256::from(orders_length);
    let mut orders = ORDERS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders.maker = info.sender.clone();
    ORDERS.save(deps.storage, index.to_be_bytes().as_slice(), &orders)?;
    let mut orders_2 = ORDERS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders_2.side = side;
    ORDERS.save(deps.storage, index.to_be_bytes().as_slice(), &orders_2)?;
    let mut orders_3 = ORDERS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders_3.status = Status::Open;
    ORDERS.save(deps.storage, index.to_be_bytes().as_slice(), &orders_3)?;
    let mut orders_4 = ORDERS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders_4.price = price;
    ORDERS.save(deps.storage, index.to_be_bytes().as_slice(), &orders_4)?;
    let mut orders_5 = ORDERS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders_5.amount = amount;
    ORDERS.save(deps.storage, index.to_be_bytes().as_slice(), &orders_5)?;
    let mut orders_6 = ORDERS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders_6.remaining = amount;
    ORDERS.save(deps.storage, index.to_be_bytes().as_slice(), &orders_6)?;
    let mut orders_7 = ORDERS
        .may_load(deps.storage, index.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders_7.created_at = from_word_uint40(to_word_uint256(block_timestamp(&env)));
    ORDERS.save(deps.storage, index.to_be_bytes().as_slice(), &orders_7)?;
    let mut orders_by_maker = ORDERS_BY_MAKER
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    orders_by_maker.push(id);
    ORDERS_BY_MAKER.save(deps.storage, &info.sender, &orders_by_maker)?;
    events.push(order_placed_event(id, &info.sender, side, price, amount));
    Ok(Response::new()
        .add_events(events)
        .set_data(to_json_binary(&id)?))
}

/// `fill(uint64 id, uint128 amount) external payable`
pub fn execute_fill(
    deps: DepsMut,
    info: MessageInfo,
    id: Uint64,
    amount: Uint128,
) -> Result<Response, ContractError> {
    let funds = msg_value(&info)?;
    let mut events = vec![];
    let key = element_index(
        Uint256::from(id),
        ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    if !order_lib_is_live(
        deps.as_ref(),
        &ORDERS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default(),
    )? {
        return Err(ContractError::BadOrder {
            id,
            status: ORDERS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .status,
        });
    }
    if amount
        > ORDERS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .remaining
    {
        return Err(ContractError::OrderBookTooMuch);
    }
    let value = Uint256::from(
        ORDERS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .price,
    )
    .checked_mul(Uint256::from(amount))?;
    let fee = mul_bps(value, Uint256::from(FEE_BPS.load(deps.storage)?))?;
    if ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .side
        == Side::Sell
    {
        if funds != value {
            return Err(ContractError::OrderBookWrongValue);
        }
        let key_2 = ORDERS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .maker;
        let proceeds = PROCEEDS
            .may_load(deps.storage, &key_2)?
            .unwrap_or_default()
            .checked_add(value.checked_sub(fee)?)?;
        PROCEEDS.save(deps.storage, &key_2, &proceeds)?;
    } else {
        if funds != Uint256::zero() {
            return Err(ContractError::OrderBookNoValue);
        }
        let key_3 = ORDERS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default()
            .maker;
        let escrowed = ESCROWED
            .may_load(deps.storage, &key_3)?
            .unwrap_or_default()
            .checked_sub(value)?;
        ESCROWED.save(deps.storage, &key_3, &escrowed)?;
        let proceeds_2 = PROCEEDS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .checked_add(value.checked_sub(fee)?)?;
        PROCEEDS.save(deps.storage, &info.sender, &proceeds_2)?;
    }
    let key_4 = FEE_COLLECTOR.load(deps.storage)?;
    let proceeds_3 = PROCEEDS
        .may_load(deps.storage, &key_4)?
        .unwrap_or_default()
        .checked_add(fee)?;
    PROCEEDS.save(deps.storage, &key_4, &proceeds_3)?;
    // unchecked
    let mut orders = ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders.remaining = orders.remaining.wrapping_sub(amount);
    ORDERS.save(deps.storage, key.to_be_bytes().as_slice(), &orders)?;
    if ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .remaining
        == Uint128::new(0)
    {
        let mut orders_2 = ORDERS
            .may_load(deps.storage, key.to_be_bytes().as_slice())?
            .unwrap_or_default();
        orders_2.status = Status::Filled;
        ORDERS.save(deps.storage, key.to_be_bytes().as_slice(), &orders_2)?;
    }
    let f = Fill {
        order_id: id,
        taker: info.sender.clone(),
        amount,
    };
    let fills_length = FILLS_LENGTH.may_load(deps.storage)?.unwrap_or_default();
    FILLS.save(
        deps.storage,
        Uint256::from(fills_length).to_be_bytes().as_slice(),
        &f,
    )?;
    FILLS_LENGTH.save(deps.storage, &(fills_length + 1))?;
    let mut orders_3 = ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders_3.fills.push(
        Uint256::from(FILLS_LENGTH.may_load(deps.storage)?.unwrap_or_default())
            .checked_sub(Uint256::one())?,
    );
    ORDERS.save(deps.storage, key.to_be_bytes().as_slice(), &orders_3)?;
    events.push(order_filled_event(id, &f));
    Ok(Response::new().add_events(events))
}

/// `cancel(OrderId oid) external`
pub fn execute_cancel(
    deps: DepsMut,
    info: MessageInfo,
    oid: Uint64,
) -> Result<Response, ContractError> {
    let mut events = vec![];
    let id = oid;
    let key = element_index(
        Uint256::from(id),
        ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
    )?;
    if ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .maker
        != info.sender
    {
        return Err(ContractError::NotMaker {
            caller: info.sender.clone(),
        });
    }
    if ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .status
        != Status::Open
    {
        return Err(ContractError::BadOrder {
            id,
            status: ORDERS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .status,
        });
    }
    let mut orders = ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders.status = Status::Cancelled;
    ORDERS.save(deps.storage, key.to_be_bytes().as_slice(), &orders)?;
    let left = ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .remaining;
    let mut orders_2 = ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default();
    orders_2.remaining = Uint128::new(0);
    ORDERS.save(deps.storage, key.to_be_bytes().as_slice(), &orders_2)?;
    if ORDERS
        .may_load(deps.storage, key.to_be_bytes().as_slice())?
        .unwrap_or_default()
        .side
        == Side::Buy
    {
        let refund = Uint256::from(
            ORDERS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .price,
        )
        .checked_mul(Uint256::from(left))?;
        let escrowed = ESCROWED
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .checked_sub(refund)?;
        ESCROWED.save(deps.storage, &info.sender, &escrowed)?;
        let proceeds = PROCEEDS
            .may_load(deps.storage, &info.sender)?
            .unwrap_or_default()
            .checked_add(refund)?;
        PROCEEDS.save(deps.storage, &info.sender, &proceeds)?;
    }
    events.push(order_cancelled_event(id, left));
    Ok(Response::new().add_events(events))
}

/// `withdraw() external`
pub fn execute_withdraw(
    deps: DepsMut,
    env: Env,
    info: MessageInfo,
) -> Result<Response, ContractError> {
    let mut payouts = Payouts::default();
    let amount = PROCEEDS
        .may_load(deps.storage, &info.sender)?
        .unwrap_or_default();
    if amount == Uint256::zero() {
        return Err(ContractError::ZeroAmount);
    }
    PROCEEDS.save(deps.storage, &info.sender, &Uint256::zero())?;
    let (ok, _) = (
        payouts.send(deps.as_ref(), &env, &info.sender, amount)?,
        HexBinary::default(),
    );
    if !ok {
        return Err(ContractError::OrderBookTransferFailed);
    }
    Ok(Response::new().add_messages(payouts.msgs))
}

/// `isLive(OrderBook.Order o) internal view returns (bool)`
fn order_lib_is_live(_deps: Deps, o: &OrderData) -> Result<bool, ContractError> {
    Ok(o.status == Status::Open && o.remaining > Uint128::new(0))
}

/// `freeFunction(uint256 amount, uint256 bps) pure returns (uint256)`
fn mul_bps(amount: Uint256, bps: Uint256) -> Result<Uint256, ContractError> {
    Ok(amount.checked_mul(bps)?.checked_div(BPS)?)
}

/// `event OrderPlaced(uint64 indexed id, address indexed maker, Side side, uint128 price, uint128 amount)`
fn order_placed_event(
    id: Uint64,
    maker: &Addr,
    side: Side,
    price: Uint128,
    amount: Uint128,
) -> Event {
    Event::new("OrderPlaced")
        .add_attribute("id", id.to_string())
        .add_attribute("maker", maker.as_str())
        .add_attribute("side", side.as_str())
        .add_attribute("price", price.to_string())
        .add_attribute("amount", amount.to_string())
}

/// `event OrderFilled(uint64 indexed id, Fill fill)`
fn order_filled_event(id: Uint64, fill: &Fill) -> Event {
    Event::new("OrderFilled")
        .add_attribute("id", id.to_string())
        .add_attribute("fill", to_json_string(&fill).unwrap_or_default())
}

/// `event OrderCancelled(uint64 indexed id, uint128 refunded)`
fn order_cancelled_event(id: Uint64, refunded: Uint128) -> Event {
    Event::new("OrderCancelled")
        .add_attribute("id", id.to_string())
        .add_attribute("refunded", refunded.to_string())
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(deps: Deps, env: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
    Ok(match msg {
        QueryMsg::Fills { arg0 } => to_json_binary(
            &FILLS
                .may_load(
                    deps.storage,
                    element_index(
                        arg0,
                        FILLS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                    )?
                    .to_be_bytes()
                    .as_slice(),
                )?
                .unwrap_or_default(),
        )?,
        QueryMsg::Escrowed { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&ESCROWED.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::Proceeds { arg0 } => {
            let arg0 = parse_address(deps.api, &arg0)?;
            to_json_binary(&PROCEEDS.may_load(deps.storage, &arg0)?.unwrap_or_default())?
        }
        QueryMsg::FeeBps {} => to_json_binary(&FEE_BPS.load(deps.storage)?)?,
        QueryMsg::FeeCollector {} => to_json_binary(&FEE_COLLECTOR.load(deps.storage)?)?,
        QueryMsg::GetOrder { id } => to_json_binary(&query_get_order(deps, id)?)?,
        QueryMsg::OpenOrdersOf { maker } => {
            let maker = parse_address(deps.api, &maker)?;
            let (ids, remaining) = query_open_orders_of(deps, maker)?;
            to_json_binary(&OpenOrdersOfResponse { ids, remaining })?
        }
        QueryMsg::FillsOf { id } => to_json_binary(&query_fills_of(deps, id)?)?,
        QueryMsg::BestPrice { side } => {
            let (best, best_id) = query_best_price(deps, side)?;
            to_json_binary(&BestPriceResponse { best, best_id })?
        }
        QueryMsg::OrderCount {} => to_json_binary(&query_order_count(deps)?)?,
        QueryMsg::ContractHoldings {} => {
            let (balance, self_proceeds) =
                query_contract_holdings(deps, &env, &Payouts::default())?;
            to_json_binary(&ContractHoldingsResponse {
                balance,
                self_proceeds,
            })?
        }
    })
}

/// `getOrder(uint64 id) external view returns (Order)`
fn query_get_order(deps: Deps, id: Uint64) -> Result<OrderData, ContractError> {
    Ok(ORDERS
        .may_load(
            deps.storage,
            element_index(
                Uint256::from(id),
                ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
            )?
            .to_be_bytes()
            .as_slice(),
        )?
        .unwrap_or_default())
}

/// `openOrdersOf(address maker) external view returns (uint64[] ids, uint128[] remaining)`
fn query_open_orders_of(
    deps: Deps,
    maker: Addr,
) -> Result<(Vec<Uint64>, Vec<Uint128>), ContractError> {
    let mut n = Uint256::zero();
    let mut i = Uint256::zero();
    while i < Uint256::from(
        ORDERS_BY_MAKER
            .may_load(deps.storage, &maker)?
            .unwrap_or_default()
            .len() as u64,
    ) {
        let key = element_index(
            Uint256::from(at(
                &ORDERS_BY_MAKER
                    .may_load(deps.storage, &maker)?
                    .unwrap_or_default(),
                i,
            )?),
            ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
        )?;
        if order_lib_is_live(
            deps,
            &ORDERS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default(),
        )? {
            n = n.checked_add(Uint256::one())?;
        }
        // unchecked
        i = i.wrapping_add(Uint256::one());
    }
    let mut ids = vec![Uint64::zero(); to_usize(n)?];
    let mut remaining = vec![Uint128::zero(); to_usize(n)?];
    let mut k = Uint256::zero();
    let mut i_2 = Uint256::zero();
    while i_2
        < Uint256::from(
            ORDERS_BY_MAKER
                .may_load(deps.storage, &maker)?
                .unwrap_or_default()
                .len() as u64,
        )
    {
        'body1: {
            let key_2 = element_index(
                Uint256::from(at(
                    &ORDERS_BY_MAKER
                        .may_load(deps.storage, &maker)?
                        .unwrap_or_default(),
                    i_2,
                )?),
                ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
            )?;
            if !order_lib_is_live(
                deps,
                &ORDERS
                    .may_load(deps.storage, key_2.to_be_bytes().as_slice())?
                    .unwrap_or_default(),
            )? {
                break 'body1;
            }
            *at_mut(&mut ids, k)? = at(
                &ORDERS_BY_MAKER
                    .may_load(deps.storage, &maker)?
                    .unwrap_or_default(),
                i_2,
            )?;
            *at_mut(&mut remaining, k)? = ORDERS
                .may_load(deps.storage, key_2.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .remaining;
            k = k.checked_add(Uint256::one())?;
        }
        i_2 = i_2.checked_add(Uint256::one())?;
    }
    Ok((ids, remaining))
}

/// `fillsOf(uint64 id) external view returns (Fill[] out)`
fn query_fills_of(deps: Deps, id: Uint64) -> Result<Vec<Fill>, ContractError> {
    let idx = ORDERS
        .may_load(
            deps.storage,
            element_index(
                Uint256::from(id),
                ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
            )?
            .to_be_bytes()
            .as_slice(),
        )?
        .unwrap_or_default()
        .fills;
    let mut out = vec![Fill::default(); to_usize(Uint256::from(idx.len() as u64))?];
    let mut i = Uint256::zero();
    while i < Uint256::from(idx.len() as u64) {
        *at_mut(&mut out, i)? = FILLS
            .may_load(
                deps.storage,
                element_index(
                    at(&idx, i)?,
                    FILLS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
                )?
                .to_be_bytes()
                .as_slice(),
            )?
            .unwrap_or_default();
        i = i.checked_add(Uint256::one())?;
    }
    Ok(out)
}

/// `bestPrice(Side side) external view returns (uint128 best, uint64 bestId)`
fn query_best_price(deps: Deps, side: Side) -> Result<(Uint128, Uint64), ContractError> {
    let mut best = Uint128::zero();
    let mut best_id = Uint64::zero();
    let mut i = Uint64::new(1);
    while Uint256::from(i)
        < Uint256::from(ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default())
    {
        'body0: {
            let key = element_index(
                Uint256::from(i),
                ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default(),
            )?;
            if ORDERS
                .may_load(deps.storage, key.to_be_bytes().as_slice())?
                .unwrap_or_default()
                .side
                != side
                || !order_lib_is_live(
                    deps,
                    &ORDERS
                        .may_load(deps.storage, key.to_be_bytes().as_slice())?
                        .unwrap_or_default(),
                )?
            {
                break 'body0;
            }
            if best_id == Uint64::new(0)
                || (if side == Side::Sell {
                    ORDERS
                        .may_load(deps.storage, key.to_be_bytes().as_slice())?
                        .unwrap_or_default()
                        .price
                        < best
                } else {
                    ORDERS
                        .may_load(deps.storage, key.to_be_bytes().as_slice())?
                        .unwrap_or_default()
                        .price
                        > best
                })
            {
                let (t0, t1) = (
                    ORDERS
                        .may_load(deps.storage, key.to_be_bytes().as_slice())?
                        .unwrap_or_default()
                        .price,
                    i,
                );
                best = t0;
                best_id = t1;
            }
        }
        i = i.checked_add(Uint64::new(1))?;
    }
    Ok((best, best_id))
}

/// `orderCount() external view returns (uint256)`
fn query_order_count(deps: Deps) -> Result<Uint256, ContractError> {
    Ok(
        Uint256::from(ORDERS_LENGTH.may_load(deps.storage)?.unwrap_or_default())
            .checked_sub(Uint256::one())?,
    )
}

/// `contractHoldings() external view returns (uint256 balance, uint256 selfProceeds)`
fn query_contract_holdings(
    deps: Deps,
    env: &Env,
    payouts: &Payouts,
) -> Result<(Uint256, Uint256), ContractError> {
    Ok((
        payouts.self_balance(deps, env)?,
        PROCEEDS
            .may_load(deps.storage, &env.contract.address)?
            .unwrap_or_default(),
    ))
}

#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}
