/** Statuses counted as successful conversions (spec §4). */
export const SUCCESSFUL_STATUSES = [
  "converted",
  "analyzed",
  "deployment-ready",
  "test-deployed",
  "finalized",
  "verified",
] as const;

export type StatisticsInput = {
  totalContracts: number;
  successfulConversions: number;
  /** contract_metrics.processing_time_seconds values that are not null. */
  processingTimesSeconds: number[];
};

export type Statistics = {
  totalContracts: number;
  successfulConversions: number;
  /** Rounded percentage, null when there are no contracts. */
  successRate: number | null;
  analysisHoursSaved: number;
};

/**
 * spec §9: success rate = rounded share of successful conversions; hours saved = 7.5 h per
 * successful conversion without metrics, otherwise average processing minutes x 10 x successful / 60.
 */
export function computeStatistics(input: StatisticsInput): Statistics {
  const { totalContracts, successfulConversions, processingTimesSeconds } = input;
  const successRate =
    totalContracts > 0 ? Math.round((successfulConversions / totalContracts) * 100) : null;
  let hours: number;
  if (processingTimesSeconds.length === 0) {
    hours = successfulConversions * 7.5;
  } else {
    const averageMinutes =
      processingTimesSeconds.reduce((sum, seconds) => sum + seconds, 0) /
      processingTimesSeconds.length /
      60;
    hours = (averageMinutes * 10 * successfulConversions) / 60;
  }
  return {
    totalContracts,
    successfulConversions,
    successRate,
    analysisHoursSaved: Math.round(hours),
  };
}
