export * from "./notification-schemas.ts";
