use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint256};

/// `struct OrderData`
#[cw_serde]
pub struct OrderData {
    pub owner: Addr,
    pub price: Uint256,
    pub amount: Uint256,
    pub open: bool,
}

impl Default for OrderData {
    fn default() -> Self {
        Self {
            owner: Addr::unchecked(""),
            price: Uint256::zero(),
            amount: Uint256::zero(),
            open: false,
        }
    }
}

/// `struct Stats`
#[cw_serde]
#[derive(Default)]
pub struct Stats {
    pub count: Uint256,
    pub volume: Uint256,
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `place(bool isBid, uint256 price, uint256 amount) external returns (uint256 id)`
    Place {
        is_bid: bool,
        price: Uint256,
        amount: Uint256,
    },
    /// `cancel(bool isBid, uint256 index) external`
    Cancel { is_bid: bool, index: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `Order[] public orders`
    #[returns(OrderData)]
    Orders { arg0: Uint256 },
    /// getter of `uint256[] public bidIds`
    #[returns(cosmwasm_std::Uint256)]
    BidIds { arg0: Uint256 },
    /// getter of `uint256[] public askIds`
    #[returns(cosmwasm_std::Uint256)]
    AskIds { arg0: Uint256 },
    /// getter of `Stats public bidStats`
    #[returns(Stats)]
    BidStats {},
    /// getter of `Stats public askStats`
    #[returns(Stats)]
    AskStats {},
    /// `depth(bool isBid) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Depth { is_bid: bool },
    /// `best(bool isBid) external view returns (uint256 bestId, uint256 bestPrice)`
    #[returns(BestResponse)]
    Best { is_bid: bool },
}

/// The return values of `best(bool)`.
#[cw_serde]
pub struct BestResponse {
    pub best_id: Uint256,
    pub best_price: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
