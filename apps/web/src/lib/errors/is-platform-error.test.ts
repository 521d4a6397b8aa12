import { describe, expect, it } from "vitest";
import { isPlatformError } from "./is-platform-error";

describe("isPlatformError", () => {
  it.each([
    "Origin not allowed by CORS policy",
    "Failed to reach the auth bridge",
    "Blocked access to internal resource",
    "No 'Access-Control-Allow-Origin' header is present on the requested resource",
    "Manifest: Line: 1, column: 1, Syntax error.",
  ])("recognises %s", (message) => {
    expect(isPlatformError(new Error(message))).toBe(true);
  });

  it("does not flag ordinary errors", () => {
    expect(isPlatformError(new TypeError("x is undefined"))).toBe(false);
    expect(isPlatformError(null)).toBe(false);
  });
});
