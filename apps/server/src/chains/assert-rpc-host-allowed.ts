import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { ChainRpcError } from "./chain-rpc-error.ts";

/**
 * The server calls the RPC of a user's custom chain, so its host must not lead into this
 * machine's or its network's private services (ADR 0151): loopback, private, link-local and
 * unique-local addresses are refused unless CHAIN_RPC_ALLOW_PRIVATE is set.
 */
export async function assertRpcHostAllowed(
  chain: { chainId: string; rpc: string },
  allowPrivate: boolean,
): Promise<void> {
  if (allowPrivate) return;
  const host = new URL(chain.rpc).hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw new ChainRpcError(
      chain.chainId,
      "unreachable",
      `Cannot reach the RPC of ${chain.chainId} (${chain.rpc}): its host name does not resolve`,
    );
  }
  const blocked = addresses.find(isPrivateAddress);
  if (blocked) {
    throw new ChainRpcError(
      chain.chainId,
      "unreachable",
      `The RPC of ${chain.chainId} (${chain.rpc}) is on a private address (${blocked}); the server only calls public chain endpoints (set CHAIN_RPC_ALLOW_PRIVATE=true for a local devnet)`,
    );
  }
}

export function isPrivateAddress(address: string): boolean {
  if (address.includes(":")) {
    const lower = address.toLowerCase();
    if (lower === "::1" || lower === "::") return true;
    if (lower.startsWith("::ffff:")) return isPrivateAddress(lower.slice(7));
    return /^(fc|fd|fe8|fe9|fea|feb)/.test(lower);
  }
  const [a, b] = address.split(".").map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}
