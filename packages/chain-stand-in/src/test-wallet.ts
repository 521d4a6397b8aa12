import { SigningCosmWasmClient } from "@cosmjs/cosmwasm-stargate";
import { DirectSecp256k1HdWallet } from "@cosmjs/proto-signing";
import { GasPrice } from "@cosmjs/stargate";

/** A fixed mnemonic for tests and local trials only; never fund it anywhere real. */
export const standInTestMnemonic =
  "junior canal car receive current chimney general core space elevator goddess thought struggle acid shiver asset drift general clog nest connect wild joke onion";

/** The test wallet (HD path m/44'/118'/0'/0/0) with addresses under `prefix`. */
export function createTestWallet(prefix: string): Promise<DirectSecp256k1HdWallet> {
  return DirectSecp256k1HdWallet.fromMnemonic(standInTestMnemonic, { prefix });
}

/** The test wallet's signing client on a chain (gas price 0.025 of `denom`), polling fast. */
export async function connectTestClient(
  rpcUrl: string,
  options: { prefix?: string; denom?: string } = {},
) {
  const wallet = await createTestWallet(options.prefix ?? "wasm");
  const [{ address }] = await wallet.getAccounts();
  const client = await SigningCosmWasmClient.connectWithSigner(rpcUrl, wallet, {
    gasPrice: GasPrice.fromString(`0.025${options.denom ?? "ustake"}`),
    broadcastPollIntervalMs: 50,
  });
  return { client, address, wallet };
}
