export * from "./contract-interface.ts";
export * from "./deployment-schemas.ts";
