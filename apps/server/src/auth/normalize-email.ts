/** The one form an e-mail is stored and compared in: trimmed, NFKC, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().normalize("NFKC").toLowerCase();
}
