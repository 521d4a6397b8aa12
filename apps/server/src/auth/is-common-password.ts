import { isCommonPasswordIn, SPEC_COMMON_PASSWORDS } from "@contract-platform/api";
import { dictionary } from "@zxcvbn-ts/language-common";

/** How many of the most common leaked passwords (ranked list shipped with zxcvbn-ts) we refuse. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/**
 * True when the password, or a simple variant of it (`Passw0rd!`, `password123!`), is among the
 * most common ones.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set([
    ...SPEC_COMMON_PASSWORDS,
    ...dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT),
  ]);
  return isCommonPasswordIn(password, common);
}
