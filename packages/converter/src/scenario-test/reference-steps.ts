import { balanced } from "./test-support.ts";

/** What one deploy or step of a hand-written reference scenario test sends and checks. */
export interface ReferenceStep {
  kind: "deploy" | "execute" | "query" | "balance";
  timeDelta: number;
  msg?: unknown;
  funds?: string;
  account?: string;
  ok: boolean;
  returns?: unknown;
  revert?: string | { error: string; args: unknown };
  events?: [string, [string, string][]][];
}

/** Rust `json!` text with actor variables → JSON with `"@actor"` in their place. */
function jsonOf(rust: string, actors: string[]): unknown {
  let out = "";
  let inString = false;
  for (let i = 0; i < rust.length; i++) {
    const ch = rust[i];
    if (inString) {
      out += ch;
      if (ch === "\\") out += rust[++i];
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') {
      inString = true;
      out += ch;
      continue;
    }
    const word = /^[a-z_][a-z0-9_]*/.exec(rust.slice(i))?.[0];
    if (word && actors.includes(word) && !/[A-Za-z0-9_]/.test(rust[i - 1] ?? "")) {
      out += `"@${word}"`;
      i += word.length - 1;
      continue;
    }
    out += ch;
  }
  return JSON.parse(out);
}

function jsonAfter(segment: string, pattern: RegExp, actors: string[]): unknown {
  const m = pattern.exec(segment);
  if (!m) return undefined;
  const open = m.index + m[0].length - 1;
  return jsonOf(balanced(segment, open), actors);
}

function attrValue(rust: string): string {
  const actor = /^(\w+)\.as_str\(\)$/.exec(rust.trim());
  if (actor) return `@${actor[1]}`;
  return JSON.parse(rust.trim());
}

function eventsOf(segment: string): [string, [string, string][]][] | undefined {
  const at = segment.indexOf("sol_events(&res),");
  if (at < 0) return undefined;
  const list = balanced(segment, segment.indexOf("[", at));
  const events: [string, [string, string][]][] = [];
  for (const m of list.matchAll(/ev\(/g)) {
    const body = balanced(list, (m.index ?? 0) + 2);
    const name = JSON.parse(/^\s*("[^"]*")/.exec(body)?.[1] ?? '""');
    const attrs = balanced(body, body.indexOf("["));
    const pairs: [string, string][] = [];
    for (const p of attrs.matchAll(/\(\s*("[^"]*"),\s*([^)]*?\)?)\s*\)/g)) {
      pairs.push([JSON.parse(p[1]), attrValue(p[2])]);
    }
    events.push([name, pairs]);
  }
  return events;
}

/** Reads the deploy and steps of a reference `tests/scenario_*.rs`, in order. */
export function referenceSteps(rust: string, actors: string[]): ReferenceStep[] {
  const body = rust.slice(rust.indexOf("#[test]"));
  const starts = [...body.matchAll(/\n {4}\/\/ (deploy|step \d+):/g)].map((m) => m.index ?? 0);
  return starts.map((start, i) => {
    const segment = body.slice(start, starts[i + 1] ?? body.length);
    const timeDelta = Number(/next_block\(&mut app, (\d+)\)/.exec(segment)?.[1] ?? "0");
    const ok = !segment.includes(".expect_err(");
    const step: ReferenceStep = { kind: "execute", timeDelta, ok };
    if (/\bdeploy\(/.test(segment)) {
      step.kind = "deploy";
      step.msg = jsonAfter(segment, /json!\(/, actors);
    } else if (/\bexec\(/.test(segment)) {
      step.msg = jsonAfter(segment, /json!\(/, actors);
      const afterMsg = segment.slice(segment.indexOf("json!("));
      const close = balanced(afterMsg, 5).length + 7;
      step.funds = /^,\s*(\d+)/.exec(afterMsg.slice(close))?.[1];
    } else if (/\bview\(/.test(segment)) {
      step.kind = "query";
      step.msg = jsonAfter(segment, /json!\(/, actors);
    } else if (segment.includes("query_balance(")) {
      step.kind = "balance";
      step.account = `@${/query_balance\((\w+), DENOM\)/.exec(segment)?.[1]}`;
      step.returns = /Uint128::new\(([0-9_]+)\)/.exec(segment)?.[1].replaceAll("_", "");
    }
    const returns = jsonAfter(segment, /(?:got|returned\(&res\)),\s*json!\(/, actors);
    if (returns !== undefined) step.returns = returns;
    const text = /revert_text\(&err\),\s*("[^"]*")/.exec(segment);
    if (text) step.revert = JSON.parse(text[1]);
    const custom = /\(\s*"(\w+)"\.to_string\(\),\s*json!\(/.exec(segment);
    if (custom) {
      step.revert = {
        error: custom[1],
        args: jsonOf(balanced(segment, custom.index + custom[0].length - 1), actors),
      };
    }
    const events = eventsOf(segment);
    if (events) step.events = events;
    return step;
  });
}
