//! Generated tests: deploy the contract in cw-multi-test and call every entry point once.

use cosmwasm_std::{coins, Addr, Empty, Int256, StdResult, Uint128, Uint256};
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
        decimals: 1,
        min_answer: Int256::from_i128(1),
        max_answer: Int256::from_i128(1),
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
    assert_eq!(version.contract, "crates.io:price-oracle");
}

/// Queries `decimals()` once.
#[test]
fn query_decimals() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Decimals {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `minAnswer()` once.
#[test]
fn query_min_answer() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::MinAnswer {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `maxAnswer()` once.
#[test]
fn query_max_answer() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::MaxAnswer {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `MAX_DEVIATION_BPS()` once.
#[test]
fn query_max_deviation_bps() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::MaxDeviationBps {};
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

/// Queries `latestRoundId()` once.
#[test]
fn query_latest_round_id() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::LatestRoundId {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `flags()` once.
#[test]
fn query_flags() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Flags {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `rounds(uint80)` once.
#[test]
fn query_rounds() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Rounds {
        arg0: Uint128::new(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `isReporter(address)` once.
#[test]
fn query_is_reporter() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::IsReporter {
        arg0: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `setReporter(address,bool)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_set_reporter() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::SetReporter {
        reporter: app.api().addr_make("bob").to_string(),
        allowed: true,
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `submit(int256)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_submit() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Submit {
        answer: Int256::from_i128(1),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `latestRoundData()` once.
#[test]
fn query_latest_round_data() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::LatestRoundData {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `change(uint80,uint80)` once.
#[test]
fn query_change() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Change {
        from_round: Uint128::new(1),
        to_round: Uint128::new(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `scale(int256,uint8)` once.
#[test]
fn query_scale() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Scale {
        answer: Int256::from_i128(1),
        to_decimals: 1,
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `packRound(uint80)` once.
#[test]
fn query_pack_round() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::PackRound {
        round_id: Uint128::new(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `unpack(uint256)` once.
#[test]
fn query_unpack() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Unpack {
        packed: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `toggleFlag(uint8)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_toggle_flag() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::ToggleFlag { bit: 1 };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `inverted()` once.
#[test]
fn query_inverted() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Inverted {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `isFresh(uint80,uint256)` once.
#[test]
fn query_is_fresh() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::IsFresh {
        round_id: Uint128::new(1),
        max_age: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `absolute(int256)` once.
#[test]
fn query_absolute() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Absolute {
        x: Int256::from_i128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}
