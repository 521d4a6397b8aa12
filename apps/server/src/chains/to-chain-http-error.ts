import { HttpError } from "../http/http-error.ts";
import { ChainRpcError } from "./chain-rpc-error.ts";

/** A chain that cannot be used answers 502 chain_unreachable (504 on timeout) with the reason. */
export function toChainHttpError(error: unknown): unknown {
  if (!(error instanceof ChainRpcError)) return error;
  const status = error.reason === "timeout" ? 504 : 502;
  return new HttpError(status, "chain_unreachable", `${error.message}. Check the chain and retry.`);
}
