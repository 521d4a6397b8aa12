import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { expect, it } from "vitest";
// @ts-expect-error a plain JavaScript module (worker processes load it without tsx)
import { bundledModule } from "./worker-bundle.mjs";

it("bundles a worker module with the workspace's TypeScript, reuses it, and rebuilds after an edit", async () => {
  // Inside the repository, so that packages (zod) resolve as they do for the real modules.
  const cache = fileURLToPath(new URL("../../../../node_modules/.cache/", import.meta.url));
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, "worker-bundle-test-"));
  try {
    const helper = join(dir, "helper.ts");
    const entry = join(dir, "entry.ts");
    writeFileSync(helper, "export const answer: number = 41;\n");
    writeFileSync(
      entry,
      'import { answer } from "./helper.ts";\nimport { z } from "zod";\nexport const value = (): number => z.number().parse(answer + 1);\n',
    );
    const url = pathToFileURL(entry).href;
    const first: string = await bundledModule(url);
    expect(first).toMatch(/\.mjs$/);
    expect((await import(`${first}?1`)).value()).toBe(42);
    expect(await bundledModule(url)).toBe(first);

    writeFileSync(helper, "export const answer: number = 99;\n");
    const later = new Date(Date.now() + 5_000);
    utimesSync(helper, later, later);
    const rebuilt: string = await bundledModule(url);
    expect((await import(`${rebuilt}?2`)).value()).toBe(100);
    const bundle = fileURLToPath(rebuilt);
    rmSync(bundle, { force: true });
    rmSync(bundle.replace(/\.mjs$/, ".inputs.json"), { force: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
