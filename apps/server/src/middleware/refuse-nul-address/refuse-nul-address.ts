import type { MiddlewareHandler } from "hono";

/**
 * Refuses an address (path or query) holding a NUL character, `%00`, with 400 before any route
 * reads it: no field of ours may contain one, and the database cannot store it.
 */
export function refuseNulAddress(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(c.req.url)) {
      return c.json(
        {
          error: "Invalid request: address: must not contain NUL characters (%00)",
          code: "validation_failed",
        },
        400,
      );
    }
    await next();
  };
}
