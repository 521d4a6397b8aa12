export * from "./toolchain-schemas.ts";
