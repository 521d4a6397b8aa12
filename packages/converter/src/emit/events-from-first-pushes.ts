/**
 * `let mut events = vec![];` followed at once by `events.push(a);` lines is `let events =
 * vec![a];` (clippy's vec_init_then_push), still `mut` when more is pushed later.
 */
export function eventsFromFirstPushes(body: string): string {
  // the pushes may be the last lines of the text
  const text = `${body}\n`;
  const m = /^([ \t]*)let mut events = vec!\[\];\n((?:\1events\.push\(.*\);\n)+)/m.exec(text);
  if (!m) return body;
  const pushed = m[2]
    .split("\n")
    .filter((l) => l)
    .map((l) => l.trim().slice("events.push(".length, -");".length));
  if (pushed.some((p) => /\bevents\b/.test(p))) return body;
  const rest = text.slice(m.index + m[0].length);
  const mut = /events\.push\(|&mut events\b|\bevents\.extend/.test(rest) ? "mut " : "";
  const out = `${text.slice(0, m.index)}${m[1]}let ${mut}events = vec![${pushed.join(", ")}];\n${rest}`;
  return out.slice(0, -1);
}
