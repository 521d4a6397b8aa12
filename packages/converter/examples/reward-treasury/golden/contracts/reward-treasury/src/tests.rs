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
    let code_id = app.store_code(contract());
    let alice = app.api().addr_make("alice");
    let msg = InstantiateMsg {
        token: app.api().addr_make("bob").to_string(),
        vault: app.api().addr_make("carol").to_string(),
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
    assert_eq!(version.contract, "crates.io:reward-treasury");
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

/// Queries `vault()` once.
#[test]
fn query_vault() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Vault {};
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

/// Queries `funded()` once.
#[test]
fn query_funded() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Funded {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `paidOut()` once.
#[test]
fn query_paid_out() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::PaidOut {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Calls `fund(uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_fund() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Fund {
        amount: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `pay(address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_pay() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Pay {
        to: app.api().addr_make("bob").to_string(),
        amount: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `payStrict(address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_pay_strict() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::PayStrict {
        to: app.api().addr_make("bob").to_string(),
        amount: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `forward(address)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_forward() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Forward {
        beneficiary: app.api().addr_make("bob").to_string(),
    };
    match app.execute_contract(alice, contract, &msg, &coins(1_000, "uatom")) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `forwardFromBalance(address,uint256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_forward_from_balance() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::ForwardFromBalance {
        beneficiary: app.api().addr_make("bob").to_string(),
        amount: Uint256::from_u128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `rewardRate(uint256)` once.
#[test]
fn query_reward_rate() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::RewardRate {
        tier: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `rateOrBase(uint256)` once.
#[test]
fn query_rate_or_base() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::RateOrBase {
        tier: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `nativeBalance()` once.
#[test]
fn query_native_balance() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::NativeBalance {};
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
