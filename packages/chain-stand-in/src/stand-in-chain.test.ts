import { SigningCosmWasmClient } from "@cosmjs/cosmwasm-stargate";
import { sha256 } from "@cosmjs/crypto";
import { toHex } from "@cosmjs/encoding";
import { DirectSecp256k1HdWallet } from "@cosmjs/proto-signing";
import { GasPrice } from "@cosmjs/stargate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StandInChain, startStandInChain } from "./stand-in-chain.ts";
import { createTestWallet } from "./test-wallet.ts";

// The smallest valid wasm module plus a custom section, so two codes differ.
const wasm = (tag: string) =>
  new Uint8Array([
    0,
    0x61,
    0x73,
    0x6d,
    1,
    0,
    0,
    0,
    0,
    tag.length + 1,
    tag.length,
    ...Buffer.from(tag),
  ]);

describe("stand-in chain through CosmJS", () => {
  let chain: StandInChain;
  let client: SigningCosmWasmClient;
  let address: string;
  let now = new Date("2030-01-01T00:00:00Z");

  beforeAll(async () => {
    const wallet = await createTestWallet("wasm");
    [{ address }] = await wallet.getAccounts();
    chain = await startStandInChain({
      accounts: [{ address, amount: 10_000_000_000n }],
      now: () => {
        now = new Date(now.getTime() + 6000);
        return now;
      },
    });
    client = await SigningCosmWasmClient.connectWithSigner(chain.url, wallet, {
      gasPrice: GasPrice.fromString("0.025ustake"),
      broadcastPollIntervalMs: 50,
    });
  });
  afterAll(async () => {
    client?.disconnect();
    await chain?.close();
  });

  it("stores, instantiates, executes and queries with real signatures", async () => {
    const code = wasm("one");
    const stored = await client.upload(address, code, "auto");
    expect(stored.codeId).toBe(1);
    expect(stored.checksum).toBe(toHex(sha256(code)));
    const details = await client.getCodeDetails(stored.codeId);
    expect(details.checksum).toBe(toHex(sha256(code)));
    expect(details.creator).toBe(address);

    const created = await client.instantiate(
      address,
      stored.codeId,
      { count: 1 },
      "counter",
      "auto",
      {
        admin: address,
      },
    );
    const info = await client.getContract(created.contractAddress);
    expect(info).toMatchObject({ codeId: 1, admin: address, label: "counter", creator: address });

    const executed = await client.execute(
      address,
      created.contractAddress,
      { increment: {} },
      "auto",
    );
    expect(executed.gasUsed).toBeGreaterThan(0n);
    expect(await client.queryContractSmart(created.contractAddress, { state: {} })).toEqual({
      instantiate_msg: { count: 1 },
      executions: 1,
      last_execute: { increment: {} },
    });

    const found = await client.searchTx(`wasm._contract_address='${created.contractAddress}'`);
    expect(found.map((tx) => tx.hash)).toEqual([created.transactionHash, executed.transactionHash]);
    const tx = await client.getTx(created.transactionHash);
    expect(tx?.code).toBe(0);
    const block = await client.getBlock(tx!.height);
    expect(new Date(block.header.time).getTime()).toBeGreaterThan(Date.parse("2030-01-01"));
  });

  it("records a failing execution without the contract's events and rolls its funds back", async () => {
    const stored = await client.upload(address, wasm("two"), "auto");
    const { contractAddress } = await client.instantiate(address, stored.codeId, {}, "x", "auto");
    const before = await client.getBalance(address, "ustake");
    const failed = await client.signAndBroadcast(
      address,
      [
        {
          typeUrl: "/cosmwasm.wasm.v1.MsgExecuteContract",
          value: {
            sender: address,
            contract: contractAddress,
            msg: Buffer.from(JSON.stringify({ a: {}, b: {} })),
            funds: [{ denom: "ustake", amount: "1000" }],
          },
        },
      ],
      { amount: [{ denom: "ustake", amount: "10000" }], gas: "400000" },
    );
    expect(failed.code).toBe(5);
    expect(failed.rawLog).toContain("expected exactly one variant");
    const after = await client.getBalance(address, "ustake");
    expect(BigInt(before.amount) - BigInt(after.amount)).toBe(10000n); // only the fee
    expect(await client.searchTx(`wasm._contract_address='${contractAddress}'`)).toHaveLength(1);
    expect(
      (await client.searchTx(`tx.fee_payer='${address}'`)).some(
        (tx) => tx.hash === failed.transactionHash,
      ),
    ).toBe(true);
  });

  it("refuses a signature from another key, a wrong chain id and a low fee", async () => {
    const other = await DirectSecp256k1HdWallet.generate(12, { prefix: "wasm" });
    const [{ address: stranger }] = await other.getAccounts();
    chain.core.fund(stranger, 1_000_000n);
    const impostor = await SigningCosmWasmClient.connectWithSigner(chain.url, other, {
      gasPrice: GasPrice.fromString("0.025ustake"),
    });
    // The stranger signs a message claiming to come from the funded account.
    await expect(
      impostor.signAndBroadcast(
        stranger,
        [
          {
            typeUrl: "/cosmos.bank.v1beta1.MsgSend",
            value: {
              fromAddress: address,
              toAddress: stranger,
              amount: [{ denom: "ustake", amount: "5" }],
            },
          },
        ],
        { amount: [{ denom: "ustake", amount: "5000" }], gas: "200000" },
      ),
    ).rejects.toThrow(/pubKey does not match signer address/);

    const signed = await client.sign(
      address,
      [
        {
          typeUrl: "/cosmos.bank.v1beta1.MsgSend",
          value: {
            fromAddress: address,
            toAddress: stranger,
            amount: [{ denom: "ustake", amount: "5" }],
          },
        },
      ],
      { amount: [{ denom: "ustake", amount: "5000" }], gas: "200000" },
      "",
      {
        accountNumber: 0,
        sequence: (await client.getSequence(address)).sequence,
        chainId: "other-1",
      },
    );
    const { TxRaw } = await import("cosmjs-types/cosmos/tx/v1beta1/tx");
    await expect(client.broadcastTx(TxRaw.encode(signed).finish())).rejects.toThrow(
      /signature verification failed/,
    );

    await expect(
      client.execute(
        address,
        "wasm1invalid",
        { x: {} },
        { amount: [{ denom: "ustake", amount: "1" }], gas: "200000" },
      ),
    ).rejects.toThrow(/insufficient fee/);
    impostor.disconnect();
  });

  it("answers nothing while hung and 503 while unavailable", async () => {
    chain.setAvailability("unavailable");
    await expect(
      fetch(chain.url, { method: "POST", body: "{}" }).then((r) => r.status),
    ).resolves.toBe(503);
    chain.setAvailability("hang");
    await expect(
      fetch(chain.url, { method: "POST", body: "{}", signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    chain.setAvailability("up");
    expect((await client.getHeight()) > 1).toBe(true);
  });
});
