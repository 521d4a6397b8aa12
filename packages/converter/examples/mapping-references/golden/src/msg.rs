use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256, Uint64};

/// `struct Account`
#[cw_serde]
#[derive(Default)]
pub struct Account {
    pub opened: Uint256,
}

/// `struct Quote`
#[cw_serde]
#[derive(Default)]
pub struct Quote {
    pub price: Uint256,
    pub size: Uint64,
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `credit(address a, uint256 v) external`
    Credit { a: String, v: Uint256 },
    /// `record(bool isCredit, address a, uint256 v) external`
    Record {
        is_credit: bool,
        a: String,
        v: Uint256,
    },
    /// `clear(bool isCredit, address a) external`
    Clear { is_credit: bool, a: String },
    /// `bump(address a, uint256 v) external returns (uint256)`
    Bump { a: String, v: Uint256 },
    /// `approve(address spender, uint256 v) external`
    Approve { spender: String, v: Uint256 },
    /// `grant(uint256 scope, address spender, uint256 v) external`
    Grant {
        scope: Uint256,
        spender: String,
        v: Uint256,
    },
    /// `open(uint256 id) external`
    Open { id: Uint256 },
    /// `setLimit(uint256 id, address a, uint256 v) external`
    SetLimit { id: Uint256, a: String, v: Uint256 },
    /// `quote(bytes32 id, uint256 price) external`
    Quote { id: HexBinary, price: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(address => uint256) public credits`
    #[returns(cosmwasm_std::Uint256)]
    Credits { arg0: String },
    /// getter of `mapping(address => uint256) public debits`
    #[returns(cosmwasm_std::Uint256)]
    Debits { arg0: String },
    /// getter of `mapping(address => mapping(address => uint256)) public allowed`
    #[returns(cosmwasm_std::Uint256)]
    Allowed { arg0: String, arg1: String },
    /// getter of `mapping(uint256 => mapping(address => mapping(address => uint256))) public scoped`
    #[returns(cosmwasm_std::Uint256)]
    Scoped {
        arg0: Uint256,
        arg1: String,
        arg2: String,
    },
    /// getter of `mapping(bytes32 => Quote) public quotes`
    #[returns(Quote)]
    Quotes { arg0: HexBinary },
    /// `limit(uint256 id, address a) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Limit { id: Uint256, a: String },
}

#[cw_serde]
pub struct MigrateMsg {}
