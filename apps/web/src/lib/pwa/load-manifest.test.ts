import { webAppManifest } from "@contract-platform/api";
import { describe, expect, it } from "vitest";
import { injectManifestLink, loadManifest } from "./load-manifest";

const ok = () => new Response(JSON.stringify(webAppManifest), { status: 200 });

describe("loadManifest", () => {
  it("prefers the server's manifest", async () => {
    const caches: (RequestCache | undefined)[] = [];
    const loaded = await loadManifest(async (url, init) => {
      expect(url).toBe("/manifest.json");
      caches.push(init?.cache);
      return ok();
    });
    expect(loaded.source).toBe("server");
    expect(caches).toEqual(["no-store"]);
  });

  it("falls back to the cached static file when the server fails", async () => {
    const loaded = await loadManifest(async (_url, init) =>
      init?.cache === "no-store" ? new Response("oops", { status: 500 }) : ok(),
    );
    expect(loaded.source).toBe("static");
  });

  it("falls back to the built-in manifest when both fail, including on timeout", async () => {
    const loaded = await loadManifest(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
      5,
    );
    expect(loaded.source).toBe("built-in");
    expect(loaded.manifest.name).toBe("Contract Platform");
    expect(loaded.href.startsWith("data:application/manifest+json,")).toBe(true);
  });

  it("rejects an invalid manifest body", async () => {
    const loaded = await loadManifest(async () => new Response(JSON.stringify({ name: "x" })));
    expect(loaded.source).toBe("built-in");
  });
});

describe("injectManifestLink", () => {
  it("adds a single manifest link", () => {
    const loaded = { manifest: webAppManifest, source: "server" as const, href: "/manifest.json" };
    injectManifestLink(document, loaded);
    injectManifestLink(document, loaded);
    const links = document.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute("href")).toBe("/manifest.json");
  });
});
