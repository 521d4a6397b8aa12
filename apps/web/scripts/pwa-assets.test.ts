import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { webAppManifest, webAppManifestSchema } from "@contract-platform/api";
import { describe, expect, it } from "vitest";
import { drawIcon, encodePng } from "./png";

const publicDir = join(import.meta.dirname, "..", "public");

describe("PWA assets", () => {
  it("public/manifest.json is the shared manifest", () => {
    const onDisk = JSON.parse(readFileSync(join(publicDir, "manifest.json"), "utf8"));
    expect(webAppManifestSchema.parse(onDisk)).toEqual(webAppManifest);
  });

  it.each([192, 512])("icon-%i.png is a PNG of that size matching the generator", (size) => {
    const png = readFileSync(join(publicDir, "icons", `icon-${size}.png`));
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(size);
    expect(png.readUInt32BE(20)).toBe(size);
    expect(png.equals(encodePng(size, size, drawIcon(size)))).toBe(true);
  });

  it("encodes pixels losslessly", () => {
    const pixels = drawIcon(16);
    const png = encodePng(16, 16, pixels);
    const idat = png.subarray(41, png.length - 12 - 4);
    const raw = inflateSync(idat);
    expect(raw[0]).toBe(0);
    expect([...raw.subarray(1, 65)]).toEqual([...pixels.subarray(0, 64)]);
  });
});
