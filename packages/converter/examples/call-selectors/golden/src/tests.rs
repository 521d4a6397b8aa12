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
    assert_eq!(version.contract, "crates.io:selector-guard");
}

/// Queries `owner()` once.
#[test]
fn query_owner() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Owner {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `deployedWith()` once.
#[test]
fn query_deployed_with() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::DeployedWith {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `lastSelector()` once.
#[test]
fn query_last_selector() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::LastSelector {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
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

/// Queries `allowed(bytes4,address)` once.
#[test]
fn query_allowed() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Allowed {
        arg0: HexBinary::from(vec![1u8; 4]),
        arg1: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `calls(bytes4)` once.
#[test]
fn query_calls() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Calls {
        arg0: HexBinary::from(vec![1u8; 4]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `grant(bytes4,address)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_grant() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Grant {
        selector: HexBinary::from(vec![1u8; 4]),
        who: app.api().addr_make("bob").to_string(),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `deposit(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_deposit() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Deposit {
        amount: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `withdraw(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_withdraw() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Withdraw {
        amount: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `topUp(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_top_up() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::TopUp {
        amount: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `currentSelector()` once.
#[test]
fn query_current_selector() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::CurrentSelector {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `selectorThroughThis()` once.
#[test]
fn query_selector_through_this() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::SelectorThroughThis {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `selectorThroughCall()` once.
#[test]
fn query_selector_through_call() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::SelectorThroughCall {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `isCurrent(bytes4)` once.
#[test]
fn query_is_current() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::IsCurrent {
        selector: HexBinary::from(vec![1u8; 4]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `receive()` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_receive() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Receive {};
    match app.execute_contract(alice, contract, &msg, &coins(1_000, "uatom")) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}
