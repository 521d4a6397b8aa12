import { toBase64, toUtf8 } from "@cosmjs/encoding";
import { beforeAll, describe, expect, it } from "vitest";
import { addrMake, classicContractAddress } from "./addresses.ts";
import { ChainError, CosmWasmChain, dataText } from "./cosmwasm-chain.ts";
import { buildFixtureWasm } from "./fixtures/index.ts";
import type { ChainEvent } from "./types.ts";

let wasm: Uint8Array;
let divergentWasm: Uint8Array;

beforeAll(() => {
  // Fails with what to install when Debian's rustc, its wasm32 std or binaryen are missing.
  wasm = buildFixtureWasm("fixture-token");
  divergentWasm = buildFixtureWasm("fixture-token", { divergent: true });
});

async function deployToken(chain = CosmWasmChain.create({ height: 1000 })) {
  const alice = chain.addrMake("alice");
  const bob = chain.addrMake("bob");
  chain.fund(alice, 1000n);
  chain.fund(bob, 50n);
  const code = await chain.storeCode(alice, wasm);
  const deployed = await chain.instantiate({
    sender: alice,
    codeId: code.codeId,
    msg: { name: "Token", initial_supply: "100" },
  });
  if (!deployed.ok) throw new Error(deployed.error);
  return { chain, alice, bob, code, token: deployed.address, deployed };
}

function wasmEvents(events: ChainEvent[]) {
  return events
    .filter((e) => e.type.startsWith("wasm-"))
    .map((e) => [e.type, Object.fromEntries(e.attributes.map((a) => [a.key, a.value]))]);
}

describe("addresses", () => {
  it("match cw-multi-test's MockApi::addr_make and its first contract address", () => {
    expect(addrMake("owner")).toBe(
      "cosmwasm1fsgzj6t7udv8zhf6zj32mkqhcjcpv52yph5qsdcl0qt94jgdckqs2g053y",
    );
    expect(addrMake("owner", "juno")).toBe(
      "juno1fsgzj6t7udv8zhf6zj32mkqhcjcpv52yph5qsdcl0qt94jgdckqsmg2ndy",
    );
    expect(classicContractAddress(1, 0, "cosmwasm")).toBe(
      "cosmwasm1mzdhwvvh22wrt07w59wxyd58822qavwkx5lcej7aqfkpqqlhaqfsgn6fq2",
    );
  });
});

