use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256, Uint64};

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `enqueue(address to, uint256 amount, bytes4 tag) external onlyOwner returns (uint256 id)`
    Enqueue {
        to: String,
        amount: Uint256,
        tag: HexBinary,
    },
    /// `execute(uint256 id) external`
    Execute { id: Uint256 },
    /// `credit(address to, uint256 amount) external onlySelf`
    Credit { to: String, amount: Uint256 },
    /// `credit(address to, uint256 amount, bytes4 tag) external onlySelf`
    #[serde(rename = "credit_2")]
    Credit2 {
        to: String,
        amount: Uint256,
        tag: HexBinary,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public constant FIELD`
    #[returns(cosmwasm_std::Uint256)]
    Field {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `mapping(uint256 => bool) public executed`
    #[returns(bool)]
    Executed { arg0: Uint256 },
    /// getter of `mapping(address => uint256) public credits`
    #[returns(cosmwasm_std::Uint256)]
    Credits { arg0: String },
    /// getter of `mapping(bytes4 => uint256) public tagged`
    #[returns(cosmwasm_std::Uint256)]
    Tagged { arg0: HexBinary },
    /// `fingerprint(uint256 a, uint256 b) public pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Fingerprint { a: Uint256, b: Uint256 },
    /// `scaled(uint256 a, uint256 b, uint256 m) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Scaled { a: Uint256, b: Uint256, m: Uint256 },
    /// `decodeLimits(bytes data) external pure returns (uint64 limit, bool open)`
    #[returns(DecodeLimitsResponse)]
    DecodeLimits { data: HexBinary },
    /// `orderCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    OrderCount {},
}

/// The return values of `decodeLimits(bytes)`.
#[cw_serde]
pub struct DecodeLimitsResponse {
    pub limit: Uint64,
    pub open: bool,
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `OrderRelay` contracts (their JSON contract).
#[cw_serde]
pub enum OrderRelayExecuteMsg {
    /// `credit(address to, uint256 amount) external onlySelf`
    Credit { to: String, amount: Uint256 },
    /// `credit(address to, uint256 amount, bytes4 tag) external onlySelf`
    #[serde(rename = "credit_2")]
    Credit2 {
        to: String,
        amount: Uint256,
        tag: HexBinary,
    },
}
