export * from "./collect-solidity-project.ts";
export * from "./parse-solidity-imports.ts";
export * from "./resolve-import-path.ts";
export * from "./solidity-project-in-memory.ts";
export * from "./solidity-remappings.ts";
