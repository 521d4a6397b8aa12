use std::fmt;

use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, HexBinary, Uint256};

/// `enum Move` (JSON: the member name in snake_case; Solidity ordinals 0..=3 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum Move {
    #[default]
    None,
    Rock,
    Paper,
    Scissors,
}

impl Move {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            Move::None => "none",
            Move::Rock => "rock",
            Move::Paper => "paper",
            Move::Scissors => "scissors",
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `enum Stage` (JSON: the member name in snake_case; Solidity ordinals 0..=2 in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum Stage {
    #[default]
    Open,
    Committed,
    Settled,
}

impl Stage {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
            Stage::Open => "open",
            Stage::Committed => "committed",
            Stage::Settled => "settled",
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `struct Game`
#[cw_serde]
pub struct Game {
    pub player1: Addr,
    pub player2: Addr,
    pub commit1: HexBinary,
    pub commit2: HexBinary,
    pub move1: Move,
    pub move2: Move,
    pub stake: Uint256,
    pub reveal_deadline: Uint256,
    pub stage: Stage,
}

impl Default for Game {
    fn default() -> Self {
        Self {
            player1: Addr::unchecked(""),
            player2: Addr::unchecked(""),
            commit1: HexBinary::from(vec![0u8; 32]),
            commit2: HexBinary::from(vec![0u8; 32]),
            move1: Move::None,
            move2: Move::None,
            stake: Uint256::zero(),
            reveal_deadline: Uint256::zero(),
            stage: Stage::Open,
        }
    }
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `create(bytes32 commitment) external payable returns (uint256 id)`
    Create { commitment: HexBinary },
    /// `join(uint256 id, bytes32 commitment) external payable atStage(id, Stage.Open)`
    Join { id: Uint256, commitment: HexBinary },
    /// `reveal(uint256 id, Move move, bytes32 salt) external atStage(id, Stage.Committed)`
    Reveal {
        id: Uint256,
        r#move: Move,
        salt: HexBinary,
    },
    /// `claimTimeout(uint256 id) external atStage(id, Stage.Committed)`
    ClaimTimeout { id: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public constant REVEAL_WINDOW`
    #[returns(cosmwasm_std::Uint256)]
    RevealWindow {},
    /// getter of `uint256 public gameCount`
    #[returns(cosmwasm_std::Uint256)]
    GameCount {},
    /// getter of `mapping(uint256 => Game) public games`
    #[returns(Game)]
    Games { arg0: Uint256 },
    /// getter of `mapping(address => uint256) public wins`
    #[returns(cosmwasm_std::Uint256)]
    Wins { arg0: String },
    /// `commitmentFor(Move move, bytes32 salt) public pure returns (bytes32)`
    #[returns(cosmwasm_std::HexBinary)]
    CommitmentFor { r#move: Move, salt: HexBinary },
    /// `outcome(Move a, Move b) public pure returns (uint8)`
    #[returns(u8)]
    Outcome { a: Move, b: Move },
}

#[cw_serde]
pub struct MigrateMsg {}
