use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Uint256, Uint64};

/// `struct Slot`
#[cw_serde]
#[derive(Default)]
pub struct Slot {
    pub amount: Uint256,
    pub since: Uint64,
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `fill(uint256 a, uint256 b) external`
    Fill { a: Uint256, b: Uint256 },
    /// `swapSlots() external`
    SwapSlots {},
    /// `swapNumbers() external`
    SwapNumbers {},
    /// `sameCell(uint256 a, uint256 b) external returns (uint256)`
    SameCell { a: Uint256, b: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `Slot public first`
    #[returns(Slot)]
    First {},
    /// getter of `Slot public second`
    #[returns(Slot)]
    Second {},
    /// getter of `uint256[3] public cells`
    #[returns(cosmwasm_std::Uint256)]
    Cells { arg0: Uint256 },
    /// getter of `uint256 public left`
    #[returns(cosmwasm_std::Uint256)]
    Left {},
    /// getter of `uint256 public right`
    #[returns(cosmwasm_std::Uint256)]
    Right {},
    /// `local(uint256 a, uint256 b) external pure returns (uint256, uint256, uint256)`
    #[returns(LocalResponse)]
    Local { a: Uint256, b: Uint256 },
}

/// The return values of `local(uint256,uint256)`.
#[cw_serde]
pub struct LocalResponse {
    pub ret0: Uint256,
    pub ret1: Uint256,
    pub ret2: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
