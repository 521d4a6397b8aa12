use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `settle(bytes data) external startsAtZero(total) returns (uint256 total)`
    Settle { data: HexBinary },
    /// `tally(uint256 x) public returns (uint256)`
    Tally { x: Uint256 },
    /// `record(uint256 a, uint256 b) public returns (uint256)`
    Record { a: Uint256, b: Uint256 },
    /// `recordBoth(uint256 a, uint256 b) external returns (uint256)`
    RecordBoth { a: Uint256, b: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public settledTotal`
    #[returns(cosmwasm_std::Uint256)]
    SettledTotal {},
    /// getter of `uint256 public rejected`
    #[returns(cosmwasm_std::Uint256)]
    Rejected {},
    /// getter of `uint256 public minimumFee`
    #[returns(cosmwasm_std::Uint256)]
    MinimumFee {},
    /// `check(uint256 amount) public pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Check { amount: Uint256 },
    /// `orders(bytes data) external pure returns (uint256[2][3])`
    #[returns(Vec<Vec<cosmwasm_std::Uint256>>)]
    Orders { data: HexBinary },
    /// `encodedDelta() external pure returns (bytes)`
    #[returns(cosmwasm_std::HexBinary)]
    EncodedDelta {},
}

#[cw_serde]
pub struct MigrateMsg {}
