use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `tick(uint256 n) external onlyOwner times(n) returns (uint256)`
    Tick { n: Uint256 },
    /// `maybeSet(bool c, uint256 v) external onlyIf(c)`
    MaybeSet { c: bool, v: Uint256 },
    /// `double() external twice returns (uint256)`
    Double {},
    /// `stepTo(uint256 n) external upTo(n) returns (uint256)`
    StepTo { n: Uint256 },
    /// `capped(uint256 n, uint256 limit) external times(n)`
    Capped { n: Uint256, limit: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public counter`
    #[returns(cosmwasm_std::Uint256)]
    Counter {},
    /// getter of `uint256 public value`
    #[returns(cosmwasm_std::Uint256)]
    Value {},
    /// getter of `uint256 public skipped`
    #[returns(cosmwasm_std::Uint256)]
    Skipped {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
}

#[cw_serde]
pub struct MigrateMsg {}
