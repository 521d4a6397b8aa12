use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(Grid g)`
#[cw_serde]
pub struct InstantiateMsg {
    pub g: String,
    /// the stored code id of `Grid`, instantiated by `new Grid(...)`
    pub grid_code_id: u64,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `freshRow(uint16 start) external returns (uint16[5] row)`
    FreshRow { start: u16 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `Grid public grid`
    #[returns(cosmwasm_std::Addr)]
    Grid {},
    /// getter of `uint16[5] public lastRow`
    #[returns(u16)]
    LastRow { arg0: Uint256 },
    /// `corners() external view returns (uint256[3])`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    Corners {},
    /// `cornerSum() external view returns (uint256 sum)`
    #[returns(cosmwasm_std::Uint256)]
    CornerSum {},
    /// `rows(uint16 start) external view returns (uint16[5] a, uint16[5] b)`
    #[returns(RowsResponse)]
    Rows { start: u16 },
    /// `split() external view returns (uint256 total, uint8 last)`
    #[returns(SplitResponse)]
    Split {},
}

/// The return values of `rows(uint16)`.
#[cw_serde]
pub struct RowsResponse {
    pub a: Vec<u16>,
    pub b: Vec<u16>,
}

/// The return values of `split()`.
#[cw_serde]
pub struct SplitResponse {
    pub total: Uint256,
    pub last: u8,
}

#[cw_serde]
pub struct MigrateMsg {}

/// Query messages this contract sends to `Grid` contracts (their JSON contract).
#[cw_serde]
pub enum GridQueryMsg {
    /// `row(uint16 start) public pure returns (uint16[5] r)`
    Row { start: u16 },
    /// `corners() external view returns (uint256[3] c)`
    Corners {},
    /// `pair() external view returns (uint256[2] sizes, uint8[2] marks)`
    Pair {},
}

/// The answer of `pair` queried on another contract: its return values by name.
#[cw_serde]
pub struct GridPairResponse {
    #[serde(alias = "ret0")]
    pub sizes: Vec<Uint256>,
    #[serde(alias = "ret1")]
    pub marks: Vec<u8>,
}

/// The InstantiateMsg of `Grid` (its JSON contract), sent by `new Grid(...)`.
#[cw_serde]
pub struct GridInstantiateMsg {
    pub s: Uint256,
}
