export {
  checkScenarioReferences,
  type LoadedScenario,
  loadScenario,
  parseScenario,
  resolveScenario,
  ScenarioError,
  scenarioNameFromPath,
} from "./loader.ts";
export type { Observation, ObservedEvent, ObservedRevert, ObservedStep } from "./observation.ts";
export * from "./schema.ts";
export {
  formatValue,
  isWildcard,
  type ParsedSignature,
  parseSignature,
  RESERVED_REFS,
  refName,
  splitTopLevel,
  valuesMatch,
  WILDCARD,
} from "./values.ts";
