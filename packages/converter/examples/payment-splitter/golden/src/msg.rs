use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(address[] payees_, uint256[] shares_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub payees: Vec<String>,
    pub shares: Vec<Uint256>,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `receive()`
    Receive {},
    /// `release(address payable account) external`
    Release { account: String },
    /// `addPayee(address account, uint256 shares_) external`
    AddPayee { account: String, shares: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public immutable owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `uint256 public totalShares`
    #[returns(cosmwasm_std::Uint256)]
    TotalShares {},
    /// getter of `uint256 public totalReleased`
    #[returns(cosmwasm_std::Uint256)]
    TotalReleased {},
    /// getter of `address[] public payees`
    #[returns(cosmwasm_std::Addr)]
    Payees { arg0: Uint256 },
    /// getter of `mapping(address => uint256) public shares`
    #[returns(cosmwasm_std::Uint256)]
    Shares { arg0: String },
    /// getter of `mapping(address => uint256) public released`
    #[returns(cosmwasm_std::Uint256)]
    Released { arg0: String },
    /// `releasable(address account) public view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Releasable { account: String },
    /// `payeeCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    PayeeCount {},
}

#[cw_serde]
pub struct MigrateMsg {}
