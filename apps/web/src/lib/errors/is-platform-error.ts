// Texts by which an error is recognised as interference between the hosting platform and the app
// (spec §8): CORS, the auth bridge, internal-resource access, a missing allow-origin header, manifest.
const PLATFORM_ERROR_PATTERNS = [
  /cors/i,
  /auth[- ]?bridge/i,
  /internal resource/i,
  /access to (an )?internal/i,
  /access-control-allow-origin/i,
  /manifest/i,
];

export function isPlatformError(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.name} ${error.message}`
      : typeof error === "string"
        ? error
        : "";
  return PLATFORM_ERROR_PATTERNS.some((pattern) => pattern.test(text));
}
