use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 start)`
#[cw_serde]
pub struct InstantiateMsg {
    pub start: Uint256,
    /// the stored code id of `PriceFeed`, instantiated by `new PriceFeed(...)`
    pub price_feed_code_id: u64,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `bumpBy(uint256 by) external returns (uint256)`
    BumpBy { by: Uint256 },
    /// `reprice(uint256 newPrice) external returns (uint256)`
    Reprice { new_price: Uint256 },
    /// `quote(uint256 low, uint256 high) external returns (uint256, uint256, uint256)`
    Quote { low: Uint256, high: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `PriceFeed public fallbackFeed`
    #[returns(cosmwasm_std::Addr)]
    FallbackFeed {},
    /// getter of `PriceFeed public immutable primary`
    #[returns(cosmwasm_std::Addr)]
    Primary {},
    /// getter of `uint256 public immutable scale`
    #[returns(cosmwasm_std::Uint256)]
    Scale {},
    /// getter of `uint256 public openingPrice`
    #[returns(cosmwasm_std::Uint256)]
    OpeningPrice {},
    /// getter of `uint256 public adjustedPrice`
    #[returns(cosmwasm_std::Uint256)]
    AdjustedPrice {},
    /// getter of `uint256 public bumpedPrice`
    #[returns(cosmwasm_std::Uint256)]
    BumpedPrice {},
    /// getter of `uint256 public bumps`
    #[returns(cosmwasm_std::Uint256)]
    Bumps {},
    /// getter of `uint256 public fallbackBumped`
    #[returns(cosmwasm_std::Uint256)]
    FallbackBumped {},
    /// getter of `address public admin`
    #[returns(cosmwasm_std::Addr)]
    Admin {},
    /// `spread() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Spread {},
    /// `funds() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Funds {},
}

/// The return values of `quote(uint256,uint256)`.
#[cw_serde]
pub struct QuoteResponse {
    pub ret0: Uint256,
    pub ret1: Uint256,
    pub ret2: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `PriceFeed` contracts (their JSON contract).
#[cw_serde]
pub enum PriceFeedExecuteMsg {
    /// `update(uint256 newPrice) external`
    Update { new_price: Uint256 },
    /// `bump(uint256 by) external returns (uint256)`
    Bump { by: Uint256 },
}

/// Query messages this contract sends to `PriceFeed` contracts (their JSON contract).
#[cw_serde]
pub enum PriceFeedQueryMsg {
    /// `decimals() external view returns (uint256)`
    Decimals {},
    /// `latest() external view returns (uint256)`
    Latest {},
}

/// The InstantiateMsg of `PriceFeed` (its JSON contract), sent by `new PriceFeed(...)`.
#[cw_serde]
pub struct PriceFeedInstantiateMsg {
    pub feed_decimals: Uint256,
    pub initial_price: Uint256,
}
