import { createHash } from "node:crypto";
import type { AuthSession } from "@contract-platform/api";
import { createTestWallet, type StandInChain } from "@contract-platform/chain-stand-in";
import { SigningCosmWasmClient } from "@cosmjs/cosmwasm-stargate";
import { GasPrice } from "@cosmjs/stargate";
import { WASM_ARTIFACTS_BUCKET } from "../src/builds/build-deps.ts";
import { upload } from "./contracts-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

/** The smallest valid wasm module with a custom section named by `tag`, so codes differ. */
export function tinyWasm(tag: string): Uint8Array {
  const name = Buffer.from(tag);
  return new Uint8Array([
    0,
    0x61,
    0x73,
    0x6d,
    1,
    0,
    0,
    0,
    0,
    name.length + 1,
    name.length,
    ...name,
  ]);
}

/** The test wallet signing on a stand-in chain, as the browser's wallet would. */
export async function signingClient(chain: StandInChain) {
  const wallet = await createTestWallet(chain.prefix);
  const [{ address }] = await wallet.getAccounts();
  const client = await SigningCosmWasmClient.connectWithSigner(chain.url, wallet, {
    gasPrice: GasPrice.fromString(`0.025${chain.denom}`),
    broadcastPollIntervalMs: 20,
  });
  return { client, address };
}

/** Stores and instantiates `wasm` with the test wallet; returns both transactions. */
export async function deployWithWallet(
  chain: StandInChain,
  wasm: Uint8Array,
  options: { label?: string; msg?: Record<string, unknown> } = {},
) {
  const { client, address } = await signingClient(chain);
  try {
    const stored = await client.upload(address, wasm, "auto");
    const created = await client.instantiate(
      address,
      stored.codeId,
      options.msg ?? { count: 0 },
      options.label ?? "counter",
      "auto",
      { admin: address },
    );
    return {
      address,
      codeId: stored.codeId,
      checksum: stored.checksum,
      contractAddress: created.contractAddress,
      storeTxHash: stored.transactionHash,
      instantiateTxHash: created.transactionHash,
    };
  } finally {
    client.disconnect();
  }
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A converted contract with a succeeded build whose artifact is `wasm`. */
export async function contractWithBuild(
  t: TestApp,
  session: AuthSession,
  name: string,
  wasm: Uint8Array,
) {
  const uploaded = await upload(
    t,
    session,
    `${name}.rs`,
    `use cosmwasm_std::Response;\n\npub fn ${name.toLowerCase()}() -> Response {\n    Response::new()\n}\n`,
  );
  const contractId = uploaded.body.results[0].contract.id as string;
  const checksum = sha256(wasm);
  await t.deps.storage.put(WASM_ARTIFACTS_BUCKET, `${checksum}.wasm`, wasm);
  const build = await t.deps.db
    .insertInto("builds")
    .values({
      contract_id: contractId,
      user_id: session.user.id,
      contract_version: 1,
      status: "succeeded",
      input_hash: checksum,
      artifacts: JSON.stringify([
        {
          packageName: "counter",
          fileName: "counter.wasm",
          sha256: checksum,
          sizeBytes: wasm.length,
          unoptimizedSizeBytes: wasm.length,
          validation: {
            ok: true,
            sizeBytes: wasm.length,
            maxSizeBytes: 819200,
            exports: [],
            imports: [],
            entryPoints: [],
            requiredCapabilities: [],
            functionCount: 0,
            problems: [],
            checked: [],
          },
        },
      ]),
      checksum,
      size_bytes: wasm.length,
      diagnostics: "[]",
      violations: "[]",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { contractId, buildId: build.id, checksum };
}
