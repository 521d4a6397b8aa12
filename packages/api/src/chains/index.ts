export * from "./chain-presets.ts";
export * from "./chain-schemas.ts";
