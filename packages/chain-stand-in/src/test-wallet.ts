import { DirectSecp256k1HdWallet } from "@cosmjs/proto-signing";

/** A fixed mnemonic for tests and local trials only; never fund it anywhere real. */
export const standInTestMnemonic =
  "junior canal car receive current chimney general core space elevator goddess thought struggle acid shiver asset drift general clog nest connect wild joke onion";

/** The test wallet (HD path m/44'/118'/0'/0/0) with addresses under `prefix`. */
export function createTestWallet(prefix: string): Promise<DirectSecp256k1HdWallet> {
  return DirectSecp256k1HdWallet.fromMnemonic(standInTestMnemonic, { prefix });
}
