import type { ChainConfig } from "@contract-platform/api";
import { SigningCosmWasmClient } from "@cosmjs/cosmwasm-stargate";
import { Decimal } from "@cosmjs/math";
import type { EncodeObject } from "@cosmjs/proto-signing";
import { calculateFee, GasPrice, isDeliverTxFailure, type StdFee } from "@cosmjs/stargate";
import { connectWallet, isWalletRejection, type KeplrWallet, WalletError } from "./keplr";

/** Simulated gas times this is the gas limit offered to the wallet. */
export const GAS_ADJUSTMENT = 1.3;

export interface WalletSession {
  chain: ChainConfig;
  address: string;
  balance: { denom: string; amount: string };
  client: SigningCosmWasmClient;
  disconnect(): void;
}

export interface FeeEstimate {
  gasUsed: number;
  fee: StdFee;
}

function gasPriceOf(chain: ChainConfig): GasPrice {
  const text = chain.gasPrice.toFixed(18).replace(/\.?0+$/, "");
  return new GasPrice(Decimal.fromUserInput(text, 18), chain.denom);
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new WalletError("failed", message)), ms);
    }),
  ]);
}

/**
 * Connects the wallet (suggesting the chain when the wallet does not know it) and the browser to
 * the chain's RPC. Keys stay in the wallet: only its offline signer is used here.
 */
export async function openWalletSession(
  chain: ChainConfig,
  keplr: KeplrWallet,
  options: { rpcTimeoutMs?: number; pollIntervalMs?: number } = {},
): Promise<WalletSession> {
  const { signer, address } = await connectWallet(keplr, chain);
  const timeout = options.rpcTimeoutMs ?? 10_000;
  const client = await withTimeout(
    SigningCosmWasmClient.connectWithSigner(chain.rpc, signer, {
      gasPrice: gasPriceOf(chain),
      broadcastPollIntervalMs: options.pollIntervalMs ?? 1_000,
      broadcastTimeoutMs: 120_000,
    }),
    timeout,
    `Your browser could not reach ${chain.name}'s RPC (${chain.rpc}) within ${timeout / 1000} s`,
  ).catch((error) => {
    if (error instanceof WalletError) throw error;
    throw new WalletError(
      "failed",
      `Your browser could not reach ${chain.name}'s RPC (${chain.rpc}): ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  const balance = await client.getBalance(address, chain.denom);
  return { chain, address, balance, client, disconnect: () => client.disconnect() };
}

/** Gas of the messages as the chain simulates them, and the fee offered for them. */
export async function estimateFee(
  session: WalletSession,
  messages: EncodeObject[],
): Promise<FeeEstimate> {
  try {
    const gasUsed = await session.client.simulate(session.address, messages, "");
    return {
      gasUsed,
      fee: calculateFee(Math.ceil(gasUsed * GAS_ADJUSTMENT), gasPriceOf(session.chain)),
    };
  } catch (error) {
    throw new WalletError(
      "failed",
      `The chain refused to simulate the transaction: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Has the wallet sign the messages, broadcasts them and waits until they are in a block.
 * A declined signature and a failed transaction are errors; nothing is recorded for them.
 */
export async function signAndSend(session: WalletSession, messages: EncodeObject[], fee: StdFee) {
  let result: Awaited<ReturnType<SigningCosmWasmClient["signAndBroadcast"]>>;
  try {
    result = await session.client.signAndBroadcast(session.address, messages, fee, "");
  } catch (error) {
    if (isWalletRejection(error)) {
      throw new WalletError(
        "rejected",
        "You rejected the signature in your wallet. Nothing was sent to the chain and nothing was recorded.",
      );
    }
    throw new WalletError(
      "failed",
      `The chain did not accept the transaction: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (isDeliverTxFailure(result)) {
    throw new WalletError(
      "failed",
      `Transaction ${result.transactionHash} failed on chain (code ${result.code}): ${result.rawLog ?? ""}`,
    );
  }
  return result;
}

export function findEventAttribute(
  events: readonly { type: string; attributes: readonly { key: string; value: string }[] }[],
  type: string,
  key: string,
): string | undefined {
  for (const event of events) {
    if (event.type !== type) continue;
    const found = event.attributes.find((attribute) => attribute.key === key);
    if (found) return found.value;
  }
  return undefined;
}
