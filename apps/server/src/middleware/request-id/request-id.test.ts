import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../app-env.ts";
import { requestId } from "./request-id.ts";

const app = new Hono<AppEnv>().use(requestId()).get("/", (c) => c.text(c.var.requestId));

describe("requestId", () => {
  it("keeps a well-formed incoming id", async () => {
    const response = await app.request("/", { headers: { "x-request-id": "abc-123" } });
    expect(response.headers.get("x-request-id")).toBe("abc-123");
    expect(await response.text()).toBe("abc-123");
  });

  it("replaces a missing or malformed id with a fresh uuid", async () => {
    for (const headers of [{}, { "x-request-id": "bad id\twith tab" }] as Record<
      string,
      string
    >[]) {
      const response = await app.request("/", { headers });
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await response.text()).toBe(id);
    }
  });
});
