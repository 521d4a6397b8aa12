import { sha256 } from "@cosmjs/crypto";
import { toHex } from "@cosmjs/encoding";
import { ApiError, fetchWithTimeout } from "@/lib/api-client";

/** The build's wasm (GET /api/builds/:id/wasm), checked against the build's checksum. */
export async function getBuildWasm(buildId: string, checksum: string): Promise<Uint8Array> {
  const response = await fetchWithTimeout(`/api/builds/${encodeURIComponent(buildId)}/wasm`, {
    timeoutMs: 60_000,
  });
  if (!response.ok) {
    throw new ApiError(
      `Could not download the build's wasm (HTTP ${response.status})`,
      response.status,
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const actual = toHex(sha256(bytes));
  if (actual !== checksum.toLowerCase()) {
    throw new ApiError(
      `The downloaded wasm has checksum ${actual}, not the build's ${checksum}; nothing was sent`,
      0,
      "checksum_mismatch",
    );
  }
  return bytes;
}
