export * from "./result-schema.ts";
export { analyzeSolidity, type SolidityAnalysisOptions } from "./solidity/analyze-solidity.ts";
export { solidityDetectors } from "./solidity/detectors/index.ts";
export { analyzerVersion } from "./version.ts";
