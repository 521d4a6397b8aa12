//! CosmWasm port of the Solidity contract `RoundLedger` (`RoundLedger.sol`).
//!
//! Converted by sol2cosmwasm; see `README.md` and `conversion.json` for the mapping.

pub mod contract;
pub mod error;
pub mod msg;
pub mod state;
#[cfg(test)]
mod tests;

pub use crate::error::ContractError;
