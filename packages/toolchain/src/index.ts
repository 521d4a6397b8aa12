export * from "./crate/find-crate-entry-points.ts";
export * from "./wasm/cosmwasm-vm-interface.ts";
export * from "./wasm/read-wasm-module.ts";
export * from "./wasm/validate-wasm.ts";
