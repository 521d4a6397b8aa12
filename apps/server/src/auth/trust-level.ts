import type { TrustLevel } from "@contract-platform/api";

/** spec §4: above 70 blocked; above 40 low (step-up); above 20 medium; otherwise high. */
export function trustLevel(riskScore: number): TrustLevel {
  if (riskScore > 70) return "blocked";
  if (riskScore > 40) return "low";
  if (riskScore > 20) return "medium";
  return "high";
}
