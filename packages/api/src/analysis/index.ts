export * from "./analysis-result-schema.ts";
export * from "./analysis-schemas.ts";
