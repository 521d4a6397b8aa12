import { describe, expect, it } from "vitest";
import { computeStatistics } from "./compute-statistics";

describe("computeStatistics", () => {
  it("uses 7.5 hours per successful conversion without metrics", () => {
    expect(
      computeStatistics({
        totalContracts: 4,
        successfulConversions: 3,
        processingTimesSeconds: [],
      }),
    ).toEqual({
      totalContracts: 4,
      successfulConversions: 3,
      successRate: 75,
      analysisHoursSaved: 23,
    });
  });

  it("uses average processing minutes x 10 x successful / 60 with metrics", () => {
    // average 120 s = 2 min; 2 * 10 * 6 / 60 = 2
    expect(
      computeStatistics({
        totalContracts: 9,
        successfulConversions: 6,
        processingTimesSeconds: [60, 180],
      }),
    ).toMatchObject({ successRate: 67, analysisHoursSaved: 2 });
  });

  it("has no success rate without contracts", () => {
    expect(
      computeStatistics({
        totalContracts: 0,
        successfulConversions: 0,
        processingTimesSeconds: [],
      }),
    ).toMatchObject({ successRate: null, analysisHoursSaved: 0 });
  });
});
