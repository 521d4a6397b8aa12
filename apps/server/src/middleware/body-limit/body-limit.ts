import type { MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";

/** Refuses request bodies over `maxBytes` with 413 payload_too_large before they are read whole. */
export function bodyLimit(maxBytes: number): MiddlewareHandler {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json(
        {
          error: `Request body is larger than the limit of ${maxBytes} bytes`,
          code: "payload_too_large",
        },
        413,
      ),
  });
}
