export {
  type AnalyzePathOptions,
  AnalyzerInputError,
  analyzePath,
  analyzePaths,
} from "./analyze-path.ts";
export { analyzeCrate, type CrateAnalysisOptions } from "./cosmwasm/analyze-crate.ts";
export { cosmwasmDetectors } from "./cosmwasm/detectors/index.ts";
export { type CrateFile, isCrateDir, loadCrate } from "./cosmwasm/load-crate.ts";
export { listDetectors } from "./detector-catalog.ts";
export { type AnalysisDiff, diffAnalyses } from "./diff-analyses.ts";
export { formatJson } from "./format/format-json.ts";
export { formatMarkdown } from "./format/format-markdown.ts";
export { formatSarif, toSarif } from "./format/format-sarif.ts";
export { formatText } from "./format/format-text.ts";
export * from "./result-schema.ts";
export { analyzeSolidity, type SolidityAnalysisOptions } from "./solidity/analyze-solidity.ts";
export {
  analyzeSolidityProject,
  type SolidityProjectOptions,
} from "./solidity/analyze-solidity-project.ts";
export { solidityDetectors } from "./solidity/detectors/index.ts";
export {
  type DiskSolidityProject,
  loadSolidityProject,
} from "./solidity/load-solidity-project.ts";
export { analyzerVersion } from "./version.ts";
