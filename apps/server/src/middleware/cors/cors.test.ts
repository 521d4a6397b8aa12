import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { cors } from "./cors.ts";
import { isAllowedOrigin } from "./is-allowed-origin.ts";

const policy = {
  publicUrl: "https://contracts.example.com",
  allowedOrigins: ["https://partner.example.org"],
  previewHostPattern: "*.preview.example.net",
};

describe("isAllowedOrigin", () => {
  it("allows own, listed, preview and loopback origins", () => {
    expect(isAllowedOrigin("https://contracts.example.com", undefined, policy)).toBe(true);
    expect(isAllowedOrigin("http://app.internal:8080", "app.internal:8080", policy)).toBe(true);
    expect(isAllowedOrigin("https://partner.example.org", undefined, policy)).toBe(true);
    expect(isAllowedOrigin("https://pr-12.preview.example.net", undefined, policy)).toBe(true);
    expect(isAllowedOrigin("http://localhost:5173", undefined, policy)).toBe(true);
    expect(isAllowedOrigin("http://127.0.0.1:41234", undefined, policy)).toBe(true);
  });

  it("refuses everything else, including look-alikes", () => {
    for (const origin of [
      "https://evil.example.com",
      "https://partner.example.org.evil.com",
      "https://a.b.preview.example.net",
      "https://preview.example.net.evil.com",
      "https://localhost.evil.com",
      "null",
      "file://",
      "https://contracts.example.com/path",
    ]) {
      expect(isAllowedOrigin(origin, "contracts.example.com:8080", policy), origin).toBe(false);
    }
  });
});

describe("cors", () => {
  const app = new Hono().use(cors(policy)).all("/api/x", (c) => c.json({ ok: true }));

  it("answers a refused origin with 403 cors_blocked", async () => {
    const response = await app.request("/api/x", {
      headers: { origin: "https://evil.example.com" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "Origin not allowed by CORS policy",
      code: "cors_blocked",
    });
  });

  it("reflects an allowed origin and answers preflight requests", async () => {
    const simple = await app.request("/api/x", { headers: { origin: "http://localhost:5173" } });
    expect(simple.status).toBe(200);
    expect(simple.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(simple.headers.get("access-control-allow-credentials")).toBe("true");
    const preflight = await app.request("/api/x", {
      method: "OPTIONS",
      headers: {
        origin: "https://partner.example.org",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type");
  });

  it("lets requests without an Origin through untouched", async () => {
    const response = await app.request("/api/x");
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});
