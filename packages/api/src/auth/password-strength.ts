/** The five checks of the secure flow's strength test (spec §5), in the order they are listed. */
const checks = [
  { label: "at least 8 characters", test: (p: string) => [...p].length >= 8 },
  { label: "lowercase letter", test: (p: string) => /\p{Ll}/u.test(p) },
  { label: "uppercase letter", test: (p: string) => /\p{Lu}/u.test(p) },
  { label: "number", test: (p: string) => /\p{Nd}/u.test(p) },
  { label: "special character", test: (p: string) => /[^\p{L}\p{Nd}]/u.test(p) },
] as const;

/** The spec's own short list; the server adds a longer shipped list of common passwords. */
export const SPEC_COMMON_PASSWORDS = ["password", "123456", "qwerty", "abc123", "password123"];

export interface PasswordStrength {
  score: number;
  isValid: boolean;
  missing: string[];
  common: boolean;
  message: string | null;
}

/**
 * Scores a password 0–5, one point per check; valid at 3. A common password scores 0.
 * `isCommon` lets the server supply its larger list.
 */
export function checkPasswordStrength(
  password: string,
  isCommon: (password: string) => boolean = (p) => SPEC_COMMON_PASSWORDS.includes(p.toLowerCase()),
): PasswordStrength {
  const missing = checks.filter((check) => !check.test(password)).map((check) => check.label);
  const common = isCommon(password);
  const score = common ? 0 : checks.length - missing.length;
  const isValid = score >= 3;
  let message: string | null = null;
  if (!isValid) {
    message = common
      ? "Password must include: a less common password"
      : `Password must include: ${missing.join(", ")}`;
  }
  return { score, isValid, missing, common, message };
}
