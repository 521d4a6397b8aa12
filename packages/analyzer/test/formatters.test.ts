import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { analyzeCrate } from "../src/cosmwasm/analyze-crate.ts";
import { loadCrate } from "../src/cosmwasm/load-crate.ts";
import { listDetectors } from "../src/detector-catalog.ts";
import { formatJson } from "../src/format/format-json.ts";
import { formatMarkdown } from "../src/format/format-markdown.ts";
import { formatSarif, toSarif } from "../src/format/format-sarif.ts";
import { formatText } from "../src/format/format-text.ts";
import { analysisResultSchema } from "../src/result-schema.ts";
import { analyzeSolidity } from "../src/solidity/analyze-solidity.ts";

const fixture = (p: string) => new URL(`../fixtures/${p}`, import.meta.url).pathname;
const bank = analyzeSolidity(readFileSync(fixture("reentrancy/bank.sol"), "utf8"), {
  file: "contracts/Bank.sol",
});

// The parts of the SARIF 2.1.0 schema that consumers (GitHub code scanning, VS Code) rely on.
const region = z.object({
  startLine: z.number().int().min(1),
  startColumn: z.number().int().min(1),
  endLine: z.number().int().min(1),
  endColumn: z.number().int().min(1),
});
const physicalLocation = z.object({
  artifactLocation: z.object({ uri: z.string().min(1) }),
  region,
});
const sarifSchema = z.object({
  $schema: z.string().url(),
  version: z.literal("2.1.0"),
  runs: z
    .array(
      z.object({
        tool: z.object({
          driver: z.object({
            name: z.string(),
            version: z.string(),
            rules: z.array(
              z.object({
                id: z.string(),
                shortDescription: z.object({ text: z.string() }),
                fullDescription: z.object({ text: z.string() }),
                defaultConfiguration: z.object({
                  level: z.enum(["none", "note", "warning", "error"]),
                }),
              }),
            ),
          }),
        }),
        results: z.array(
          z.object({
            ruleId: z.string(),
            ruleIndex: z.number().int().min(0),
            level: z.enum(["none", "note", "warning", "error"]),
            message: z.object({ text: z.string().min(1) }),
            locations: z.array(z.object({ physicalLocation })).min(1),
            relatedLocations: z
              .array(
                z.object({
                  id: z.number().int(),
                  physicalLocation,
                  message: z.object({ text: z.string() }),
                }),
              )
              .optional(),
          }),
        ),
        invocations: z.array(z.object({ executionSuccessful: z.boolean() })),
      }),
    )
    .length(1),
});

describe("formatters", () => {
  it("json round-trips through the result schema", () => {
    const parsed = analysisResultSchema.parse(JSON.parse(formatJson(bank)));
    expect(parsed.findings).toEqual(bank.findings);
  });

  it("sarif is a valid 2.1.0 log whose results point at their rules", () => {
    const log = sarifSchema.parse(JSON.parse(formatSarif(bank)));
    const run = log.runs[0];
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(
      listDetectors()
        .filter((d) => d.language === "solidity")
        .map((d) => d.id),
    );
    expect(run.results).toHaveLength(bank.findings.length);
    for (const [i, r] of run.results.entries()) {
      expect(run.tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
      const f = bank.findings[i];
      expect(r.locations[0].physicalLocation.region.startLine).toBe(f.location.startLine);
      // SARIF end columns are exclusive
      expect(r.locations[0].physicalLocation.region.endColumn).toBe(f.location.endColumn + 1);
      expect(r.locations[0].physicalLocation.artifactLocation.uri).toBe("contracts/Bank.sol");
    }
    const reentrancy = run.results.find((r) => r.ruleId === "reentrancy");
    expect(reentrancy?.level).toBe("error");
    expect(reentrancy?.relatedLocations?.length).toBeGreaterThan(0);
  });

  it("sarif for a crate uses the CosmWasm rules", () => {
    const crate = analyzeCrate(loadCrate(fixture("cw-time-units/vesting")), { name: "vesting" });
    const log = sarifSchema.parse(toSarif(crate));
    expect(log.runs[0].tool.driver.rules.every((r) => r.id.startsWith("cw-"))).toBe(true);
    expect(log.runs[0].results.map((r) => r.ruleId)).toContain("cw-time-units");
  });

  it("text lists every finding with its location and the metrics", () => {
    const text = formatText(bank);
    for (const f of bank.findings)
      expect(text).toContain(
        `${f.ruleId} (${f.confidence} confidence) contracts/Bank.sol:${f.location.startLine}:`,
      );
    expect(text).toContain(`${bank.summary.total} finding(s)`);
    expect(text).toMatch(/metrics: \d+ lines/);
  });

  it("markdown report has the summary table, findings by severity, hints and metrics", () => {
    const md = formatMarkdown(bank);
    expect(md).toMatch(/^# Security analysis: contracts\/Bank.sol/);
    expect(md).toContain(`| **total** | **${bank.summary.total}** |`);
    expect(md).toContain(`### High (${bank.summary.high})`);
    expect(md).toContain("— `contracts/Bank.sol:32`");
    expect(md).toContain(
      "- Related `contracts/Bank.sol:34`: state variable balances written after the call",
    );
    expect(md).toContain("## Metrics");
    expect(md).toContain("| Functions |");
  });
});
