import { z } from "zod";
import { chainIdSchema } from "./chain-schemas.ts";

export const txHashSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Fa-f]{64}$/, "A transaction hash is 64 hexadecimal characters")
  .transform((hash) => hash.toUpperCase());

/**
 * POST /api/deployments/wallet: a deployment the user's wallet signed. The server reads both
 * transactions back from the chain before anything is recorded. A mainnet deployment carries the
 * chain id typed by the user as `confirmMainnet`.
 */
export const recordWalletDeploymentSchema = z.object({
  buildId: z.uuid(),
  chainId: chainIdSchema,
  storeTxHash: txHashSchema,
  instantiateTxHash: txHashSchema,
  confirmMainnet: z.string().trim().optional(),
});
export type RecordWalletDeployment = z.input<typeof recordWalletDeploymentSchema>;
