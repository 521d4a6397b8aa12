export * from "./analysis-ai-schemas.ts";
export * from "./analysis-result-schema.ts";
export * from "./analysis-schemas.ts";
export * from "./optimization-hints-schemas.ts";
