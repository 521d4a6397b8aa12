use std::fmt;

use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Int256, Uint256, Uint64};

/// `enum Color` (JSON: the member name in snake_case; Solidity ordinals 0..=2 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum Color {
    #[default]
    Red,
    Green,
    Blue,
}

impl Color {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Green => "green",
            Color::Blue => "blue",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `struct Counter`
#[cw_serde]
#[derive(Default)]
pub struct Counter {
    pub value: Uint256,
    pub bumps: Uint64,
}

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `runHook(uint256 v) external`
    RunHook { v: Uint256 },
    /// `stacked(uint256 v) external onlyOwner traced(1) traced(2) skipIfZero(v) returns (uint256)`
    Stacked { v: Uint256 },
    /// `resetTrace() external`
    ResetTrace {},
    /// `setColor(uint8 c) external`
    SetColor { c: u8 },
    /// `bump(uint256 by) external returns (uint256)`
    Bump { by: Uint256 },
    /// `resetCounter() external`
    ResetCounter {},
    /// `receive()`
    Receive {},
    /// `fallback()`
    Fallback { data: HexBinary },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256[] public log`
    #[returns(cosmwasm_std::Uint256)]
    Log { arg0: Uint256 },
    /// `tag() public pure returns (string)`
    #[returns(String)]
    Tag {},
    /// getter of `Color public color`
    #[returns(Color)]
    Color {},
    /// getter of `CounterLib.Counter public counter`
    #[returns(Counter)]
    Counter {},
    /// getter of `uint256 public trace`
    #[returns(cosmwasm_std::Uint256)]
    Trace {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `mapping(Color => uint256) public votes`
    #[returns(cosmwasm_std::Uint256)]
    Votes { arg0: Color },
    /// `abstractOne() public pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    AbstractOne {},
    /// `logLen() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    LogLen {},
    /// `colorOf(uint256 c) external pure returns (Color)`
    #[returns(Color)]
    ColorOf { c: Uint256 },
    /// `maxColor() external pure returns (Color, Color)`
    #[returns(MaxColorResponse)]
    MaxColor {},
    /// `loops(uint256 n) external pure returns (uint256 total, uint256 iters)`
    #[returns(LoopsResponse)]
    Loops { n: Uint256 },
    /// `ternary(int256 a) external pure returns (string, int256)`
    #[returns(TernaryResponse)]
    Ternary { a: Int256 },
    /// `swap(uint256 a, uint256 b) external pure returns (uint256, uint256)`
    #[returns(SwapResponse)]
    Swap { a: Uint256, b: Uint256 },
    /// `gaps() external pure returns (uint256, bool)`
    #[returns(GapsResponse)]
    Gaps {},
    /// `clamp(uint8 a, uint8 b) external pure returns (uint8)`
    #[returns(u8)]
    Clamp { a: u8, b: u8 },
    /// `sum(uint256[] xs) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Sum { xs: Vec<Uint256> },
    /// `over(uint256 a) external pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Over { a: Uint256 },
    /// `over(uint256 a, uint256 b) external pure returns (uint256)`
    #[serde(rename = "over_2")]
    #[returns(cosmwasm_std::Uint256)]
    Over2 { a: Uint256, b: Uint256 },
    /// `over(string s) external pure returns (uint256)`
    #[serde(rename = "over_3")]
    #[returns(cosmwasm_std::Uint256)]
    Over3 { s: String },
    /// `fail(uint256 k) external pure`
    #[returns(bool)]
    Fail { k: Uint256 },
}

/// The return values of `maxColor()`.
#[cw_serde]
pub struct MaxColorResponse {
    pub ret0: Color,
    pub ret1: Color,
}

/// The return values of `loops(uint256)`.
#[cw_serde]
pub struct LoopsResponse {
    pub total: Uint256,
    pub iters: Uint256,
}

/// The return values of `ternary(int256)`.
#[cw_serde]
pub struct TernaryResponse {
    pub ret0: String,
    pub ret1: Int256,
}

/// The return values of `swap(uint256,uint256)`.
#[cw_serde]
pub struct SwapResponse {
    pub ret0: Uint256,
    pub ret1: Uint256,
}

/// The return values of `gaps()`.
#[cw_serde]
pub struct GapsResponse {
    pub ret0: Uint256,
    pub ret1: bool,
}

#[cw_serde]
pub struct MigrateMsg {}
