export * from "./build-schemas.ts";
export * from "./toolchain-schemas.ts";
