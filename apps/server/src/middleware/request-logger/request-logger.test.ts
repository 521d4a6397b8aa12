import { Writable } from "node:stream";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../app-env.ts";
import { createLogger } from "../../logger/create-logger.ts";
import { requestId } from "../request-id/request-id.ts";
import { requestLogger } from "./request-logger.ts";

describe("requestLogger", () => {
  it("logs method, path, status and the request id, without the authorization header", async () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = createLogger({ level: "info", destination });
    const app = new Hono<AppEnv>()
      .use(requestId())
      .use(requestLogger(logger))
      .get("/x", (c) => {
        c.var.logger.info({ headers: { authorization: c.req.header("authorization") } }, "inside");
        return c.text("ok", 201);
      });
    await app.request("/x", {
      headers: { "x-request-id": "req-1", authorization: "Bearer secret-token" },
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ requestId: "req-1", msg: "inside" });
    expect(lines[1]).toMatchObject({
      requestId: "req-1",
      method: "GET",
      path: "/x",
      status: 201,
      msg: "request",
    });
    expect(JSON.stringify(lines)).not.toContain("secret-token");
  });
});
