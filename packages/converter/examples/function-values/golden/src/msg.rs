use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `setProportional(bool on) external`
    SetProportional { on: bool },
    /// `clearPricing() external`
    ClearPricing {},
    /// `start() external`
    Start {},
    /// `advance() external`
    Advance {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public feeBps`
    #[returns(cosmwasm_std::Uint256)]
    FeeBps {},
    /// getter of `uint256 public completed`
    #[returns(cosmwasm_std::Uint256)]
    Completed {},
    /// `mapValues(uint256[] values, uint8 kind) external pure returns (uint256[])`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    MapValues { values: Vec<Uint256>, kind: u8 },
    /// `total(uint256[] values) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Total { values: Vec<Uint256> },
    /// `largest(uint256[] values) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Largest { values: Vec<Uint256> },
    /// `quadruple(uint256 x) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Quadruple { x: Uint256 },
    /// `either(bool first, uint256 x) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Either { first: bool, x: Uint256 },
    /// `chain(uint256 x) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Chain { x: Uint256 },
    /// `stageSelector(bool starting) external view returns (bytes4)`
    #[returns(cosmwasm_std::HexBinary)]
    StageSelector { starting: bool },
    /// `isProportional() external view returns (bool)`
    #[returns(bool)]
    IsProportional {},
    /// `price(uint256 amount) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Price { amount: Uint256 },
}

#[cw_serde]
pub struct MigrateMsg {}
