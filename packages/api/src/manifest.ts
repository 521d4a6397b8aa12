import { z } from "zod";

export const manifestIconSchema = z.object({
  src: z.string().min(1),
  sizes: z.string().regex(/^\d+x\d+$/),
  type: z.string().min(1),
  purpose: z.string().optional(),
});

export const webAppManifestSchema = z.object({
  name: z.string().min(1),
  short_name: z.string().min(1),
  description: z.string().min(1),
  start_url: z.string().min(1),
  scope: z.string().min(1),
  display: z.enum(["standalone", "fullscreen", "minimal-ui", "browser"]),
  orientation: z.enum(["portrait", "landscape", "any"]),
  theme_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  background_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  icons: z.array(manifestIconSchema).min(1),
});

export type WebAppManifest = z.infer<typeof webAppManifestSchema>;

/**
 * The one PWA manifest: served by the server at GET /manifest.json, written as the web app's
 * static manifest, and used by the web app as its built-in fallback.
 */
export const webAppManifest: WebAppManifest = {
  name: "Contract Platform",
  short_name: "Contracts",
  description:
    "Convert Solidity smart contracts to CosmWasm, review them side by side, analyse, test and deploy.",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  theme_color: "#0f172a",
  background_color: "#ffffff",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  ],
};
