import type { Context } from "hono";
import type { z } from "zod";
import { findJsonProblem } from "./find-json-problem.ts";
import { HttpError } from "./http-error.ts";

/**
 * Reads a JSON body and validates it; answers 415, 400 invalid_json or 400 validation_failed.
 * Bodies nested deeper than MAX_JSON_DEPTH or with NUL characters are refused (400
 * validation_failed naming the path) before the schema sees them; `allowNul` lists the paths
 * where NUL is the content being checked (uploaded files), e.g. `files.*.content`.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: { allowNul?: readonly string[] } = {},
): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, "unsupported_media_type", "Content-Type must be application/json");
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, "invalid_json", "Request body is not valid JSON");
  }
  const problem = findJsonProblem(body, options);
  if (problem) {
    throw new HttpError(
      400,
      "validation_failed",
      `Invalid request: ${problem.path}: ${problem.message}`,
      [problem],
    );
  }
  return validate(schema, body);
}

/** Validates a value (a body, a query) and answers 400 validation_failed listing each problem. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join(".") || "(body)",
    message: issue.message,
  }));
  throw new HttpError(
    400,
    "validation_failed",
    `Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ")}`,
    issues,
  );
}
