import type { RecordWalletDeployment } from "@contract-platform/api";
import { ApiError, apiRequest } from "@/lib/api-client";

export interface RecordedDeployment {
  id: string;
  contractId: string;
  chainId: string;
  codeId: number;
  contractAddress: string;
  checksum: string;
  deployer: string;
  storeTxHash: string;
  instantiateTxHash: string;
  deployedAt: string;
}

/**
 * POST /api/deployments/wallet. The server checks both transactions on the chain; when the node
 * it asks has not indexed them yet (409 tx_not_confirmed) this asks again a few times.
 */
export async function recordWalletDeployment(
  request: RecordWalletDeployment,
  options: { attempts?: number; delayMs?: number } = {},
): Promise<RecordedDeployment> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      const data = await apiRequest<{ deployment: RecordedDeployment }>("/api/deployments/wallet", {
        method: "POST",
        body: request,
        timeoutMs: 60_000,
      });
      return data.deployment;
    } catch (error) {
      const retry = error instanceof ApiError && error.code === "tx_not_confirmed";
      if (!retry || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 2_000));
    }
  }
}
