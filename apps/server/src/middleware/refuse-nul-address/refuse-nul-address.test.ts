import { Hono } from "hono";
import { expect, it } from "vitest";
import { refuseNulAddress } from "./refuse-nul-address.ts";

it("refuses %00 in the path or the query with 400, and lets other addresses through", async () => {
  const app = new Hono().use(refuseNulAddress()).all("*", (c) => c.text("ok"));
  for (const path of ["/api/contracts/%00", "/api/contracts?search=a%00b", "/x?q=%00"]) {
    const response = await app.request(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Invalid request: address: must not contain NUL characters (%00)",
      code: "validation_failed",
    });
  }
  expect((await app.request("/api/contracts?search=100%25")).status).toBe(200);
});
