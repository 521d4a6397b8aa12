import type { ChainConfig } from "@contract-platform/api";
import type { OfflineDirectSigner } from "@cosmjs/proto-signing";
import { toKeplrChainInfo } from "./keplr-chain-info";

/** The part of Keplr's injected `window.keplr` the deployment uses. */
export interface KeplrWallet {
  enable(chainIds: string | string[]): Promise<void>;
  experimentalSuggestChain(chainInfo: ReturnType<typeof toKeplrChainInfo>): Promise<void>;
  getOfflineSigner(chainId: string): OfflineDirectSigner;
  getKey(chainId: string): Promise<{ name: string; bech32Address: string }>;
}

export class WalletError extends Error {
  override name = "WalletError";
  constructor(
    readonly reason: "missing" | "rejected" | "failed",
    message: string,
  ) {
    super(message);
  }
}

export function getKeplr(win: Window = window): KeplrWallet {
  const keplr = (win as Window & { keplr?: KeplrWallet }).keplr;
  if (!keplr) {
    throw new WalletError(
      "missing",
      "No Keplr wallet found in this browser. Install the Keplr extension (keplr.app), reload this page and try again.",
    );
  }
  return keplr;
}

/** A wallet's refusal: the user closed or declined its window. */
export function isWalletRejection(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /request rejected|rejected by user|user rejected|user denied|declined/i.test(message);
}

/**
 * Asks the wallet for access to the chain; when it does not know the chain, suggests it first
 * (Keplr's experimentalSuggestChain) and asks again. Returns the wallet's signer and address.
 */
export async function connectWallet(keplr: KeplrWallet, chain: ChainConfig) {
  try {
    try {
      await keplr.enable(chain.chainId);
    } catch (error) {
      if (isWalletRejection(error)) throw error;
      await keplr.experimentalSuggestChain(toKeplrChainInfo(chain));
      await keplr.enable(chain.chainId);
    }
    const signer = keplr.getOfflineSigner(chain.chainId);
    const [account] = await signer.getAccounts();
    if (!account) throw new Error("The wallet has no account for this chain");
    return { signer, address: account.address };
  } catch (error) {
    if (isWalletRejection(error)) {
      throw new WalletError("rejected", "You declined the wallet's request; nothing was sent.");
    }
    throw new WalletError(
      "failed",
      `The wallet could not connect to ${chain.name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
