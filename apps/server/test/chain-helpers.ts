import { createTestWallet, type StandInChain } from "@contract-platform/chain-stand-in";
import { SigningCosmWasmClient } from "@cosmjs/cosmwasm-stargate";
import { GasPrice } from "@cosmjs/stargate";

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
