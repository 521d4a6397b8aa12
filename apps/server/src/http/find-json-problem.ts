/** Deepest nesting of arrays and objects a request body may have. */
export const MAX_JSON_DEPTH = 64;

export interface JsonProblem {
  /** Dotted path of the offending value ("(body)" for the top). */
  path: string;
  message: string;
}

/**
 * Walks a parsed JSON value without recursion and returns its first problem: nesting deeper
 * than `maxDepth`, or a NUL character in a key or string (the database cannot store one), unless
 * `allowNul` accepts that value's path (with array indexes as `*`, e.g. `files.*.content`).
 */
export function findJsonProblem(
  value: unknown,
  options: { maxDepth?: number; allowNul?: readonly string[] } = {},
): JsonProblem | null {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const allowNul = new Set(options.allowNul ?? []);
  const stack: { value: unknown; path: string[]; pattern: string[] }[] = [
    { value, path: [], pattern: [] },
  ];
  const shown = (path: string[]) => path.join(".") || "(body)";
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === "string") {
      if (item.value.includes("\u0000") && !allowNul.has(item.pattern.join("."))) {
        return { path: shown(item.path), message: "must not contain NUL characters" };
      }
      continue;
    }
    if (item.value === null || typeof item.value !== "object") continue;
    if (item.path.length >= maxDepth) {
      return { path: shown(item.path), message: `is nested more than ${maxDepth} levels deep` };
    }
    if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => {
        stack.push({
          value: child,
          path: [...item.path, String(index)],
          pattern: [...item.pattern, "*"],
        });
      });
      continue;
    }
    for (const [key, child] of Object.entries(item.value)) {
      if (key.includes("\u0000")) {
        return { path: shown(item.path), message: "must not contain NUL characters in its keys" };
      }
      stack.push({ value: child, path: [...item.path, key], pattern: [...item.pattern, key] });
    }
  }
  return null;
}
