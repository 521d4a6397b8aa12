import { describe, expect, it } from "vitest";
import { computeErrorStatistics } from "./compute-error-statistics";

const now = Date.parse("2026-11-22T12:00:00Z");
const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();

const logs = [
  { errorType: "TypeError", createdAt: at(0.5) },
  { errorType: "TypeError", createdAt: at(2) },
  { errorType: "ApiError", createdAt: at(3) },
  { errorType: "RangeError", createdAt: at(30) },
  { errorType: "Old", createdAt: at(200) },
];

describe("computeErrorStatistics", () => {
  it("counts the last hour", () => {
    expect(computeErrorStatistics(logs, "1h", now)).toEqual({
      total: 1,
      errorRate: 100,
      topErrors: [{ errorType: "TypeError", count: 1 }],
    });
  });

  it("counts 24 hours with rate = count / 24 * 100", () => {
    const stats = computeErrorStatistics(logs, "24h", now);
    expect(stats.total).toBe(3);
    expect(stats.errorRate).toBeCloseTo(12.5);
    expect(stats.topErrors).toEqual([
      { errorType: "TypeError", count: 2 },
      { errorType: "ApiError", count: 1 },
    ]);
  });

  it("keeps the top 5 over 7 days", () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ errorType: `E${i}`, createdAt: at(1) }));
    const stats = computeErrorStatistics([...logs, ...many], "7d", now);
    expect(stats.total).toBe(11);
    expect(stats.errorRate).toBeCloseTo((11 / 168) * 100);
    expect(stats.topErrors).toHaveLength(5);
    expect(stats.topErrors[0]).toEqual({ errorType: "TypeError", count: 2 });
  });
});
