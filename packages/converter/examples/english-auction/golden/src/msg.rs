use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(string item_, uint256 reservePrice_, uint256 duration)`
#[cw_serde]
pub struct InstantiateMsg {
    pub item: String,
    pub reserve_price: Uint256,
    pub duration: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `bid() external payable`
    Bid {},
    /// `withdraw() external returns (uint256 amount)`
    Withdraw {},
    /// `end() external`
    End {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address payable public immutable seller`
    #[returns(cosmwasm_std::Addr)]
    Seller {},
    /// getter of `string public item`
    #[returns(String)]
    Item {},
    /// getter of `uint256 public immutable reservePrice`
    #[returns(cosmwasm_std::Uint256)]
    ReservePrice {},
    /// getter of `uint256 public constant MIN_INCREMENT_BPS`
    #[returns(cosmwasm_std::Uint256)]
    MinIncrementBps {},
    /// getter of `uint256 public constant EXTENSION`
    #[returns(cosmwasm_std::Uint256)]
    Extension {},
    /// getter of `uint256 public endAt`
    #[returns(cosmwasm_std::Uint256)]
    EndAt {},
    /// getter of `bool public ended`
    #[returns(bool)]
    Ended {},
    /// getter of `address public highestBidder`
    #[returns(cosmwasm_std::Addr)]
    HighestBidder {},
    /// getter of `uint256 public highestBid`
    #[returns(cosmwasm_std::Uint256)]
    HighestBid {},
    /// getter of `uint256 public lastBidBlock`
    #[returns(cosmwasm_std::Uint256)]
    LastBidBlock {},
    /// getter of `mapping(address => uint256) public pendingReturns`
    #[returns(cosmwasm_std::Uint256)]
    PendingReturns { arg0: String },
    /// `minimumBid() public view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    MinimumBid {},
    /// `timeLeft() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    TimeLeft {},
}

#[cw_serde]
pub struct MigrateMsg {}
