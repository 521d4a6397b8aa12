use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `struct OrderData`
#[cw_serde]
#[derive(Default)]
pub struct OrderData {
    pub quantities: Vec<Uint256>,
    pub price: Uint256,
    pub sku: String,
}

/// `constructor(uint256 limit)`
#[cw_serde]
pub struct InstantiateMsg {
    pub limit: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `submit(uint256[] quantities, uint256 price, string sku) external returns (bool)`
    Submit {
        quantities: Vec<Uint256>,
        price: Uint256,
        sku: String,
    },
    /// `quickCheck(uint256 amount) external returns (bool ok)`
    QuickCheck { amount: Uint256 },
    /// `deskSeesItself() external returns (bool)`
    DeskSeesItself {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public maxTotal`
    #[returns(cosmwasm_std::Uint256)]
    MaxTotal {},
    /// getter of `uint256 public accepted`
    #[returns(cosmwasm_std::Uint256)]
    Accepted {},
    /// getter of `uint256 public rejected`
    #[returns(cosmwasm_std::Uint256)]
    Rejected {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// `validate(Order order, uint256 limit) external pure returns (uint256 total)`
    #[returns(cosmwasm_std::Uint256)]
    Validate { order: OrderData, limit: Uint256 },
    /// `fromDesk() external view returns (bool)`
    #[returns(bool)]
    FromDesk { sender: String },
    /// `withinLimit(uint256 amount) external view returns (bool)`
    #[returns(bool)]
    WithinLimit { amount: Uint256 },
}

#[cw_serde]
pub struct MigrateMsg {}
