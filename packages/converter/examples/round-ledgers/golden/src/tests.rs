//! Generated tests: deploy the contract in cw-multi-test and call every entry point once.

use cosmwasm_std::{coins, Addr, Empty, StdResult, Uint256};
use cw_multi_test::{App, Contract, ContractWrapper, Executor};

use crate::contract::{execute, instantiate, migrate, query};
use crate::msg::{ExecuteMsg, InstantiateMsg, QueryMsg};

fn contract() -> Box<dyn Contract<Empty>> {
    Box::new(ContractWrapper::new(execute, instantiate, query).with_migrate(migrate))
}

/// An app where alice (the deployer) and the other actors hold native funds, with the contract
/// deployed from sample arguments (None when the constructor rejects them).
fn setup() -> Option<(App, Addr)> {
    let mut app = App::new(|router, api, storage| {
        for name in [
            "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan",
        ] {
            router
                .bank
                .init_balance(storage, &api.addr_make(name), coins(1_000_000_000, "uatom"))
                .unwrap();
        }
    });
    let code_id = app.store_code(contract());
    let alice = app.api().addr_make("alice");
    let msg = InstantiateMsg {};
    match app.instantiate_contract(code_id, alice, &msg, &[], "contract", None) {
        Ok(contract) => Some((app, contract)),
        Err(err) => {
            assert!(!err.root_cause().to_string().is_empty());
            None
        }
    }
}

/// Sample constructor arguments may be rejected by the Solidity; then the error must be a
/// contract error (the tests below need a deployed contract and stop early).
#[test]
fn instantiates_and_sets_the_contract_version() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let version = cw2::query_contract_info(&app.wrap(), contract.to_string()).unwrap();
    assert_eq!(version.contract, "crates.io:round-ledger");
}

/// Queries `tournaments(uint256,uint256,address)` once.
#[test]
fn query_tournaments() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Tournaments {
        arg0: Uint256::from_u128(1),
        arg1: Uint256::from_u128(1),
        arg2: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `leagueRounds(uint256,uint256,address)` once.
#[test]
fn query_league_rounds() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::LeagueRounds {
        arg0: Uint256::from_u128(1),
        arg1: Uint256::from_u128(1),
        arg2: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `divisions(uint256,uint256,address)` once.
#[test]
fn query_divisions() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Divisions {
        arg0: Uint256::from_u128(1),
        arg1: Uint256::from_u128(1),
        arg2: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `openTournament()` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_open_tournament() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::OpenTournament {};
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `openTournamentWithRound()` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_open_tournament_with_round() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::OpenTournamentWithRound {};
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `openRound(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_open_round() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::OpenRound {
        t: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `score(uint256,uint256,address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_score() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Score {
        t: Uint256::from_u128(1),
        r: Uint256::from_u128(1),
        player: app.api().addr_make("bob").to_string(),
        points: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `latest(address)` once.
#[test]
fn query_latest() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Latest {
        player: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `dropRound(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_drop_round() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::DropRound {
        t: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `clearRounds(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_clear_rounds() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::ClearRounds {
        t: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `dropTournament()` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_drop_tournament() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::DropTournament {};
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `clear()` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_clear() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Clear {};
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `roundCount(uint256)` once.
#[test]
fn query_round_count() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::RoundCount {
        t: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `tournamentCount()` once.
#[test]
fn query_tournament_count() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::TournamentCount {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `openLeagueRound(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_open_league_round() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::OpenLeagueRound {
        league: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `scoreLeague(uint256,uint256,address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_score_league() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::ScoreLeague {
        league: Uint256::from_u128(1),
        r: Uint256::from_u128(1),
        player: app.api().addr_make("bob").to_string(),
        points: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `dropLeagueRound(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_drop_league_round() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::DropLeagueRound {
        league: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `resetLeague(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_reset_league() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::ResetLeague {
        league: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `leagueRoundCount(uint256)` once.
#[test]
fn query_league_round_count() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::LeagueRoundCount {
        league: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `scoreDivision(uint256,uint256,address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_score_division() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::ScoreDivision {
        season: Uint256::from_u128(1),
        d: Uint256::from_u128(1),
        player: app.api().addr_make("bob").to_string(),
        points: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `resetDivisions(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_reset_divisions() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::ResetDivisions {
        season: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `divisionCount(uint256)` once.
#[test]
fn query_division_count() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::DivisionCount {
        season: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `bonus(uint256,uint256,address)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_bonus() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Bonus {
        t: Uint256::from_u128(1),
        r: Uint256::from_u128(1),
        player: app.api().addr_make("bob").to_string(),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `leagueBonus(uint256,uint256,address)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_league_bonus() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::LeagueBonus {
        league: Uint256::from_u128(1),
        r: Uint256::from_u128(1),
        player: app.api().addr_make("bob").to_string(),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}
