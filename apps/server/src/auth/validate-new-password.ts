import { checkPasswordStrength } from "@contract-platform/api";
import { authError } from "./auth-error.ts";
import { isCommonPassword } from "./is-common-password.ts";

/** The secure-flow rule for a new password: score 3 of 5, common passwords refused. */
export function validateNewPassword(password: string): void {
  const strength = checkPasswordStrength(password, isCommonPassword);
  if (!strength.isValid) {
    throw authError(400, "weak_password", strength.message ?? "Password is too weak");
  }
}
