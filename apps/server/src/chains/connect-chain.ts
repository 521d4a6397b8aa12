import type { ChainConfig } from "@contract-platform/api";
import { CosmWasmClient } from "@cosmjs/cosmwasm-stargate";
import {
  Comet1Client,
  Comet38Client,
  type CometClient,
  HttpClient,
  Tendermint34Client,
  Tendermint37Client,
} from "@cosmjs/tendermint-rpc";
import { assertRpcHostAllowed } from "./assert-rpc-host-allowed.ts";
import { ChainRpcError, describeRpcFailure } from "./chain-rpc-error.ts";

export interface ChainRpcSettings {
  rpcTimeoutMs: number;
  allowPrivateRpc: boolean;
}

export interface ChainConnection {
  client: CosmWasmClient;
  comet: CometClient;
  status: Awaited<ReturnType<Tendermint37Client["status"]>>;
  /** Runs an RPC call, turning transport failures into a ChainRpcError that names the chain. */
  call<T>(work: (client: CosmWasmClient) => Promise<T>): Promise<T>;
  disconnect(): void;
}

/**
 * Connects to a chain's CometBFT RPC with a per-request timeout (CosmJS's own connect has none),
 * picks the client for the node's version as CosmJS's connectComet does, and checks that the node
 * serves the chain id it is configured for.
 */
export async function connectChain(
  chain: Pick<ChainConfig, "chainId" | "rpc" | "source">,
  settings: ChainRpcSettings,
): Promise<ChainConnection> {
  const fail = (error: unknown) =>
    describeRpcFailure(chain.chainId, chain.rpc, settings.rpcTimeoutMs, error);
  if (chain.source === "custom") await assertRpcHostAllowed(chain, settings.allowPrivateRpc);
  const http = () => new HttpClient(chain.rpc, settings.rpcTimeoutMs);
  let comet: CometClient;
  let status: ChainConnection["status"];
  try {
    const probe = await Tendermint37Client.create(http());
    status = await probe.status();
    const version = status.nodeInfo.version;
    comet = version.startsWith("0.37.")
      ? probe
      : version.startsWith("0.38.")
        ? await Comet38Client.create(http())
        : version.startsWith("1.")
          ? await Comet1Client.create(http())
          : await Tendermint34Client.create(http());
  } catch (error) {
    throw fail(error);
  }
  if (status.nodeInfo.network !== chain.chainId) {
    comet.disconnect();
    throw new ChainRpcError(
      chain.chainId,
      "wrong_chain",
      `The RPC ${chain.rpc} serves chain "${status.nodeInfo.network}", not "${chain.chainId}"`,
    );
  }
  const client = await CosmWasmClient.create(comet);
  return {
    client,
    comet,
    status,
    async call(work) {
      try {
        return await work(client);
      } catch (error) {
        const described = fail(error);
        if (described.reason === "bad_answer") throw error;
        throw described;
      }
    },
    disconnect: () => client.disconnect(),
  };
}
