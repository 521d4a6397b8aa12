/** An import remapping as solc takes it: `context:prefix=target`. */
export interface SolidityRemapping {
  context: string;
  prefix: string;
  target: string;
}

/** Parses one remapping (`[context:]prefix=target`); null when the text is not one. */
export function parseRemapping(text: string): SolidityRemapping | null {
  const trimmed = text.trim();
  const eq = trimmed.indexOf("=");
  if (eq <= 0) return null;
  const left = trimmed.slice(0, eq);
  const target = trimmed.slice(eq + 1).trim();
  const colon = left.indexOf(":");
  const context = colon >= 0 ? left.slice(0, colon).trim() : "";
  const prefix = (colon >= 0 ? left.slice(colon + 1) : left).trim();
  if (!prefix) return null;
  return { context, prefix, target };
}

/** The remappings of a `remappings.txt` (one a line; blank lines and `#` comments skipped). */
export function parseRemappingsFile(text: string): SolidityRemapping[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/#.*$/, ""))
    .map(parseRemapping)
    .filter((r): r is SolidityRemapping => r !== null);
}

/**
 * The `remappings = [...]` of the default profile of a `foundry.toml`, and its `src` directory.
 * Only what import resolution needs is read; other keys are ignored.
 */
export function readFoundryConfig(text: string): {
  remappings: SolidityRemapping[];
  src?: string;
  libs?: string[];
} {
  const section = defaultProfile(text);
  const remappings: SolidityRemapping[] = [];
  const list = /(?:^|\n)\s*remappings\s*=\s*\[([\s\S]*?)\]/.exec(section);
  if (list) {
    for (const m of list[1].matchAll(/(["'])(.*?)\1/g)) {
      const r = parseRemapping(m[2]);
      if (r) remappings.push(r);
    }
  }
  const src = /(?:^|\n)\s*src\s*=\s*(["'])(.*?)\1/.exec(section)?.[2];
  const libsList = /(?:^|\n)\s*libs\s*=\s*\[([\s\S]*?)\]/.exec(section);
  const libs = libsList ? [...libsList[1].matchAll(/(["'])(.*?)\1/g)].map((m) => m[2]) : undefined;
  return { remappings, src, libs };
}

/** The text of `[profile.default]` (or, without sections, the whole file). */
function defaultProfile(text: string): string {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  let inDefault = !/^\s*\[/m.test(text);
  for (const line of lines) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      inDefault = header[1].trim() === "profile.default";
      continue;
    }
    if (inDefault) out.push(line);
  }
  return out.join("\n");
}
