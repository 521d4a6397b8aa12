import { describe, expect, it } from "vitest";
import {
  computeContractStats,
  contractConfigSchema,
  saveVersionRequestSchema,
} from "./contract-schemas.ts";
import { errorRate } from "./error-log-query.ts";
import { basicFileValidation } from "./file-validation.ts";

describe("computeContractStats (spec §9)", () => {
  it("counts 7.5 hours per successful conversion when there are no metrics", () => {
    expect(computeContractStats({ total: 4, successful: 3, processingTimesSeconds: [] })).toEqual({
      successRate: 75,
      analysisHoursSaved: 23,
    });
  });
  it("uses average minutes × 10 × successful / 60 with metrics, rounded", () => {
    // average 90 s = 1.5 min; 1.5 × 10 × 8 / 60 = 2
    expect(
      computeContractStats({ total: 9, successful: 8, processingTimesSeconds: [60, 120] }),
    ).toEqual({
      successRate: 89,
      analysisHoursSaved: 2,
    });
  });
  it("is zero with no contracts", () => {
    expect(computeContractStats({ total: 0, successful: 0, processingTimesSeconds: [] })).toEqual({
      successRate: 0,
      analysisHoursSaved: 0,
    });
  });
});

describe("file rules", () => {
  it("checks size before type, with the spec's statuses", () => {
    expect(basicFileValidation({ name: "a.exe", size: 10_485_761 })).toMatchObject({
      status: "suspicious",
      issues: ["File size exceeds 10MB limit"],
    });
    expect(basicFileValidation({ name: "a.exe", size: 1 })).toMatchObject({
      status: "malicious",
      issues: ["File type not allowed. Allowed: .sol, .vy, .yul, .huff, .rs"],
    });
    expect(basicFileValidation({ name: "A.SOL", size: 10_485_760 }).isValid).toBe(true);
  });
  it("computes the error rate per hour × 100", () => {
    expect(errorRate(3, 24)).toBe(12.5);
    expect(errorRate(1, 168)).toBe(0.6);
  });
});

describe("schemas", () => {
  it("fills config defaults and refuses paths leaving the crate", () => {
    expect(contractConfigSchema.parse({})).toEqual({
      contract: null,
      crateName: null,
      denom: "uatom",
      targetVersions: { cosmwasmStd: "2.2" },
    });
    for (const path of ["../x.rs", "/etc/passwd", "a//b", "a\\b"]) {
      expect(
        saveVersionRequestSchema.safeParse({ files: [{ path, content: "" }] }).success,
        path,
      ).toBe(false);
    }
  });
});
