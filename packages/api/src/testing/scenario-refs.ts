/** Names that `@` references may use besides actors, predeploy ids and bound aliases. */
export const RESERVED_REFS = ["contract", "zero"] as const;

/** `@alice` → `alice`; undefined when the value is not an `@reference`. */
export function refName(value: unknown): string | undefined {
  return typeof value === "string" && /^@[A-Za-z0-9_.-]+$/.test(value) ? value.slice(1) : undefined;
}
