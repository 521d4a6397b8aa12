import { z } from "zod";

export const chainNetworks = ["testnet", "mainnet"] as const;
export const chainNetworkSchema = z.enum(chainNetworks);
export type ChainNetwork = z.infer<typeof chainNetworkSchema>;

/** The id of the built-in local chain; never a preset or custom chain id. */
export const LOCAL_CHAIN_ID = "local";

const loopbackHosts = new Set(["localhost", "127.0.0.1"]);

/**
 * An RPC or REST endpoint the browser can reach from the app: https, or plain http only on this
 * machine (a local devnet), since the page's content security policy allows nothing else.
 */
export function endpointProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be a full URL such as https://rpc.example.com";
  }
  if (url.username || url.password) return "must not contain a user name or password";
  if (url.search || url.hash) return "must not contain a query or fragment";
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && loopbackHosts.has(url.hostname)) return null;
  return "must use https (plain http only for localhost or 127.0.0.1)";
}

const endpointSchema = z
  .string()
  .trim()
  .max(300)
  .superRefine((value, context) => {
    const problem = endpointProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .transform((value) => value.replace(/\/+$/, ""));

export const chainIdSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{1,63}$/,
    "Chain id: 2 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit",
  );

export const denomSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z][A-Za-z0-9/:._-]{2,127}$/,
    "Denom: 3 to 128 characters, starting with a letter (e.g. uatom)",
  );

export const bech32PrefixSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9]{0,29}$/, "Address prefix: lower-case letters and digits (e.g. juno)");

/** A chain the app can deploy to through the user's wallet. */
export const chainConfigSchema = z.object({
  chainId: z.string(),
  name: z.string(),
  network: chainNetworkSchema,
  rpc: z.string(),
  rest: z.string().nullable(),
  denom: z.string(),
  /** The token's display name (NTRN for untrn). */
  displayDenom: z.string(),
  decimals: z.number().int(),
  /** Gas price in `denom` per unit of gas. */
  gasPrice: z.number(),
  bech32Prefix: z.string(),
  /** Explorer page of a transaction, `{hash}` standing for its hash. */
  explorerTxUrl: z.string().nullable(),
  /** Something a deployer should know about the chain (e.g. permissioned uploads). */
  note: z.string().nullable(),
  source: z.enum(["preset", "custom"]),
});
export type ChainConfig = z.infer<typeof chainConfigSchema>;

/** A user's own chain (devnet, another network): validated, never a preset's or the local id. */
export const customChainInputSchema = z.object({
  chainId: chainIdSchema.refine((id) => id !== LOCAL_CHAIN_ID, {
    message: `Chain id "${LOCAL_CHAIN_ID}" is the built-in local chain`,
  }),
  name: z.string().trim().min(1, "Name is required").max(60),
  network: chainNetworkSchema,
  rpc: endpointSchema,
  rest: endpointSchema.nullable().optional(),
  denom: denomSchema,
  displayDenom: z.string().trim().min(1).max(16).optional(),
  decimals: z.number().int().min(0).max(18).default(6),
  gasPrice: z
    .number({ error: "Gas price must be a number" })
    .positive("Gas price must be above 0")
    .max(1e15),
  bech32Prefix: bech32PrefixSchema,
});
export type CustomChainInput = z.input<typeof customChainInputSchema>;
export type CustomChain = z.output<typeof customChainInputSchema>;

export const chainListSchema = z.object({ chains: z.array(chainConfigSchema) });
export type ChainList = z.infer<typeof chainListSchema>;

/** What the server found when it asked a chain's RPC for its status. */
export const chainStatusSchema = z.object({
  chainId: z.string(),
  reachable: z.boolean(),
  latestHeight: z.number().int().nullable(),
  latestBlockTime: z.string().nullable(),
  latencyMs: z.number().nullable(),
  error: z.string().nullable(),
  checkedAt: z.string(),
});
export type ChainStatus = z.infer<typeof chainStatusSchema>;
