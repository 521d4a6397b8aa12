export * from "./chain-presets.ts";
export * from "./chain-schemas.ts";
export * from "./wallet-deployment-schemas.ts";
