import { addrMake, type CosmWasmChain } from "@contract-platform/cosmwasm-vm";
import { HttpError } from "../http/http-error.ts";
import { LOCAL_ACCOUNTS } from "./local-chain-deps.ts";

const names = new Map<string, string>(LOCAL_ACCOUNTS.map((name) => [addrMake(name), name]));

/** The local account a request names ("alice"), or an address on the chain; 400 otherwise. */
export function resolveLocalAccount(chain: CosmWasmChain, nameOrAddress: string): string {
  if ((LOCAL_ACCOUNTS as readonly string[]).includes(nameOrAddress)) {
    return chain.addrMake(nameOrAddress);
  }
  if (chain.isAddress(nameOrAddress)) return nameOrAddress;
  throw new HttpError(
    400,
    "unknown_account",
    `Unknown account "${nameOrAddress}": use one of ${LOCAL_ACCOUNTS.join(", ")} or a ${chain.bech32Prefix}1… address`,
  );
}

/** The name of a funded local account at this address, or null. */
export function localAccountName(address: string): string | null {
  return names.get(address) ?? null;
}
