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
    let price_feed_code_id = app.store_code(Box::new(ContractWrapper::new(
        price_feed::contract::execute,
        price_feed::contract::instantiate,
        price_feed::contract::query,
    )));
    let code_id = app.store_code(contract());
    let alice = app.api().addr_make("alice");
    let msg = InstantiateMsg {
        start: Uint256::from_u128(1),
        price_feed_code_id,
    };
    match app.instantiate_contract(
        code_id,
        alice,
        &msg,
        &coins(1_000, "uatom"),
        "contract",
        None,
    ) {
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
    assert_eq!(version.contract, "crates.io:feed-registry");
}

/// Queries `fallbackFeed()` once.
#[test]
fn query_fallback_feed() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::FallbackFeed {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `primary()` once.
#[test]
fn query_primary() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Primary {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `scale()` once.
#[test]
fn query_scale() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Scale {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `openingPrice()` once.
#[test]
fn query_opening_price() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::OpeningPrice {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `adjustedPrice()` once.
#[test]
fn query_adjusted_price() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::AdjustedPrice {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `bumpedPrice()` once.
#[test]
fn query_bumped_price() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::BumpedPrice {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `bumps()` once.
#[test]
fn query_bumps() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Bumps {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `fallbackBumped()` once.
#[test]
fn query_fallback_bumped() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::FallbackBumped {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `admin()` once.
#[test]
fn query_admin() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Admin {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Calls `bumpBy(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_bump_by() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::BumpBy {
        by: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `spread()` once.
#[test]
fn query_spread() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Spread {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `reprice(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_reprice() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Reprice {
        new_price: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `quote(uint256,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_quote() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Quote {
        low: Uint256::from_u128(1),
        high: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `funds()` once.
#[test]
fn query_funds() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Funds {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}
