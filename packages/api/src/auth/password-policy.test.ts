import { describe, expect, it } from "vitest";
import {
  checkPasswordPolicy,
  commonPasswordCandidates,
  PASSWORD_POLICY,
  PASSWORD_RULES,
} from "./password-policy.ts";

describe("checkPasswordPolicy", () => {
  it("requires the provider policy: 8 characters, lower case, upper case, digits", () => {
    expect(PASSWORD_POLICY).toMatchObject({ minLength: 8, requireSpecialChars: false });
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      "at least 8 characters",
      "lowercase letter",
      "uppercase letter",
      "number",
    ]);
    expect(checkPasswordPolicy("Abcde1")).toMatchObject({
      valid: false,
      message: "Password must include: at least 8 characters",
    });
    expect(checkPasswordPolicy("Abcdefgh").message).toBe("Password must include: number");
    expect(checkPasswordPolicy("abcdefg1").message).toBe("Password must include: uppercase letter");
    expect(checkPasswordPolicy("ABCDEFG1").message).toBe("Password must include: lowercase letter");
    expect(checkPasswordPolicy("").missing).toEqual(PASSWORD_RULES.map((rule) => rule.label));
  });

  it("accepts a policy password without special characters", () => {
    expect(checkPasswordPolicy("Zebra7Lantern")).toEqual({
      valid: true,
      missing: [],
      common: false,
      message: null,
    });
  });

  it("refuses common passwords and their simple variants", () => {
    for (const password of ["Passw0rd!", "password123!", "P@ssword1", "Password123", "Qwerty12"]) {
      const result = checkPasswordPolicy(password);
      expect(result.common, password).toBe(true);
      expect(result.message, password).toMatch(/a less common password$/);
    }
    expect(checkPasswordPolicy("password").message).toBe(
      "Password must include: uppercase letter, number, a less common password",
    );
  });

  it("uses the list it is given", () => {
    const list = new Set(["summer"]);
    expect(
      checkPasswordPolicy("Summer2024!", (p) =>
        commonPasswordCandidates(p).some((c) => list.has(c)),
      ).common,
    ).toBe(true);
  });

  it("counts characters, not UTF-16 units, and never trims", () => {
    expect(checkPasswordPolicy("ÄÖÜäöü1 ").valid).toBe(true);
    expect(checkPasswordPolicy("😀😀😀😀a1B").missing).toContain("at least 8 characters");
  });
});

describe("commonPasswordCandidates", () => {
  it("reads around digits and symbols at the ends and look-alike characters", () => {
    expect(commonPasswordCandidates("Passw0rd!")).toContain("password");
    expect(commonPasswordCandidates("password123!")).toContain("password");
    expect(commonPasswordCandidates("12345678")).toContain("12345678");
  });
});
