import type { SolType } from "../../model/sol-type.ts";

/**
 * Fixed-size state arrays longer than this are kept element by element (ADR 0245). The one-`Vec`
 * layout reads and rewrites the whole array at every access: at 1024 `uint256` elements that is
 * 4 KB of zeros (up to 80 KB once written) per access and about 4x the contract time of 256
 * elements in cw-multi-test, growing linearly past it, while the EVM keeps such an array sparse.
 * Every array up to this length keeps the one-`Vec` layout.
 */
export const LARGE_FIXED_ARRAY_LENGTH = 1024;

/** Whether `t` is a fixed-size array longer than `LARGE_FIXED_ARRAY_LENGTH`. */
export function isLargeFixedArray(t: SolType): boolean {
  return t.k === "array" && t.len !== null && t.len > LARGE_FIXED_ARRAY_LENGTH;
}