describe("CosmWasmChain with the fixture token", () => {
  it("stores code with its sha256 checksum and instantiates at cw-multi-test's address", async () => {
    const { chain, code, token, deployed, alice } = await deployToken();
    expect(code.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(chain.code(code.codeId)?.checksum).toBe(code.checksum);
    expect(token).toBe(classicContractAddress(code.codeId, 0, "cosmwasm"));
    expect(chain.contract(token)).toMatchObject({ codeId: 1, creator: alice, created: 1000 });
    expect(wasmEvents(deployed.ok ? deployed.events : [])).toEqual([
      ["wasm-Transfer", { _contract_address: token, from: "", to: alice, value: "100" }],
    ]);
  });

  it("answers code_info queries with the checksum (cw-simulate leaves it out)", async () => {
    const { chain, code } = await deployToken();
    const info = chain.app.querier.handleQuery({ wasm: { code_info: { code_id: code.codeId } } });
    expect(info).toMatchObject({ code_id: code.codeId, checksum: code.checksum });
  });

  it("answers contract_info and code_info of what does not exist with an error the contract sees", async () => {
    const { chain, token, code } = await deployToken();
    const ask = (wasmQuery: unknown) =>
      JSON.parse(
        new TextDecoder().decode(
          chain.app.querier.query_raw(toUtf8(JSON.stringify({ wasm: wasmQuery })), 1_000_000),
        ),
      );
    const nobody = chain.addrMake("nobody");
    // SystemResult::Ok(ContractResult::Err): `query_wasm_contract_info(addr).is_ok()` is false,
    // as on wasmd, instead of the whole call failing.
    expect(ask({ contract_info: { contract_addr: nobody } })).toEqual({
      ok: { err: `No such contract: ${nobody}` },
    });
    expect(ask({ code_info: { code_id: 99 } })).toEqual({ ok: { err: "No such code: 99" } });
    const found = ask({ contract_info: { contract_addr: token } });
    expect(JSON.parse(new TextDecoder().decode(Buffer.from(found.ok.ok, "base64")))).toMatchObject({
      code_id: code.codeId,
    });
  });

  it("executes with events and data, and reports the contract's error text", async () => {
    const limit = Error.stackTraceLimit;
    const { chain, token, alice, bob } = await deployToken();
    const sent = await chain.execute({
      sender: alice,
      contract: token,
      msg: { transfer: { to: bob, amount: "30" } },
    });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(dataText(sent.data)).toBe("true");
    expect(wasmEvents(sent.events)).toEqual([
      ["wasm-Transfer", { _contract_address: token, from: alice, to: bob, value: "30" }],
    ]);
    const refused = await chain.execute({
      sender: bob,
      contract: token,
      msg: { transfer: { to: alice, amount: "31" } },
    });
    expect(refused).toMatchObject({
      ok: false,
      error: 'InsufficientBalance {"available":"30","required":"31"}',
    });
    expect(chain.query(token, { balance_of: { arg0: bob } })).toEqual({ ok: true, value: "30" });
    expect(chain.query(token, { my_balance: { sender: "nonsense" } }).ok).toBe(false);
    // contract calls run without stack traces (ts-results formats one per error), then restore them
    expect(Error.stackTraceLimit).toBe(limit);
  });

  it("moves funds with the call and keeps nothing of a failed one", async () => {
    const { chain, token, bob } = await deployToken();
    const funds = [{ denom: "uatom", amount: "7" }];
    const paid = await chain.execute({ sender: bob, contract: token, msg: { deposit: {} }, funds });
    expect(paid.ok).toBe(true);
    expect(chain.balance(bob)).toBe(43n);
    expect(chain.balance(token)).toBe(7n);
    // transfer is not payable: the funds come back with the failure
    const refused = await chain.execute({
      sender: bob,
      contract: token,
      msg: { transfer: { to: bob, amount: "0" } },
      funds,
    });
    expect(refused.ok).toBe(false);
    expect(chain.balance(bob)).toBe(43n);
    const tooMuch = await chain.execute({
      sender: bob,
      contract: token,
      msg: { deposit: {} },
      funds: [{ denom: "uatom", amount: "44" }],
    });
    expect(tooMuch.ok).toBe(false);
    expect(chain.query(token, { deposits: {} })).toEqual({ ok: true, value: "7" });
    await expect(
      chain.execute({
        sender: bob,
        contract: token,
        msg: { deposit: {} },
        funds: [{ denom: "uatom", amount: "0" }],
      }),
    ).rejects.toThrow(ChainError);
  });

  it("passes non-ASCII text through messages and answers (cosmwasm-vm-js sized it in UTF-16)", async () => {
    const chain = CosmWasmChain.create();
    const alice = chain.addrMake("alice");
    const code = await chain.storeCode(alice, wasm);
    const made = await chain.instantiate({
      sender: alice,
      codeId: code.codeId,
      msg: { name: "héllo wörld ✓", initial_supply: "1" },
    });
    if (!made.ok) throw new Error(made.error);
    expect(chain.query(made.address, { name: {} })).toEqual({ ok: true, value: "héllo wörld ✓" });
  });

  it("runs every call in the current block; time moves only when asked", async () => {
    const { chain, token, alice } = await deployToken();
    chain.nextBlock({ seconds: 25 });
    expect(chain.height).toBe(1001);
    const minted = await chain.execute({
      sender: alice,
      contract: token,
      msg: { mint: { to: alice, amount: "1" } },
    });
    expect(minted).toMatchObject({ ok: true, height: 1001, time: 1_700_000_025 });
    expect(chain.query(token, { last_mint: {} })).toEqual({ ok: true, value: "1700000025" });
  });

  it("restores a snapshot, contract storage included", async () => {
    const { chain, token, alice, bob } = await deployToken();
    const before = chain.snapshot();
    await chain.execute({
      sender: alice,
      contract: token,
      msg: { transfer: { to: bob, amount: "10" } },
    });
    chain.nextBlock({ seconds: 5 });
    chain.restore(before);
    expect(chain.height).toBe(1000);
    expect(chain.query(token, { balance_of: { arg0: bob } })).toEqual({ ok: true, value: "0" });
    // the contract's VM must not keep the undone write
    await chain.execute({
      sender: alice,
      contract: token,
      msg: { transfer: { to: bob, amount: "1" } },
    });
    expect(chain.query(token, { balance_of: { arg0: bob } })).toEqual({ ok: true, value: "1" });
    expect(chain.query(token, { balance_of: { arg0: alice } })).toEqual({ ok: true, value: "99" });
  });

  it("exports its whole state as JSON and goes on from it", async () => {
    const { chain, token, alice, bob } = await deployToken();
    await chain.execute({
      sender: alice,
      contract: token,
      msg: { transfer: { to: bob, amount: "12" } },
    });
    const json = JSON.parse(JSON.stringify(chain.exportState()));
    const restored = await CosmWasmChain.fromState(json);
    expect(restored.height).toBe(chain.height);
    expect(restored.balance(bob)).toBe(50n);
    expect(restored.codes()).toEqual(chain.codes());
    expect(restored.query(token, { balance_of: { arg0: bob } })).toEqual({ ok: true, value: "12" });
    const again = await restored.execute({
      sender: bob,
      contract: token,
      msg: { transfer: { to: alice, amount: "2" } },
    });
    expect(again.ok).toBe(true);
    expect(restored.query(token, { balance_of: { arg0: alice } })).toEqual({
      ok: true,
      value: "90",
    });
    // a second contract gets the next cw-multi-test address, as on the original chain
    const next = await restored.instantiate({
      sender: alice,
      codeId: 1,
      msg: { name: "B", initial_supply: "1" },
    });
    expect(next.ok && next.address).toBe(classicContractAddress(1, 1, "cosmwasm"));
  });

  it("instantiates through Instantiate2 at the predictable address (cw-simulate throws)", async () => {
    const { chain, alice, code } = await deployToken();
    const salt = toBase64(toUtf8("salt-1"));
    const msg = toBase64(toUtf8(JSON.stringify({ name: "Child", initial_supply: "5" })));
    const instantiate2 = {
      code_id: code.codeId,
      funds: [],
      msg,
      label: "child",
      admin: null,
      salt,
    };
    const created = await chain.handleMsg(alice, { wasm: { instantiate2 } });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const address = created.events.find((e) => e.type === "instantiate")?.attributes[0].value;
    expect(address).toMatch(/^cosmwasm1/);
    expect(chain.query(address!, { name: {} })).toEqual({ ok: true, value: "Child" });
    const again = await chain.handleMsg(alice, { wasm: { instantiate2 } });
    expect(again).toMatchObject({ ok: false });
    expect(again.ok ? "" : again.error).toContain("already exists");
  });

  it("sends bank transfers and meters gas when asked", async () => {
    const chain = CosmWasmChain.create({ metering: true });
    const { token, alice, bob } = await deployToken(chain);
    const sent = await chain.send({
      from: alice,
      to: bob,
      funds: [{ denom: "uatom", amount: "5" }],
    });
    expect(sent.ok).toBe(true);
    expect(chain.balance(bob)).toBe(55n);
    const overdrawn = await chain.send({
      from: bob,
      to: alice,
      funds: [{ denom: "uatom", amount: "500" }],
    });
    expect(overdrawn.ok).toBe(false);
    const call = await chain.execute({
      sender: alice,
      contract: token,
      msg: { burn: { amount: "1" } },
    });
    expect(call.gasUsed).toBeGreaterThan(0);
  });

  it("refuses code that is not a CosmWasm contract", async () => {
    const chain = CosmWasmChain.create();
    await expect(chain.storeCode("a", new Uint8Array([1, 2, 3]))).rejects.toThrow(/invalid wasm/);
    // the smallest valid module, with no exports
    const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
    await expect(chain.storeCode("a", empty)).rejects.toThrow(/missing export allocate/);
  });

  it("builds the divergent twin, which answers differently", async () => {
    const chain = CosmWasmChain.create();
    const alice = chain.addrMake("alice");
    const code = await chain.storeCode(alice, divergentWasm);
    const deployed = await chain.instantiate({
      sender: alice,
      codeId: code.codeId,
      msg: { name: "T", initial_supply: "1" },
    });
    if (!deployed.ok) throw new Error(deployed.error);
    const failed = await chain.execute({
      sender: alice,
      contract: deployed.address,
      msg: { deposit: {} },
    });
    expect(failed).toMatchObject({ ok: false, error: "nothing deposited" });
  });
});
