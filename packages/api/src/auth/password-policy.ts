import { SPEC_COMMON_PASSWORDS } from "./password-strength.ts";

/**
 * The provider password policy (spec §5) that the server advertises in its provider config and
 * enforces on every new password: 8 characters, upper case, lower case and digits; special
 * characters not required.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireNumbers: true,
  requireSpecialChars: false,
} as const;

/** The policy's rules in the order forms list them; labels are the spec's "missing items". */
export const PASSWORD_RULES = [
  {
    label: `at least ${PASSWORD_POLICY.minLength} characters`,
    test: (p: string) => [...p].length >= PASSWORD_POLICY.minLength,
  },
  { label: "lowercase letter", test: (p: string) => /\p{Ll}/u.test(p) },
  { label: "uppercase letter", test: (p: string) => /\p{Lu}/u.test(p) },
  { label: "number", test: (p: string) => /\p{Nd}/u.test(p) },
] as const;

/** Listed as missing when the password is a common one or a simple variant of one. */
export const LESS_COMMON_PASSWORD = "a less common password";

export interface PasswordPolicyResult {
  valid: boolean;
  /** Labels of the rules the password misses, then LESS_COMMON_PASSWORD when it is common. */
  missing: string[];
  common: boolean;
  /** 'Password must include: ' followed by the missing items, or null when valid. */
  message: string | null;
}

const leet: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};

const stripEnds = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
const unleet = (text: string) => text.replace(/[013457@$!]/g, (ch) => leet[ch] ?? ch);

/**
 * The forms a password is looked up under in a common-password list: as typed (lower case),
 * without the digits and symbols around it (`password123!` → `password`), and with look-alike
 * digits and symbols read as letters (`Passw0rd!` → `password`).
 */
export function commonPasswordCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const candidates = new Set([lower, stripEnds(lower), unleet(stripEnds(lower))]);
  candidates.add(stripEnds(unleet(lower)));
  candidates.delete("");
  return [...candidates];
}

/** True when the password or a simple variant of it is in `list` (lower-case entries). */
export function isCommonPasswordIn(password: string, list: { has(value: string): boolean }) {
  return commonPasswordCandidates(password).some((candidate) => list.has(candidate));
}

const specList = new Set(SPEC_COMMON_PASSWORDS);

/**
 * Checks a new password against the provider policy and a common-password list (by default the
 * spec's short list; the server passes its larger one). Used by the server for every sign-up and
 * password change, and by the forms before they submit.
 */
export function checkPasswordPolicy(
  password: string,
  isCommon: (password: string) => boolean = (p) => isCommonPasswordIn(p, specList),
): PasswordPolicyResult {
  const missing: string[] = PASSWORD_RULES.filter((rule) => !rule.test(password)).map(
    (rule) => rule.label,
  );
  const common = isCommon(password);
  if (common) missing.push(LESS_COMMON_PASSWORD);
  return {
    valid: missing.length === 0,
    missing,
    common,
    message: missing.length === 0 ? null : `Password must include: ${missing.join(", ")}`,
  };
}
