import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fromBase64, toBase64, toHex } from "@cosmjs/encoding";
import { abciQuery } from "./abci-query.ts";
import { asTxError, ChainCore } from "./chain-core.ts";
import type { Block, IndexedTx } from "./chain-state.ts";
import { type ContractRuntime, recordingRuntime } from "./contract-runtime.ts";

export interface StandInChainOptions {
  chainId?: string;
  prefix?: string;
  denom?: string;
  minGasPrice?: number;
  /** Accounts funded at genesis. */
  accounts?: { address: string; amount: bigint | number | string }[];
  /** Block time source (tests pass their clock). */
  now?: () => Date;
  runtime?: ContractRuntime;
  port?: number;
  host?: string;
}

/** How the stand-in answers: normally, never (a hung node) or with HTTP 503. */
export type Availability = "up" | "hang" | "unavailable";

export interface StandInChain {
  url: string;
  port: number;
  chainId: string;
  prefix: string;
  denom: string;
  core: ChainCore;
  /** JSON-RPC methods received, in order (abci_query as `abci_query <path>`). */
  requests: string[];
  setAvailability(mode: Availability): void;
  close(): Promise<void>;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data = "",
  ) {
    super(message);
  }
}

/**
 * Starts a CosmWasm chain stand-in on 127.0.0.1 speaking the CometBFT 0.38 JSON-RPC that CosmJS
 * uses (ADR 0152): `status`, `abci_query` (auth, bank, tx simulate, wasm), `broadcast_tx_*`,
 * `tx`, `tx_search` and `block`. Every delivered transaction is its own block.
 */
