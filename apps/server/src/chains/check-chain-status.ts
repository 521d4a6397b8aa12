import type { ChainConfig, ChainStatus } from "@contract-platform/api";
import type { Clock } from "../clock/clock.ts";
import { describeRpcFailure } from "./chain-rpc-error.ts";
import { type ChainRpcSettings, connectChain } from "./connect-chain.ts";

/** Asks a chain's RPC for its latest block; never throws — an unreachable chain is a status. */
export async function checkChainStatus(
  deps: { clock: Clock },
  settings: ChainRpcSettings,
  chain: ChainConfig,
): Promise<ChainStatus> {
  const started = performance.now();
  const checkedAt = deps.clock.now().toISOString();
  try {
    const connection = await connectChain(chain, settings);
    connection.disconnect();
    const { syncInfo } = connection.status;
    return {
      chainId: chain.chainId,
      reachable: true,
      latestHeight: syncInfo.latestBlockHeight,
      latestBlockTime: new Date(syncInfo.latestBlockTime.getTime()).toISOString(),
      latencyMs: Math.round(performance.now() - started),
      error: null,
      checkedAt,
    };
  } catch (error) {
    return {
      chainId: chain.chainId,
      reachable: false,
      latestHeight: null,
      latestBlockTime: null,
      latencyMs: null,
      error: describeRpcFailure(chain.chainId, chain.rpc, settings.rpcTimeoutMs, error).message,
      checkedAt,
    };
  }
}
