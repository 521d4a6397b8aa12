use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 _rate, address payable _wallet, IMintable _token, uint256 _cap, uint256 _individualCap, uint256 _open, uint256 _close)`
#[cw_serde]
pub struct InstantiateMsg {
    pub rate: Uint256,
    pub wallet: String,
    pub token: String,
    pub cap: Uint256,
    pub individual_cap: Uint256,
    pub open: Uint256,
    pub close: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `receive()`
    Receive {},
    /// `buyTokens(address beneficiary) public payable onlyWhileOpen`
    BuyTokens { beneficiary: String },
    /// `finalize() external`
    Finalize {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public openingTime`
    #[returns(cosmwasm_std::Uint256)]
    OpeningTime {},
    /// getter of `uint256 public closingTime`
    #[returns(cosmwasm_std::Uint256)]
    ClosingTime {},
    /// `isOpen() public view returns (bool)` (from `TimedCrowdsale`)
    #[returns(bool)]
    IsOpen {},
    /// `hasClosed() public view returns (bool)`
    #[returns(bool)]
    HasClosed {},
    /// getter of `IMintable public immutable token`
    #[returns(cosmwasm_std::Addr)]
    Token {},
    /// getter of `address payable public wallet`
    #[returns(cosmwasm_std::Addr)]
    Wallet {},
    /// getter of `uint256 public rate`
    #[returns(cosmwasm_std::Uint256)]
    Rate {},
    /// getter of `uint256 public weiRaised`
    #[returns(cosmwasm_std::Uint256)]
    WeiRaised {},
    /// getter of `uint256 public cap`
    #[returns(cosmwasm_std::Uint256)]
    Cap {},
    /// getter of `uint256 public individualCap`
    #[returns(cosmwasm_std::Uint256)]
    IndividualCap {},
    /// getter of `mapping(address => uint256) public contributions`
    #[returns(cosmwasm_std::Uint256)]
    Contributions { arg0: String },
    /// getter of `bool public finalized`
    #[returns(bool)]
    Finalized {},
    /// `capReached() public view returns (bool)`
    #[returns(bool)]
    CapReached {},
    /// `tokenBalance(address who) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    TokenBalance { who: String },
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IMintable` contracts (their JSON contract).
#[cw_serde]
pub enum IMintableExecuteMsg {
    /// `mint(address to, uint256 amount) external`
    Mint { to: String, amount: Uint256 },
}

/// Query messages this contract sends to `IMintable` contracts (their JSON contract).
#[cw_serde]
pub enum IMintableQueryMsg {
    /// `balanceOf(address who) external view returns (uint256)`
    BalanceOf { who: String },
}