export async function startStandInChain(options: StandInChainOptions = {}): Promise<StandInChain> {
  const chainId = options.chainId ?? "standin-1";
  const prefix = options.prefix ?? "wasm";
  const denom = options.denom ?? "ustake";
  const core = new ChainCore({
    chainId,
    prefix,
    denom,
    minGasPrice: options.minGasPrice ?? 0.025,
    now: options.now ?? (() => new Date()),
    runtime: options.runtime ?? recordingRuntime,
  });
  for (const account of options.accounts ?? []) core.fund(account.address, BigInt(account.amount));

  const requests: string[] = [];
  let availability: Availability = "up";
  const hung = new Set<ServerResponse>();

  // Transactions are checked and delivered one at a time, as a node's mempool would.
  let txQueue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const next = txQueue.then(work, work);
    txQueue = next.catch(() => undefined);
    return next;
  };

  const broadcast = async (method: string, tx: Uint8Array) => {
    const checked = await core.check(tx);
    const checkTx = {
      code: checked.code,
      data: "",
      log: checked.log,
      codespace: checked.codespace,
      gas_wanted: "0",
      gas_used: "0",
      events: [],
    };
    if (checked.code !== 0) {
      return method === "broadcast_tx_commit"
        ? { check_tx: checkTx, tx_result: null, hash: checked.hash, height: "0" }
        : { ...checkTx, hash: checked.hash };
    }
    const delivered = await core.deliver(tx);
    return method === "broadcast_tx_commit"
      ? {
          check_tx: checkTx,
          tx_result: txResultJson(delivered),
          hash: delivered.hash,
          height: String(delivered.height),
        }
      : { ...checkTx, hash: delivered.hash };
  };

  const dispatch = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case "status":
        return statusResult(core, chainId);
      case "health":
        return {};
      case "abci_info":
        return {
          response: {
            data: "stand-in",
            last_block_height: String(core.height),
            last_block_app_hash: toBase64(new Uint8Array(32)),
          },
        };
      case "abci_query": {
        const path = String(params.path ?? "");
        const answer = abciQuery(core, path, String(params.data ?? ""));
        return {
          response: {
            code: answer.code,
            log: answer.log,
            info: "",
            index: "0",
            key: null,
            value: toBase64(answer.value),
            proofOps: null,
            height: String(core.height),
            codespace: answer.codespace,
          },
        };
      }
      case "broadcast_tx_sync":
      case "broadcast_tx_async":
      case "broadcast_tx_commit": {
        const tx = decodeParamBase64(params.tx, "tx");
        return serialized(() => broadcast(method, tx));
      }
      case "tx": {
        const hash = toHex(decodeParamBase64(params.hash, "hash")).toUpperCase();
        const found = core.getTx(hash);
        if (!found) throw new RpcError(-32603, "Internal error", `tx (${hash}) not found`);
        return txJson(found);
      }
      case "tx_search": {
        let txs: IndexedTx[];
        try {
          txs = core.searchTxs(String(params.query ?? ""));
        } catch (error) {
          throw new RpcError(-32603, "Internal error", (error as Error).message);
        }
        if (params.order_by === "desc") txs = [...txs].reverse();
        const perPage = Math.min(Math.max(Number(params.per_page ?? 30), 1), 100);
        const page = Math.max(Number(params.page ?? 1), 1);
        const slice = txs.slice((page - 1) * perPage, page * perPage);
        return { txs: slice.map(txJson), total_count: String(txs.length) };
      }
      case "block": {
        const height = params.height === undefined ? core.height : Number(params.height);
        const block = core.blocks.find((item) => item.height === height);
        if (!block) {
          throw new RpcError(
            -32603,
            "Internal error",
            `height ${height} must be less than or equal to the current blockchain height ${core.height}`,
          );
        }
        return blockJson(block, chainId);
      }
      default:
        throw new RpcError(-32601, "Method not found", method);
    }
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader(
      "Access-Control-Allow-Headers",
      request.headers["access-control-request-headers"] ?? "Content-Type",
    );
    response.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    if (request.method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
    if (availability === "hang") {
      hung.add(response);
      response.on("close", () => hung.delete(response));
      return;
    }
    if (availability === "unavailable") {
      response.writeHead(503, { "Content-Type": "text/plain" }).end("node unavailable");
      return;
    }
    let id: unknown = -1;
    let method: string;
    let params: Record<string, unknown>;
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "POST") {
      const body = await readBody(request);
      try {
        const parsed = JSON.parse(body) as { id?: unknown; method?: string; params?: unknown };
        id = parsed.id ?? -1;
        method = String(parsed.method ?? "");
        params = (parsed.params ?? {}) as Record<string, unknown>;
      } catch {
        return sendJson(response, {
          jsonrpc: "2.0",
          id,
          error: { code: -32700, message: "Parse error" },
        });
      }
    } else {
      method = url.pathname.replace(/^\//, "");
      params = Object.fromEntries(
        [...url.searchParams].map(([key, value]) => [key, value.replace(/^"(.*)"$/, "$1")]),
      );
    }
    requests.push(method === "abci_query" ? `abci_query ${params.path}` : method);
    try {
      sendJson(response, { jsonrpc: "2.0", id, result: await dispatch(method, params) });
    } catch (error) {
      const rpc =
        error instanceof RpcError
          ? error
          : new RpcError(-32603, "Internal error", asTxError(error).message);
      sendJson(response, {
        jsonrpc: "2.0",
        id,
        error: { code: rpc.code, message: rpc.message, data: rpc.data },
      });
    }
  };

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    chainId,
    prefix,
    denom,
    core,
    requests,
    setAvailability(mode) {
      availability = mode;
      if (mode !== "hang") {
        for (const response of hung) response.destroy();
        hung.clear();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hung) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, body: unknown) {
  response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

function decodeParamBase64(value: unknown, name: string): Uint8Array {
  try {
    return fromBase64(String(value ?? ""));
  } catch {
    throw new RpcError(-32602, "Invalid params", `${name} must be base64`);
  }
}

function txResultJson(tx: IndexedTx) {
  return {
    code: tx.result.code,
    data: toBase64(tx.result.data),
    log: tx.result.log,
    info: "",
    gas_wanted: String(tx.result.gasWanted),
    gas_used: String(tx.result.gasUsed),
    events: tx.result.events.map((event) => ({
      type: event.type,
      attributes: event.attributes.map((attribute) => ({ ...attribute, index: true })),
    })),
    codespace: tx.result.codespace,
  };
}

function txJson(tx: IndexedTx) {
  return {
    hash: tx.hash,
    height: String(tx.height),
    index: tx.index,
    tx_result: txResultJson(tx),
    tx: toBase64(tx.tx),
  };
}

const zeroHash = "0".repeat(64);
const nodeKeyHex = "5374414e44494e4e4f4445000000000000000000";

function statusResult(core: ChainCore, chainId: string) {
  const latest = core.latestBlock;
  const earliest = core.blocks[0];
  return {
    node_info: {
      protocol_version: { p2p: "8", block: "11", app: "0" },
      id: nodeKeyHex,
      listen_addr: "tcp://127.0.0.1:26656",
      network: chainId,
      version: "0.38.17",
      channels: "40202122233038606100",
      moniker: "stand-in",
      other: { tx_index: "on", rpc_address: "tcp://127.0.0.1:26657" },
    },
    sync_info: {
      latest_block_hash: latest.hash,
      latest_app_hash: latest.hash,
      latest_block_height: String(latest.height),
      latest_block_time: latest.time.toISOString(),
      earliest_block_hash: earliest.hash,
      earliest_app_hash: earliest.hash,
      earliest_block_height: String(earliest.height),
      earliest_block_time: earliest.time.toISOString(),
      catching_up: false,
    },
    validator_info: {
      address: nodeKeyHex,
      pub_key: { type: "tendermint/PubKeyEd25519", value: toBase64(new Uint8Array(32).fill(7)) },
      voting_power: "10",
    },
  };
}

function blockJson(block: Block, chainId: string) {
  const previousHash = block.height > 1 ? zeroHash : "";
  return {
    block_id: { hash: block.hash, parts: { total: 1, hash: block.hash } },
    block: {
      header: {
        version: { block: "11", app: "0" },
        chain_id: chainId,
        height: String(block.height),
        time: block.time.toISOString(),
        last_block_id: {
          hash: previousHash,
          parts: { total: previousHash ? 1 : 0, hash: previousHash },
        },
        last_commit_hash: zeroHash,
        data_hash: zeroHash,
        validators_hash: zeroHash,
        next_validators_hash: zeroHash,
        consensus_hash: zeroHash,
        app_hash: zeroHash,
        last_results_hash: zeroHash,
        evidence_hash: zeroHash,
        proposer_address: nodeKeyHex,
      },
      data: { txs: block.txs.map(toBase64) },
      evidence: { evidence: [] },
      last_commit: {
        height: String(Math.max(block.height - 1, 0)),
        round: 0,
        block_id: { hash: "", parts: { total: 0, hash: "" } },
        signatures: [],
      },
    },
  };
}
