import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.ts";

describe("securityHeaders", () => {
  const app = new Hono()
    .use(securityHeaders())
    .get("/", (c) => c.html("<p>hi</p>"))
    .get("/boom", () => {
      throw new Error("boom");
    })
    .onError((_error, c) => c.text("failed", 500));

  it("sets the policy headers on every response", async () => {
    const response = await app.request("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS only over https", async () => {
    const response = await app.request("https://contracts.example.com/");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("also covers error responses", async () => {
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
