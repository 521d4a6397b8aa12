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
    let msg = InstantiateMsg {
        issuer: app.api().addr_make("bob").to_string(),
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
    assert_eq!(version.contract, "crates.io:voucher-desk");
}

/// Queries `issuer()` once.
#[test]
fn query_issuer() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Issuer {};
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

/// Queries `redeemed(bytes32)` once.
#[test]
fn query_redeemed() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Redeemed {
        arg0: HexBinary::from(vec![1u8; 32]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `credit(address)` once.
#[test]
fn query_credit() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Credit {
        arg0: app.api().addr_make("bob").to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `totalRedeemed()` once.
#[test]
fn query_total_redeemed() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::TotalRedeemed {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `voucherHash(uint256,uint256)` once.
#[test]
fn query_voucher_hash() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::VoucherHash {
        id: Uint256::from_u128(1),
        amount: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `toEthSignedMessageHash(bytes32)` once.
#[test]
fn query_to_eth_signed_message_hash() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::ToEthSignedMessageHash {
        hash: HexBinary::from(vec![1u8; 32]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `recover(bytes32,uint8,bytes32,bytes32)` once.
#[test]
fn query_recover() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Recover {
        digest: HexBinary::from(vec![1u8; 32]),
        v: 1,
        r: HexBinary::from(vec![1u8; 32]),
        s: HexBinary::from(vec![1u8; 32]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `isIssuerSignature(uint256,uint256,uint8,bytes32,bytes32)` once.
#[test]
fn query_is_issuer_signature() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::IsIssuerSignature {
        id: Uint256::from_u128(1),
        amount: Uint256::from_u128(1),
        v: 1,
        r: HexBinary::from(vec![1u8; 32]),
        s: HexBinary::from(vec![1u8; 32]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `redeem(uint256,uint256,uint8,bytes32,bytes32)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_redeem() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Redeem {
        id: Uint256::from_u128(1),
        amount: Uint256::from_u128(1),
        v: 1,
        r: HexBinary::from(vec![1u8; 32]),
        s: HexBinary::from(vec![1u8; 32]),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `setIssuer(address)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_set_issuer() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::SetIssuer {
        next: app.api().addr_make("bob").to_string(),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}
