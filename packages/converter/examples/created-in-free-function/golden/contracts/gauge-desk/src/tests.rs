//! Generated tests: deploy the contract in cw-multi-test and call every entry point once.

use cosmwasm_std::{coins, Addr, Empty, StdResult, Uint256};
use cw_multi_test::{App, Contract, ContractWrapper, Executor};

use crate::contract::{execute, instantiate, migrate, query, reply};
use crate::msg::{ExecuteMsg, InstantiateMsg, QueryMsg};

fn contract() -> Box<dyn Contract<Empty>> {
    Box::new(
        ContractWrapper::new(execute, instantiate, query)
            .with_reply(reply)
            .with_migrate(migrate),
    )
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
    let gauge_code_id = app.store_code(Box::new(ContractWrapper::new(
        gauge::contract::execute,
        gauge::contract::instantiate,
        gauge::contract::query,
    )));
    let code_id = app.store_code(contract());
    let alice = app.api().addr_make("alice");
    let msg = InstantiateMsg { gauge_code_id };
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
    assert_eq!(version.contract, "crates.io:gauge-desk");
}

/// Queries `total()` once.
#[test]
fn query_total() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Total {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `made()` once.
#[test]
fn query_made() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Made {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Calls `fresh()` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_fresh() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Fresh {};
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `freshPlusOne()` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_fresh_plus_one() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::FreshPlusOne {};
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `readTwo(uint256,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_read_two() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::ReadTwo {
        a: Uint256::from_u128(1),
        b: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `record(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_record() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Record {
        start: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}
