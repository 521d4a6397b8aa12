import { checkPasswordPolicy } from "@contract-platform/api";
import { authError } from "./auth-error.ts";
import { isCommonPassword } from "./is-common-password.ts";

/**
 * The rule for every new password (sign-up and password change): the provider policy the server
 * advertises (8 characters, upper case, lower case, digits) and no common password or simple
 * variant of one. The message lists what is missing (spec §5).
 */
export function validateNewPassword(password: string): void {
  const result = checkPasswordPolicy(password, isCommonPassword);
  if (!result.valid) {
    throw authError(400, "weak_password", result.message ?? "Password is too weak");
  }
}
