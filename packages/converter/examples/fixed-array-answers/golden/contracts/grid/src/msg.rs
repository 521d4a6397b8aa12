use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 s)`
#[cw_serde]
pub struct InstantiateMsg {
    pub s: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public scale`
    #[returns(cosmwasm_std::Uint256)]
    Scale {},
    /// `corners() external view returns (uint256[3] c)`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    Corners {},
    /// `row(uint16 start) public pure returns (uint16[5] r)`
    #[returns(Vec<u16>)]
    Row { start: u16 },
    /// `pair() external view returns (uint256[2] sizes, uint8[2] marks)`
    #[returns(PairResponse)]
    Pair {},
}

/// The return values of `pair()`.
#[cw_serde]
pub struct PairResponse {
    pub sizes: Vec<Uint256>,
    pub marks: Vec<u8>,
}

#[cw_serde]
pub struct MigrateMsg {}
