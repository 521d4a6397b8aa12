import {
  createTestWallet,
  type StandInChain,
  startStandInChain,
} from "@contract-platform/chain-stand-in";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChainConnection, connectChain } from "../src/chains/connect-chain.ts";
import { readConfirmedDeployment } from "../src/chains/read-confirmed-deployment.ts";
import { readContractActivity } from "../src/chains/read-contract-activity.ts";
import { HttpError } from "../src/http/http-error.ts";
import { deployWithWallet, signingClient, tinyWasm } from "./chain-helpers.ts";

const settings = { rpcTimeoutMs: 2000, allowPrivateRpc: true };

describe("reading deployments back from a chain", () => {
  let chain: StandInChain;
  let connection: ChainConnection;
  let deployer: string;

  beforeAll(async () => {
    [{ address: deployer }] = await (await createTestWallet("wasm")).getAccounts();
    let now = Date.parse("2026-03-01T12:00:00Z");
    chain = await startStandInChain({
      accounts: [{ address: deployer, amount: 10n ** 12n }],
      now: () => {
        now += 5000;
        return new Date(now);
      },
    });
    connection = await connectChain(
      { chainId: chain.chainId, rpc: chain.url, source: "custom" },
      settings,
    );
  });
  afterAll(async () => {
    connection?.disconnect();
    await chain?.close();
  });

  it("confirms a store and instantiate signed by the wallet", async () => {
    const wasm = tinyWasm("confirm");
    const deployed = await deployWithWallet(chain, wasm, { label: "my counter" });
    const confirmed = await readConfirmedDeployment(connection, chain.chainId, {
      storeTxHash: deployed.storeTxHash,
      instantiateTxHash: deployed.instantiateTxHash.toLowerCase(),
      expectedChecksum: deployed.checksum.toUpperCase(),
    });
    expect(confirmed).toMatchObject({
      codeId: deployed.codeId,
      checksum: deployed.checksum,
      contractAddress: deployed.contractAddress,
      deployer,
      admin: deployer,
      label: "my counter",
      storeTxHash: deployed.storeTxHash,
      instantiateTxHash: deployed.instantiateTxHash,
    });
    expect(confirmed.instantiateHeight).toBeGreaterThan(confirmed.storeHeight);
    expect(confirmed.deployedAt.getTime()).toBeGreaterThan(Date.parse("2026-03-01T12:00:00Z"));
  });

  it("refuses unknown hashes, swapped hashes and another artifact's checksum", async () => {
    const deployed = await deployWithWallet(chain, tinyWasm("refuse"));
    const attempt = (input: Partial<Parameters<typeof readConfirmedDeployment>[2]>) =>
      readConfirmedDeployment(connection, chain.chainId, {
        storeTxHash: deployed.storeTxHash,
        instantiateTxHash: deployed.instantiateTxHash,
        expectedChecksum: deployed.checksum,
        ...input,
      }).catch((error: HttpError) => error);

    const unknown = await attempt({ instantiateTxHash: "AB".repeat(32) });
    expect(unknown).toBeInstanceOf(HttpError);
    expect(unknown).toMatchObject({ status: 409, code: "tx_not_confirmed" });

    const swapped = await attempt({
      storeTxHash: deployed.instantiateTxHash,
      instantiateTxHash: deployed.storeTxHash,
    });
    expect(swapped).toMatchObject({ status: 422, code: "deployment_mismatch" });

    const other = await attempt({ expectedChecksum: "00".repeat(32) });
    expect(other).toMatchObject({ status: 422, code: "checksum_mismatch" });
    expect((other as Error).message).toContain(deployed.checksum);
  });

  it("refuses a failed instantiate", async () => {
    const { client, address } = await signingClient(chain);
    const stored = await client.upload(address, tinyWasm("failing"), "auto");
    const failed = await client.signAndBroadcast(
      address,
      [
        {
          typeUrl: "/cosmwasm.wasm.v1.MsgInstantiateContract",
          value: {
            sender: address,
            codeId: BigInt(stored.codeId),
            label: "x",
            msg: Buffer.from("[]"),
            funds: [],
          },
        },
      ],
      { amount: [{ denom: "ustake", amount: "10000" }], gas: "400000" },
    );
    client.disconnect();
    expect(failed.code).not.toBe(0);
    const error = await readConfirmedDeployment(connection, chain.chainId, {
      storeTxHash: stored.transactionHash,
      instantiateTxHash: failed.transactionHash,
      expectedChecksum: stored.checksum,
    }).catch((e) => e);
    expect(error).toMatchObject({ status: 422, code: "tx_failed" });
  });

  it("reads a contract's executions, failures included, from a height on", async () => {
    const deployed = await deployWithWallet(chain, tinyWasm("activity"));
    const { client, address } = await signingClient(chain);
    const fee = { amount: [{ denom: "ustake", amount: "10000" }], gas: "400000" };
    await client.execute(address, deployed.contractAddress, { increment: {} }, fee);
    const bad = await client.signAndBroadcast(
      address,
      [
        {
          typeUrl: "/cosmwasm.wasm.v1.MsgExecuteContract",
          value: {
            sender: address,
            contract: deployed.contractAddress,
            msg: Buffer.from("{}"),
            funds: [],
          },
        },
      ],
      fee,
    );
    client.disconnect();
    const activity = await readContractActivity(connection, {
      address: deployed.contractAddress,
      watchedSigners: [deployer],
      fromHeight: 1,
    });
    expect(activity).toMatchObject({ admin: deployer, codeId: deployed.codeId, label: "counter" });
    expect(activity.txs.map((tx) => [tx.action, tx.success])).toEqual([
      ["instantiate", true],
      ["increment", true],
      ["execute", false],
    ]);
    const failed = activity.txs[2];
    expect(failed).toMatchObject({ hash: bad.transactionHash, sender: deployer, code: 5 });
    expect(failed.error).toContain("expected exactly one variant");
    expect(failed.gasUsed).toBeGreaterThan(0);

    const later = await readContractActivity(connection, {
      address: deployed.contractAddress,
      watchedSigners: [deployer],
      fromHeight: failed.height + 1,
    });
    expect(later.txs).toEqual([]);
  });
});
