/** "5 Mar 2026, 14:02" in the browser's locale; "—" for none. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return "—";
  return new Date(value).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** A short description of a user agent: "Chrome on Linux". */
export function describeAgent(agent: string | null): string {
  if (!agent) return "Unknown device";
  const browser = /(Firefox|Edg|Chrome|Safari)\/[\d.]+/.exec(agent)?.[1] ?? "Browser";
  const system = /(Windows|Mac OS X|Android|iPhone|Linux)/.exec(agent)?.[1] ?? "";
  return `${browser === "Edg" ? "Edge" : browser}${system ? ` on ${system}` : ""}`;
}

export const selectClass =
  "h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground";
