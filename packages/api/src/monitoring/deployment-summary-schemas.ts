import { z } from "zod";

/** The last comparison of a deployment's on-chain code checksum with its build artifact. */
export const deploymentVerificationSchema = z.object({
  status: z.enum(["verified", "mismatch", "error"]),
  chainId: z.string(),
  codeId: z.number().int(),
  /** What the chain reports for the code (null when it could not be read). */
  onChainChecksum: z.string().nullable(),
  /** sha256 of the stored artifact's bytes, computed at check time. */
  artifactChecksum: z.string().nullable(),
  checkedAt: z.string(),
  /** Why the check could not be made (status error), or what differs. */
  message: z.string(),
});
export type DeploymentVerification = z.infer<typeof deploymentVerificationSchema>;

/** A deployment as monitoring, verification and the Platform tab show it. */
export const deploymentSummarySchema = z.object({
  id: z.string(),
  contractId: z.string(),
  contractName: z.string(),
  buildId: z.string().nullable(),
  chainId: z.string(),
  chainName: z.string(),
  network: z.enum(["local", "testnet", "mainnet"]),
  codeId: z.number().int(),
  contractAddress: z.string(),
  checksum: z.string(),
  deployer: z.string(),
  admin: z.string().nullable(),
  label: z.string(),
  storeTxHash: z.string().nullable(),
  instantiateTxHash: z.string().nullable(),
  /** Explorer page of a transaction (`{hash}`), when the chain has one. */
  explorerTxUrl: z.string().nullable(),
  verification: deploymentVerificationSchema.nullable(),
  createdAt: z.string(),
});
export type DeploymentSummary = z.infer<typeof deploymentSummarySchema>;

export const walletDeploymentResponseSchema = z.object({ deployment: deploymentSummarySchema });
