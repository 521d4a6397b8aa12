export * from "./auth-constants.ts";
export * from "./auth-messages.ts";
export * from "./auth-schemas.ts";
export * from "./password-policy.ts";
export * from "./password-strength.ts";
export * from "./roles.ts";
