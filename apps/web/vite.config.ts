import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { webBuildStampPlugin } from "./scripts/build-stamp";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  plugins: [
    webBuildStampPlugin(fileURLToPath(new URL("../..", import.meta.url))),
    react(),
    tailwindcss(),
    VitePWA({
      // public/manifest.json is the manifest; the app injects the <link> itself (lib/pwa).
      manifest: false,
      injectRegister: false,
      registerType: "autoUpdate",
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico}"],
        navigateFallback: "/index.html",
        // API calls and the server-rendered manifest always go to the network.
        navigateFallbackDenylist: [/^\/api\//, /^\/manifest\.json$/],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:8080", "/manifest.json": "http://localhost:8080" },
  },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 900 },
});
