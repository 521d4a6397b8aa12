//! Generated tests: deploy the contract in cw-multi-test and call every entry point once.

use cosmwasm_std::{coins, Addr, Empty, HexBinary, Int256, StdResult, Uint128, Uint256};
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
    assert_eq!(version.contract, "crates.io:bytes-and-hashing");
}

/// Queries `blob()` once.
#[test]
fn query_blob() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Blob {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `text()` once.
#[test]
fn query_text() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Text {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `word()` once.
#[test]
fn query_word() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Word {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `sel()` once.
#[test]
fn query_sel() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Sel {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `narrow(uint256)` once.
#[test]
fn query_narrow() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Narrow {
        a: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `signs(int256)` once.
#[test]
fn query_signs() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Signs {
        a: Int256::from_i128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `signs8(int8)` once.
#[test]
fn query_signs8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Signs8 { a: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `toSigned(uint256)` once.
#[test]
fn query_to_signed() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::ToSigned {
        a: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `wordCasts(uint256)` once.
#[test]
fn query_word_casts() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::WordCasts {
        a: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `smallBytes(bytes2)` once.
#[test]
fn query_small_bytes() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::SmallBytes {
        b: HexBinary::from(vec![1u8; 2]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `byteOps(bytes4,bytes4)` once.
#[test]
fn query_byte_ops() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::ByteOps {
        a: HexBinary::from(vec![1u8; 4]),
        b: HexBinary::from(vec![1u8; 4]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `byteCmp(bytes4,bytes4)` once.
#[test]
fn query_byte_cmp() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::ByteCmp {
        a: HexBinary::from(vec![1u8; 4]),
        b: HexBinary::from(vec![1u8; 4]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `literalCasts()` once.
#[test]
fn query_literal_casts() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::LiteralCasts {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `setBlob(bytes)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_set_blob() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::SetBlob {
        b: HexBinary::from(vec![1u8]),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `setText(string)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_set_text() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::SetText {
        s: "text".to_string(),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `blobLen()` once.
#[test]
fn query_blob_len() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::BlobLen {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `blobAt(uint256)` once.
#[test]
fn query_blob_at() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::BlobAt {
        i: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `textLen()` once.
#[test]
fn query_text_len() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::TextLen {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `textByte(uint256)` once.
#[test]
fn query_text_byte() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::TextByte {
        i: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `pushBlob(bytes1)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_push_blob() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::PushBlob {
        b: HexBinary::from(vec![1u8; 1]),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `popBlob()` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_pop_blob() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::PopBlob {};
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `setBlobAt(uint256,bytes1)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_set_blob_at() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::SetBlobAt {
        i: Uint256::from_u128(1),
        b: HexBinary::from(vec![1u8; 1]),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `deleteBlob()` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_delete_blob() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::DeleteBlob {};
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `cat(string,string)` once.
#[test]
fn query_cat() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Cat {
        a: "text".to_string(),
        b: "text".to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `catBytes(bytes,bytes2,bytes)` once.
#[test]
fn query_cat_bytes() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::CatBytes {
        a: HexBinary::from(vec![1u8]),
        b: HexBinary::from(vec![1u8; 2]),
        c: HexBinary::from(vec![1u8]),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `same(string,string)` once.
#[test]
fn query_same() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Same {
        a: "text".to_string(),
        b: "text".to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `sameText(string)` once.
#[test]
fn query_same_text() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::SameText {
        a: "text".to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `hashes(uint256,string)` once.
#[test]
fn query_hashes() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Hashes {
        a: Uint256::from_u128(1),
        s: "text".to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `hashMixed(uint8,int16,bool,bytes3,uint72)` once.
#[test]
fn query_hash_mixed() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::HashMixed {
        a: 1,
        b: 1,
        c: true,
        d: HexBinary::from(vec![1u8; 3]),
        e: Uint128::new(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `hashArr(uint16[])` once.
#[test]
fn query_hash_arr() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::HashArr { xs: vec![1, 1] };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `storeWord(string)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_store_word() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::StoreWord {
        s: "text".to_string(),
    };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `memBytes(uint256)` once.
#[test]
fn query_mem_bytes() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::MemBytes {
        n: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `reverseStr(string)` once.
#[test]
fn query_reverse_str() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::ReverseStr {
        s: "text".to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `emptyChecks(string)` once.
#[test]
fn query_empty_checks() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::EmptyChecks {
        s: "text".to_string(),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}
