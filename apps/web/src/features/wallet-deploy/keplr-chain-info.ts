import type { ChainConfig } from "@contract-platform/api";

/** The chain as Keplr's experimentalSuggestChain expects it. */
export function toKeplrChainInfo(chain: ChainConfig) {
  const prefix = chain.bech32Prefix;
  const currency = {
    coinDenom: chain.displayDenom,
    coinMinimalDenom: chain.denom,
    coinDecimals: chain.decimals,
  };
  return {
    chainId: chain.chainId,
    chainName: chain.name,
    rpc: chain.rpc,
    // Keplr requires a REST endpoint; without one its balance display is the only thing lost.
    rest: chain.rest ?? chain.rpc,
    bip44: { coinType: 118 },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [
      {
        ...currency,
        gasPriceStep: { low: chain.gasPrice, average: chain.gasPrice, high: chain.gasPrice * 1.5 },
      },
    ],
    stakeCurrency: currency,
    features: ["cosmwasm"],
  };
}
