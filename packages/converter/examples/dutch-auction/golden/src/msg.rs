use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(string lot_, uint256 startPrice_, uint256 floorPrice_, uint256 duration_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub lot: String,
    pub start_price: Uint256,
    pub floor_price: Uint256,
    pub duration: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `buy() external payable`
    Buy {},
    /// `cancel(string reason) external`
    Cancel { reason: String },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address payable public immutable seller`
    #[returns(cosmwasm_std::Addr)]
    Seller {},
    /// getter of `uint256 public immutable startPrice`
    #[returns(cosmwasm_std::Uint256)]
    StartPrice {},
    /// getter of `uint256 public immutable floorPrice`
    #[returns(cosmwasm_std::Uint256)]
    FloorPrice {},
    /// getter of `uint256 public immutable startAt`
    #[returns(cosmwasm_std::Uint256)]
    StartAt {},
    /// getter of `uint256 public immutable duration`
    #[returns(cosmwasm_std::Uint256)]
    Duration {},
    /// getter of `string public lot`
    #[returns(String)]
    Lot {},
    /// getter of `address public buyer`
    #[returns(cosmwasm_std::Addr)]
    Buyer {},
    /// getter of `uint256 public soldFor`
    #[returns(cosmwasm_std::Uint256)]
    SoldFor {},
    /// `currentPrice() public view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    CurrentPrice {},
    /// `info() external view returns (string, uint256 price, bool sold, uint256 secondsElapsed)`
    #[returns(InfoResponse)]
    Info {},
}

/// The return values of `info()`.
#[cw_serde]
pub struct InfoResponse {
    pub ret0: String,
    pub price: Uint256,
    pub sold: bool,
    pub seconds_elapsed: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
