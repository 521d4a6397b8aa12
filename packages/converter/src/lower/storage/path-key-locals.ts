import type { Path } from "./storage-path.ts";

/** The Rust locals a storage path names as its keys or indices (or its condition). */
export function pathKeyLocals(path: Path): string[] {
  const names: string[] = [];
  if ("choice" in path.root) {
    const { cond, a, b } = path.root.choice;
    names.push(cond, ...pathKeyLocals(a), ...pathKeyLocals(b));
  }
  for (const step of path.steps)
    if (step.k !== "field" && step.simple) names.push(step.raw.replace(/^\*/, ""));
  return [...new Set(names.filter((n) => /^[a-z_][a-z0-9_]*$/.test(n)))];
}
