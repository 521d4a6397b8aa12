//! Generated tests: deploy the contract in cw-multi-test and call every entry point once.

use cosmwasm_std::{coins, Addr, Empty, HexBinary, StdResult, Uint256};
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
    assert_eq!(version.contract, "crates.io:mapping-ledger");
}

/// Queries `credits(address)` once.
#[test]
fn query_credits() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Credits {
        arg0: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `debits(address)` once.
#[test]
fn query_debits() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Debits {
        arg0: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `allowed(address,address)` once.
#[test]
fn query_allowed() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Allowed {
        arg0: app.api().addr_make("bob").to_string(),
        arg1: app.api().addr_make("carol").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `scoped(uint256,address,address)` once.
#[test]
fn query_scoped() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Scoped {
        arg0: Uint256::from_u128(1),
        arg1: app.api().addr_make("bob").to_string(),
        arg2: app.api().addr_make("carol").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `quotes(bytes32)` once.
#[test]
fn query_quotes() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Quotes {
        arg0: HexBinary::from(vec![1u8; 32]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `credit(address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_credit() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Credit {
        a: app.api().addr_make("bob").to_string(),
        v: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `record(bool,address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_record() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Record {
        is_credit: true,
        a: app.api().addr_make("bob").to_string(),
        v: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `clear(bool,address)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_clear() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Clear {
        is_credit: true,
        a: app.api().addr_make("bob").to_string(),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `bump(address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_bump() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Bump {
        a: app.api().addr_make("bob").to_string(),
        v: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `approve(address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_approve() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Approve {
        spender: app.api().addr_make("bob").to_string(),
        v: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `grant(uint256,address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_grant() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Grant {
        scope: Uint256::from_u128(1),
        spender: app.api().addr_make("bob").to_string(),
        v: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `open(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_open() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Open {
        id: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `setLimit(uint256,address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_set_limit() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::SetLimit {
        id: Uint256::from_u128(1),
        a: app.api().addr_make("bob").to_string(),
        v: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `limit(uint256,address)` once.
#[test]
fn query_limit() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Limit {
        id: Uint256::from_u128(1),
        a: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `quote(bytes32,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_quote() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Quote {
        id: HexBinary::from(vec![1u8; 32]),
        price: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}
