use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `record(address player, uint256 points) external onlyOwner`
    Record { player: String, points: Uint256 },
    /// `enrol(address player, uint256 bonus) external onlyOwner`
    Enrol { player: String, bonus: Uint256 },
    /// `switchSeason() external onlyOwner`
    SwitchSeason {},
    /// `carryOver(address player, uint256 points) external onlyOwner`
    CarryOver { player: String, points: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `bool public autumn`
    #[returns(bool)]
    Autumn {},
    /// `scoreOf(address player, bool ofAutumn) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    ScoreOf { player: String, of_autumn: bool },
}

#[cw_serde]
pub struct MigrateMsg {}
