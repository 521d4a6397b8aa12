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
    let msg = InstantiateMsg {
        rate: Uint256::from_u128(1),
        wallet: app.api().addr_make("bob").to_string(),
        token: app.api().addr_make("carol").to_string(),
        cap: Uint256::from_u128(1),
        individual_cap: Uint256::from_u128(1),
        open: Uint256::from_u128(1),
        close: Uint256::from_u128(1),
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
    assert_eq!(version.contract, "crates.io:crowdsale");
}

/// Queries `openingTime()` once.
#[test]
fn query_opening_time() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::OpeningTime {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `closingTime()` once.
#[test]
fn query_closing_time() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::ClosingTime {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `isOpen()` once.
#[test]
fn query_is_open() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::IsOpen {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `hasClosed()` once.
#[test]
fn query_has_closed() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::HasClosed {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `token()` once.
#[test]
fn query_token() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Token {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `wallet()` once.
#[test]
fn query_wallet() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Wallet {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `rate()` once.
#[test]
fn query_rate() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Rate {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `weiRaised()` once.
#[test]
fn query_wei_raised() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::WeiRaised {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `cap()` once.
#[test]
fn query_cap() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Cap {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `individualCap()` once.
#[test]
fn query_individual_cap() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::IndividualCap {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `contributions(address)` once.
#[test]
fn query_contributions() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Contributions {
        arg0: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `finalized()` once.
#[test]
fn query_finalized() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Finalized {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
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

/// Queries `capReached()` once.
#[test]
fn query_cap_reached() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::CapReached {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `buyTokens(address)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_buy_tokens() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::BuyTokens {
        beneficiary: app.api().addr_make("bob").to_string(),
    };
    match app.execute_contract(alice, contract, &msg, &coins(1_000, "uatom")) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `finalize()` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_finalize() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Finalize {};
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `tokenBalance(address)` once.
#[test]
fn query_token_balance() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::TokenBalance {
        who: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}
