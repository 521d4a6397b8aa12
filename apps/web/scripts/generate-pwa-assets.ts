// Writes public/manifest.json (from the shared manifest in packages/api) and the two PNG icons.
// Run with: npx tsx apps/web/scripts/generate-pwa-assets.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { webAppManifest } from "@contract-platform/api";
import { drawIcon, encodePng } from "./png";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
mkdirSync(join(publicDir, "icons"), { recursive: true });
writeFileSync(join(publicDir, "manifest.json"), `${JSON.stringify(webAppManifest, null, 2)}\n`);
for (const size of [192, 512]) {
  writeFileSync(
    join(publicDir, "icons", `icon-${size}.png`),
    encodePng(size, size, drawIcon(size)),
  );
}
console.log("wrote public/manifest.json and public/icons/icon-{192,512}.png");
