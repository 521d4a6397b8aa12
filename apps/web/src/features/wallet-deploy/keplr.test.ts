import { chainPresets } from "@contract-platform/api";
import { describe, expect, it, vi } from "vitest";
import { connectWallet, getKeplr, type KeplrWallet, WalletError } from "./keplr";

const chain = chainPresets[0];
const signer = {
  getAccounts: async () => [
    { address: "neutron1abc", algo: "secp256k1", pubkey: new Uint8Array() },
  ],
  signDirect: vi.fn(),
};

function wallet(overrides: Partial<KeplrWallet> = {}): KeplrWallet {
  return {
    enable: vi.fn(async () => {}),
    experimentalSuggestChain: vi.fn(async () => {}),
    getOfflineSigner: vi.fn(() => signer as never),
    getKey: vi.fn(),
    ...overrides,
  };
}

describe("connectWallet", () => {
  it("explains a missing wallet", () => {
    expect(() => getKeplr({} as Window)).toThrow(/No Keplr wallet found/);
  });

  it("enables a known chain without suggesting it", async () => {
    const keplr = wallet();
    expect(await connectWallet(keplr, chain)).toMatchObject({ address: "neutron1abc" });
    expect(keplr.experimentalSuggestChain).not.toHaveBeenCalled();
  });

  it("suggests an unknown chain with its prefix, denom and gas price, then enables it", async () => {
    let known = false;
    const keplr = wallet({
      enable: vi.fn(async () => {
        if (!known) throw new Error(`There is no chain info for ${chain.chainId}`);
      }),
      experimentalSuggestChain: vi.fn(async () => {
        known = true;
      }),
    });
    await connectWallet(keplr, chain);
    const info = vi.mocked(keplr.experimentalSuggestChain).mock.calls[0][0];
    expect(info).toMatchObject({
      chainId: chain.chainId,
      rpc: chain.rpc,
      bech32Config: { bech32PrefixAccAddr: "neutron", bech32PrefixValAddr: "neutronvaloper" },
      feeCurrencies: [{ coinMinimalDenom: "untrn", gasPriceStep: { average: chain.gasPrice } }],
    });
    expect(keplr.enable).toHaveBeenCalledTimes(2);
  });

  it("turns a declined request into a rejection that sent nothing", async () => {
    const keplr = wallet({
      enable: vi.fn(async () => Promise.reject(new Error("Request rejected"))),
    });
    const error = await connectWallet(keplr, chain).catch((e) => e);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ reason: "rejected" });
    expect(keplr.experimentalSuggestChain).not.toHaveBeenCalled();
  });
});
