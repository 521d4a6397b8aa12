//! Generated tests: deploy the contract in cw-multi-test and call every entry point once.

use cosmwasm_std::{coins, Addr, Empty, StdResult, Uint256};
use cw_multi_test::{App, Contract, ContractWrapper, Executor};

use crate::contract::{execute, instantiate, migrate, query};
use crate::msg::{InstantiateMsg, QueryMsg};

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
    let msg = InstantiateMsg {
        start: Uint256::from_u128(1),
    };
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
    assert_eq!(version.contract, "crates.io:gauge");
}

/// Queries `level()` once.
#[test]
fn query_level() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Level {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
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

/// Queries `scaled(uint256)` once.
#[test]
fn query_scaled() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Scaled {
        factor: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}
