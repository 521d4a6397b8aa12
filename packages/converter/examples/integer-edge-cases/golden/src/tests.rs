//! Generated tests: deploy the contract in cw-multi-test and call every entry point once.

use cosmwasm_std::{coins, Addr, Empty, Int256, Int64, StdResult, Uint128, Uint256, Uint64};
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
    assert_eq!(version.contract, "crates.io:integer-edges");
}

/// Queries `u8v()` once.
#[test]
fn query_u8v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::U8v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `u16v()` once.
#[test]
fn query_u16v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::U16v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `u24v()` once.
#[test]
fn query_u24v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::U24v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `u40v()` once.
#[test]
fn query_u40v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::U40v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `u64v()` once.
#[test]
fn query_u64v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::U64v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `u72v()` once.
#[test]
fn query_u72v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::U72v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `u128v()` once.
#[test]
fn query_u128v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::U128v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `u160v()` once.
#[test]
fn query_u160v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::U160v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `u256v()` once.
#[test]
fn query_u256v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::U256v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `i8v()` once.
#[test]
fn query_i8v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::I8v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `i24v()` once.
#[test]
fn query_i24v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::I24v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `i56v()` once.
#[test]
fn query_i56v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::I56v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `i128v()` once.
#[test]
fn query_i128v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::I128v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `i200v()` once.
#[test]
fn query_i200v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::I200v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `i256v()` once.
#[test]
fn query_i256v() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::I256v {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    assert!(result.is_ok(), "{result:?}");
}

/// Queries `addU8(uint8,uint8)` once.
#[test]
fn query_add_u8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::AddU8 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `subU8(uint8,uint8)` once.
#[test]
fn query_sub_u8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::SubU8 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `mulU24(uint24,uint24)` once.
#[test]
fn query_mul_u24() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::MulU24 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `mulU40(uint40,uint40)` once.
#[test]
fn query_mul_u40() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::MulU40 {
        a: Uint64::new(1),
        b: Uint64::new(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `addU72(uint72,uint72)` once.
#[test]
fn query_add_u72() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::AddU72 {
        a: Uint128::new(1),
        b: Uint128::new(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `mulU160(uint160,uint160)` once.
#[test]
fn query_mul_u160() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::MulU160 {
        a: Uint256::from_u128(1),
        b: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `addU256(uint256,uint256)` once.
#[test]
fn query_add_u256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::AddU256 {
        a: Uint256::from_u128(1),
        b: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `addI8(int8,int8)` once.
#[test]
fn query_add_i8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::AddI8 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `subI24(int24,int24)` once.
#[test]
fn query_sub_i24() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::SubI24 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `mulI56(int56,int56)` once.
#[test]
fn query_mul_i56() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::MulI56 {
        a: Int64::new(1),
        b: Int64::new(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `mulI200(int200,int200)` once.
#[test]
fn query_mul_i200() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::MulI200 {
        a: Int256::from_i128(1),
        b: Int256::from_i128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `divI8(int8,int8)` once.
#[test]
fn query_div_i8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::DivI8 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `modI8(int8,int8)` once.
#[test]
fn query_mod_i8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::ModI8 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `divI256(int256,int256)` once.
#[test]
fn query_div_i256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::DivI256 {
        a: Int256::from_i128(1),
        b: Int256::from_i128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `modI256(int256,int256)` once.
#[test]
fn query_mod_i256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::ModI256 {
        a: Int256::from_i128(1),
        b: Int256::from_i128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `negI8(int8)` once.
#[test]
fn query_neg_i8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::NegI8 { a: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `negI256(int256)` once.
#[test]
fn query_neg_i256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::NegI256 {
        a: Int256::from_i128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `negI200(int200)` once.
#[test]
fn query_neg_i200() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::NegI200 {
        a: Int256::from_i128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `wrapU8(uint8,uint8)` once.
#[test]
fn query_wrap_u8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::WrapU8 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `wrapU40(uint40,uint40)` once.
#[test]
fn query_wrap_u40() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::WrapU40 {
        a: Uint64::new(1),
        b: Uint64::new(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `wrapI8(int8,int8)` once.
#[test]
fn query_wrap_i8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::WrapI8 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `wrapI24(int24,int24)` once.
#[test]
fn query_wrap_i24() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::WrapI24 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `wrapU256(uint256,uint256)` once.
#[test]
fn query_wrap_u256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::WrapU256 {
        a: Uint256::from_u128(1),
        b: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `wrapI256(int256,int256)` once.
#[test]
fn query_wrap_i256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::WrapI256 {
        a: Int256::from_i128(1),
        b: Int256::from_i128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `wrapI200(int200,int200)` once.
#[test]
fn query_wrap_i200() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::WrapI200 {
        a: Int256::from_i128(1),
        b: Int256::from_i128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `powU8(uint8,uint8)` once.
#[test]
fn query_pow_u8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::PowU8 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `powU256(uint256,uint256)` once.
#[test]
fn query_pow_u256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::PowU256 {
        a: Uint256::from_u128(1),
        b: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `powI16(int16,uint8)` once.
#[test]
fn query_pow_i16() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::PowI16 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `powUnchecked(uint16,uint8)` once.
#[test]
fn query_pow_unchecked() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::PowUnchecked { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `shl8(uint8,uint16)` once.
#[test]
fn query_shl8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Shl8 { a: 1, s: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `shr8(uint8,uint256)` once.
#[test]
fn query_shr8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Shr8 {
        a: 1,
        s: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `shl256(uint256,uint256)` once.
#[test]
fn query_shl256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Shl256 {
        a: Uint256::from_u128(1),
        s: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `shr256(uint256,uint256)` once.
#[test]
fn query_shr256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Shr256 {
        a: Uint256::from_u128(1),
        s: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `sarI16(int16,uint8)` once.
#[test]
fn query_sar_i16() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::SarI16 { a: 1, s: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `shlI16(int16,uint8)` once.
#[test]
fn query_shl_i16() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::ShlI16 { a: 1, s: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `sarI256(int256,uint256)` once.
#[test]
fn query_sar_i256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::SarI256 {
        a: Int256::from_i128(1),
        s: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `shl40(uint40,uint8)` once.
#[test]
fn query_shl40() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Shl40 {
        a: Uint64::new(1),
        s: 1,
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `bits8(uint8,uint8)` once.
#[test]
fn query_bits8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Bits8 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `bitsI8(int8,int8)` once.
#[test]
fn query_bits_i8() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::BitsI8 { a: 1, b: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `bits40(uint40)` once.
#[test]
fn query_bits40() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Bits40 { a: Uint64::new(1) };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `bitsI200(int200)` once.
#[test]
fn query_bits_i200() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::BitsI200 {
        a: Int256::from_i128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `bits256(uint256,uint256)` once.
#[test]
fn query_bits256() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::Bits256 {
        a: Uint256::from_u128(1),
        b: Uint256::from_u128(1),
    };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Calls `storeAll(uint8)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_store_all() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::StoreAll { a: 1 };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Calls `compound(uint16)` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_compound() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ExecuteMsg::Compound { a: 1 };
    match app.execute_contract(alice, contract, &msg, &[]) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}

/// Queries `incDec(uint8)` once.
#[test]
fn query_inc_dec() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::IncDec { a: 1 };
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}

/// Queries `minMax()` once.
#[test]
fn query_min_max() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = QueryMsg::MinMax {};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    if let Err(err) = result {
        assert!(!err.to_string().is_empty());
    }
}
