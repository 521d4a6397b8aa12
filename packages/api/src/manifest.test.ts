import { describe, expect, it } from "vitest";
import { webAppManifest, webAppManifestSchema } from "./manifest.ts";

describe("webAppManifest", () => {
  it("is a valid installable manifest with both icon sizes", () => {
    const manifest = webAppManifestSchema.parse(webAppManifest);
    expect(manifest.name).toBe("Contract Platform");
    expect(manifest.display).toBe("standalone");
    expect(manifest.orientation).toBe("portrait");
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      "/icons/icon-192.png",
      "/icons/icon-512.png",
    ]);
  });
});
