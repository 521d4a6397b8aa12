import { parseScenario, type Scenario } from "../scenario/index.ts";
import { buildScenarioData } from "./build-scenario-data.ts";
import {
  type ContractReport,
  type ConversionReport,
  conversionReportSchema,
} from "./conversion-report.ts";
import { renderRustTest } from "./render-rust.ts";
import { ReportIndex } from "./report-index.ts";
import { ScenarioTestError } from "./scenario-test-error.ts";

export interface GenerateScenarioTestOptions {
  /** Shown in the file's header; default `<name>.scenario.json`. */
  scenarioFileName?: string;
  /** Sections of other contracts in the output, when they are not in `report.contracts`. */
  contracts?: ContractReport[];
}

/** `BasicToken` → `basic_token`: the suffix of `tests/scenario_<name>.rs` and its test function. */
export function scenarioTestName(name: string): string {
  const snake = name
    .replace(/\.scenario\.json$|\.json$/i, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return snake === "" ? "scenario" : snake;
}

/**
 * The Rust source of `tests/scenario_<name>.rs`: a cw-multi-test integration test that replays
 * `scenario` step by step against the converted contract through its JSON contract, using only
 * `conversion.json`. Throws ScenarioTestError when the scenario cannot be mapped.
 */
export function generateScenarioTest(
  report: ConversionReport,
  scenario: Scenario,
  name: string,
  options: GenerateScenarioTestOptions = {},
): string {
  const parsedReport = conversionReportSchema.parse(report);
  const parsedScenario = parseScenario(scenario, options.scenarioFileName ?? name);
  const extra = (options.contracts ?? []).map((c) => conversionReportSchema.parse(c));
  const index = new ReportIndex(parsedReport, extra);
  const main = index.section(parsedScenario.contract);
  if (!main) {
    throw new ScenarioTestError(
      `scenario contract '${parsedScenario.contract}' is not in conversion.json (it has ${index.sections
        .map((s) => s.source.contract)
        .join(", ")})`,
    );
  }
  const { codes, data } = buildScenarioData(parsedScenario, main, index);
  return renderRustTest({
    scenarioFileName: options.scenarioFileName ?? `${name}.scenario.json`,
    contract: main.source.contract,
    sourceFile: main.source.file,
    testName: `scenario_${scenarioTestName(name)}`,
    queryErrorPrefix: main.encoding?.query_error_prefix ?? "Querier contract error: ",
    codes,
    data,
  });
}
