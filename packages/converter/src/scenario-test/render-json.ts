import type { RunnerJson } from "./encode-value.ts";

const WIDTH = 100;

function compact(value: RunnerJson): string {
  if (Array.isArray(value)) return `[${value.map(compact).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${compact(v)}`);
    return `{${entries.join(", ")}}`;
  }
  return JSON.stringify(value);
}

/**
 * JSON laid out for reading: a value stays on one line when it fits in 100 columns, otherwise
 * its members go one per line. `prefix` is what precedes the value on its first line.
 */
export function renderJson(value: RunnerJson, indent = 0, prefix = ""): string {
  const flat = compact(value);
  if (
    indent + prefix.length + flat.length + 1 <= WIDTH ||
    value === null ||
    typeof value !== "object"
  ) {
    return `${" ".repeat(indent)}${prefix}${flat}`;
  }
  const pad = " ".repeat(indent);
  const lines: string[] = [];
  if (Array.isArray(value)) {
    if (value.length === 0) return `${pad}${prefix}[]`;
    value.forEach((v, i) => {
      lines.push(renderJson(v, indent + 2) + (i < value.length - 1 ? "," : ""));
    });
    return `${pad}${prefix}[\n${lines.join("\n")}\n${pad}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return `${pad}${prefix}{}`;
  entries.forEach(([k, v], i) => {
    lines.push(
      renderJson(v, indent + 2, `${JSON.stringify(k)}: `) + (i < entries.length - 1 ? "," : ""),
    );
  });
  return `${pad}${prefix}{\n${lines.join("\n")}\n${pad}}`;
}
