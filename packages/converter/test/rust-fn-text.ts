import { expect } from "vitest";

/** The text of the generated Rust function `name`, from `fn name(` to before its closing brace. */
export function fnText(rs: string, name: string): string {
  const start = rs.indexOf(`fn ${name}(`);
  expect(start, name).toBeGreaterThanOrEqual(0);
  return rs.slice(start, rs.indexOf("\n}\n", start));
}
