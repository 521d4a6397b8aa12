import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit.ts";

describe("bodyLimit", () => {
  const app = new Hono()
    .use(bodyLimit(100))
    .post("/", async (c) => c.json({ length: (await c.req.text()).length }));

  it("passes bodies within the limit", async () => {
    const response = await app.request("/", { method: "POST", body: "x".repeat(100) });
    expect(await response.json()).toEqual({ length: 100 });
  });

  it("answers 413 payload_too_large for a declared or streamed oversize body", async () => {
    const declared = await app.request("/", { method: "POST", body: "x".repeat(101) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: "payload_too_large" });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode("y".repeat(50)));
        controller.close();
      },
    });
    const streamed = await app.request("/", {
      method: "POST",
      body: stream,
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
  });
});
