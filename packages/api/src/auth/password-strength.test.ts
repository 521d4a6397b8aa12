import { describe, expect, it } from "vitest";
import { checkPasswordStrength } from "./password-strength.ts";

describe("checkPasswordStrength", () => {
  it("scores one point per check and is valid from 3", () => {
    expect(checkPasswordStrength("abc")).toMatchObject({ score: 1, isValid: false });
    expect(checkPasswordStrength("abcdefgh1")).toMatchObject({ score: 3, isValid: true });
    expect(checkPasswordStrength("Abcdefg1!")).toMatchObject({ score: 5, isValid: true });
  });

  it("lists what is missing", () => {
    expect(checkPasswordStrength("abcdef").message).toBe(
      "Password must include: at least 8 characters, uppercase letter, number, special character",
    );
  });

  it("zeroes the score of a common password", () => {
    for (const password of ["password", "123456", "qwerty", "abc123", "Password123"]) {
      expect(checkPasswordStrength(password)).toMatchObject({ score: 0, isValid: false });
    }
    const custom = checkPasswordStrength("Summer2024!", (p) => p === "Summer2024!");
    expect(custom).toMatchObject({ score: 0, common: true });
  });

  it("counts characters, not UTF-16 units, and never trims", () => {
    expect(checkPasswordStrength("ÄÖÜäöü1 ").score).toBe(5);
    expect(checkPasswordStrength("😀😀😀😀a1B").missing).toContain("at least 8 characters");
  });
});
