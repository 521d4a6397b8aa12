import { snakeCase } from "./snake-case.ts";

/** `BasicToken` → `basic-token` (crate names). */
export function kebabCase(name: string): string {
  return snakeCase(name).replaceAll("_", "-") || "contract";
}
