export * from "./contract-schemas.ts";
export * from "./contract-status.ts";
export * from "./error-log-query.ts";
export * from "./file-validation.ts";
export * from "./project-upload.ts";
export * from "./solidity-nesting.ts";
