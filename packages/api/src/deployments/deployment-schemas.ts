import { z } from "zod";

export const coinSchema = z.object({
  denom: z.string().regex(/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/, "Not a valid denom"),
  amount: z.string().regex(/^\d{1,38}$/, "A whole number of the smallest unit"),
});
export type Coin = z.infer<typeof coinSchema>;

/** The id the built-in local chain has in deployment records. */
export const LOCAL_CHAIN = "local";

export const chainEventSchema = z.object({
  type: z.string(),
  attributes: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type ChainEvent = z.infer<typeof chainEventSchema>;

export const deploymentSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  contractName: z.string(),
  buildId: z.string().nullable(),
  chainId: z.string(),
  network: z.enum(["local", "testnet", "mainnet"]),
  codeId: z.number().int(),
  contractAddress: z.string(),
  checksum: z.string(),
  deployerAddress: z.string(),
  adminAddress: z.string().nullable(),
  label: z.string(),
  instantiateMsg: z.unknown(),
  funds: z.array(coinSchema),
  storeTxHash: z.string().nullable(),
  instantiateTxHash: z.string().nullable(),
  verification: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** A local account name (one of the funded accounts) or a bech32 address. */
const senderSchema = z.string().trim().min(1).max(128);

export const createDeploymentRequestSchema = z.object({
  buildId: z.string().uuid("Not a build id"),
  /** "local" for the built-in chain; real chains are deployed from the browser's wallet. */
  chain: z.string().min(1).max(64),
  instantiateMsg: z.record(z.string(), z.unknown()),
  label: z.string().trim().min(1, "A label is required").max(128),
  funds: z.array(coinSchema).max(10).default([]),
  /** Local chain: which funded account deploys (default "deployer"). */
  sender: senderSchema.optional(),
  /** Contract admin (may migrate it); none by default. */
  admin: senderSchema.nullable().optional(),
  /** Which artifact of a multi-contract build (default: the main one). */
  fileName: z.string().max(200).optional(),
});
export type CreateDeploymentRequest = z.input<typeof createDeploymentRequestSchema>;

export const executeRequestSchema = z.object({
  msg: z.record(z.string(), z.unknown()),
  sender: senderSchema.optional(),
  funds: z.array(coinSchema).max(10).default([]),
});
export type ExecuteRequest = z.input<typeof executeRequestSchema>;

export const queryRequestSchema = z.object({ msg: z.record(z.string(), z.unknown()) });

export const localTxSchema = z.object({
  id: z.string(),
  txHash: z.string(),
  height: z.number().int(),
  blockTime: z.string(),
  kind: z.enum(["store", "instantiate", "execute", "send"]),
  sender: z.string(),
  senderName: z.string().nullable(),
  contractAddress: z.string().nullable(),
  codeId: z.number().int().nullable(),
  deploymentId: z.string().nullable(),
  msg: z.unknown(),
  funds: z.array(coinSchema),
  ok: z.boolean(),
  error: z.string().nullable(),
  events: z.array(chainEventSchema),
  /** Response data, base64, and decoded when it is JSON. */
  data: z.string().nullable(),
  dataJson: z.unknown().optional(),
  gasUsed: z.number().nullable(),
});
export type LocalTx = z.infer<typeof localTxSchema>;

export const queryResultSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

export const localAccountSchema = z.object({
  name: z.string(),
  address: z.string(),
  balances: z.array(coinSchema),
});
export type LocalAccount = z.infer<typeof localAccountSchema>;

export const localChainSchema = z.object({
  chainId: z.string(),
  height: z.number().int(),
  time: z.string(),
  denom: z.string(),
  accounts: z.array(localAccountSchema),
  codes: z.number().int(),
  contracts: z.number().int(),
});
export type LocalChain = z.infer<typeof localChainSchema>;

export const advanceLocalChainRequestSchema = z.object({
  blocks: z.number().int().min(0).max(1_000_000).default(1),
  seconds: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 86400)
    .default(0),
});
