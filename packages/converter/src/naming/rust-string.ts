/** A Rust string literal. */
export function rustString(s: string): string {
  return JSON.stringify(s).replace(/\\u([0-9a-fA-F]{4})/g, "\\u{$1}");
}
