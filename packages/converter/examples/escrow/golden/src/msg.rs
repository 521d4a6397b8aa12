use std::fmt;

use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `enum State` (JSON: the member name in snake_case; Solidity ordinals 0..=4 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum State {
    #[default]
    AwaitingPayment,
    AwaitingDelivery,
    Disputed,
    Complete,
    Refunded,
}

impl State {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            State::AwaitingPayment => "awaiting_payment",
            State::AwaitingDelivery => "awaiting_delivery",
            State::Disputed => "disputed",
            State::Complete => "complete",
            State::Refunded => "refunded",
        }
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `constructor(address payable seller_, address arbiter_, uint256 price_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub seller: String,
    pub arbiter: String,
    pub price: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `deposit() external payable onlyParty(buyer) inState(State.AwaitingPayment)`
    Deposit {},
    /// `confirmDelivery() external onlyParty(buyer) inState(State.AwaitingDelivery)`
    ConfirmDelivery {},
    /// `raiseDispute(string reason) external inState(State.AwaitingDelivery)`
    RaiseDispute { reason: String },
    /// `resolve(bool releaseToSeller) external onlyParty(arbiter) inState(State.Disputed)`
    Resolve { release_to_seller: bool },
    /// `claimRefundAfterDeadline() external onlyParty(buyer) inState(State.AwaitingDelivery)`
    ClaimRefundAfterDeadline {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public immutable buyer`
    #[returns(cosmwasm_std::Addr)]
    Buyer {},
    /// getter of `address payable public immutable seller`
    #[returns(cosmwasm_std::Addr)]
    Seller {},
    /// getter of `address public immutable arbiter`
    #[returns(cosmwasm_std::Addr)]
    Arbiter {},
    /// getter of `uint256 public immutable price`
    #[returns(cosmwasm_std::Uint256)]
    Price {},
    /// getter of `uint256 public deliveryDeadline`
    #[returns(cosmwasm_std::Uint256)]
    DeliveryDeadline {},
    /// getter of `uint64 public constant DELIVERY_WINDOW`
    #[returns(cosmwasm_std::Uint64)]
    DeliveryWindow {},
    /// getter of `State public state`
    #[returns(State)]
    State {},
    /// `status() external view returns (State current, uint256 held, uint256 secondsLeft)`
    #[returns(StatusResponse)]
    Status {},
}

/// The return values of `status()`.
#[cw_serde]
pub struct StatusResponse {
    pub current: State,
    pub held: Uint256,
    pub seconds_left: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
