import { type Occurrence, solidityRule } from "../detector.ts";

const bidi = /[\u202A-\u202E\u2066-\u2069]/g;

export const rtloCharacter = solidityRule(
  {
    id: "rtlo-character",
    title: "Bidirectional override character in source",
    severity: "high",
    confidence: "high",
    description:
      "Unicode direction controls such as U+202E (right-to-left override) make the code display differently from how it compiles, hiding malicious logic from reviewers.",
    recommendation: "Remove the control characters.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    ctx.text.lines.forEach((line, i) => {
      for (const m of line.matchAll(bidi)) {
        const code = (m[0].codePointAt(0) ?? 0).toString(16).toUpperCase();
        out.push({
          location: ctx.text.lineLocation(i + 1, (m.index ?? 0) + 1, 1),
          message: `U+${code} direction control character.`,
        });
      }
    });
    return out;
  },
);
