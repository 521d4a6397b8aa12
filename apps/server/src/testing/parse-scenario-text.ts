import { HttpError } from "../http/http-error.ts";

/** Line and column (1-based) of a character offset. */
function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Parses a scenario file's text; invalid JSON is answered 422 with the line and column. */
export function parseScenarioText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const where = position ? lineAndColumn(text, Number(position[1])) : null;
    throw new HttpError(
      422,
      "invalid_scenario",
      `The file is not valid JSON${where ? ` (line ${where.line}, column ${where.column})` : ""}: ${message.replace(/ in JSON at position \d+.*$/, "")}`,
    );
  }
}
