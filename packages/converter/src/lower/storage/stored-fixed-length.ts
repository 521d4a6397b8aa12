/**
 * The longest fixed-size array kept element by element: its index check compares with a `u64`,
 * and every length up to 2^63 prints as its exact digits. A longer one is refused (E013).
 */
export const MAX_STORED_LENGTH = 2 ** 63;

/** An array's length as its index check uses it: at most `MAX_STORED_LENGTH`; null if dynamic. */
export function storedLength(length: number | null): number | null {
  return length === null ? null : Math.min(length, MAX_STORED_LENGTH);
}
