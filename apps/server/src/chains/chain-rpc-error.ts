/** A chain's RPC could not be used: not reachable, too slow, or not the chain it claims to be. */
export class ChainRpcError extends Error {
  override name = "ChainRpcError";
  constructor(
    readonly chainId: string,
    readonly reason: "unreachable" | "timeout" | "wrong_chain" | "bad_answer",
    message: string,
  ) {
    super(message);
  }
}

/** Explains a failed RPC call in a sentence a user can act on. */
export function describeRpcFailure(
  chainId: string,
  rpc: string,
  timeoutMs: number,
  error: unknown,
): ChainRpcError {
  if (error instanceof ChainRpcError) return error;
  const err = error as { name?: string; message?: string; cause?: { code?: string } };
  const where = `the RPC of ${chainId} (${rpc})`;
  if (err?.name === "TimeoutError" || err?.name === "AbortError") {
    return new ChainRpcError(
      chainId,
      "timeout",
      `${capitalize(where)} did not answer within ${formatSeconds(timeoutMs)}`,
    );
  }
  const code = err?.cause?.code;
  if (
    code === "ECONNREFUSED" ||
    code === "ECONNRESET" ||
    code === "ENOTFOUND" ||
    code === "EAI_AGAIN" ||
    code === "EHOSTUNREACH" ||
    code === "ENETUNREACH"
  ) {
    const what =
      code === "ENOTFOUND" || code === "EAI_AGAIN"
        ? "its host name does not resolve"
        : code === "ECONNREFUSED"
          ? "the connection was refused"
          : "the network connection failed";
    return new ChainRpcError(chainId, "unreachable", `Cannot reach ${where}: ${what}`);
  }
  const message = err?.message ?? String(error);
  if (/Bad status on response: (\d+)/.test(message)) {
    const status = /Bad status on response: (\d+)/.exec(message)?.[1];
    return new ChainRpcError(
      chainId,
      "unreachable",
      `Cannot use ${where}: it answered HTTP ${status}`,
    );
  }
  if (/fetch failed/i.test(message)) {
    return new ChainRpcError(chainId, "unreachable", `Cannot reach ${where}: the request failed`);
  }
  return new ChainRpcError(chainId, "bad_answer", `Unexpected answer from ${where}: ${message}`);
}

function capitalize(text: string) {
  return text[0].toUpperCase() + text.slice(1);
}

function formatSeconds(ms: number) {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
