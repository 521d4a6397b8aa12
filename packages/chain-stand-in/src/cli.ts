// Starts a stand-in chain for trying the wallet deployment by hand:
//   npm start -w @contract-platform/chain-stand-in -- [port]
// It funds the test wallet (standInTestMnemonic) and prints the settings of a custom chain.
import { startStandInChain } from "./stand-in-chain.ts";
import { createTestWallet } from "./test-wallet.ts";

const port = Number(process.argv[2] ?? 26657);
const wallet = await createTestWallet("wasm");
const [account] = await wallet.getAccounts();
const chain = await startStandInChain({
  port,
  accounts: [{ address: account.address, amount: 1_000_000_000_000n }],
});
console.log(
  JSON.stringify(
    {
      rpc: chain.url,
      chainId: chain.chainId,
      bech32Prefix: chain.prefix,
      denom: chain.denom,
      gasPrice: 0.025,
      fundedTestAccount: account.address,
    },
    null,
    2,
  ),
);
process.on("SIGINT", () => void chain.close().then(() => process.exit(0)));
