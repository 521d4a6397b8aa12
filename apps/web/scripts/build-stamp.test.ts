import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIfChanged } from "./build-if-changed";
import { hashWebInputs, isWebBuildCurrent, webBuildStampPlugin } from "./build-stamp";

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};

/** What `vite build` does as far as the stamp goes: the plugin's hooks around the bundle. */
function fakeViteBuild() {
  const plugin = webBuildStampPlugin(root) as unknown as {
    buildStart: () => void;
    closeBundle: () => void;
  };
  plugin.buildStart();
  write("apps/web/dist/index.html", "<!doctype html>");
  plugin.closeBundle();
  return 0;
}

function start() {
  let builds = 0;
  const result = buildIfChanged({
    root,
    env: {},
    log: () => {},
    build: () => {
      builds++;
      return fakeViteBuild();
    },
  });
  return { ...result, builds };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cp-build-stamp-"));
  write("package.json", "{}");
  write("package-lock.json", "{}");
  write("apps/web/index.html", "<div id=root></div>");
  write("apps/web/src/main.tsx", "render()");
  write("apps/web/src/app.test.tsx", "test()");
  write("packages/api/src/index.ts", "export {}");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start builds the web app only when its inputs changed", () => {
  it("builds the first time, then not again until a source changes", () => {
    expect(start()).toEqual({ built: true, status: 0, builds: 1 });
    expect(isWebBuildCurrent(root, {})).toBe(true);
    expect(start()).toEqual({ built: false, status: 0, builds: 0 });

    write("apps/web/src/main.tsx", "render(<App />)");
    expect(start().built).toBe(true);
    expect(start().built).toBe(false);

    write("packages/api/src/index.ts", "export const x = 1;");
    expect(start().built).toBe(true);
    write("package-lock.json", '{"lockfileVersion": 3}');
    expect(start().built).toBe(true);
    write("apps/web/src/new-file.ts", "");
    expect(start().built).toBe(true);
    expect(start().built).toBe(false);
  });

  it("ignores tests and the build output, and rebuilds when dist is gone or forced", () => {
    start();
    write("apps/web/src/app.test.tsx", "test('changed')");
    write("apps/web/dist/assets/index.js", "bundle");
    expect(start().built).toBe(false);
    rmSync(join(root, "apps/web/dist"), { recursive: true });
    expect(start().built).toBe(true);
    expect(
      buildIfChanged({ root, env: { FORCE_WEB_BUILD: "1" }, log: () => {}, build: fakeViteBuild })
        .built,
    ).toBe(true);
  });

  it("hashes file names and VITE_ variables too, and reports a failed build", () => {
    const before = hashWebInputs(root, {});
    expect(hashWebInputs(root, { VITE_API: "x" }).hash).not.toBe(before.hash);
    expect(hashWebInputs(root, { OTHER: "x" }).hash).toBe(before.hash);
    rmSync(join(root, "apps/web/src/main.tsx"));
    write("apps/web/src/main2.tsx", "render()");
    expect(hashWebInputs(root, {}).hash).not.toBe(before.hash);
    expect(buildIfChanged({ root, env: {}, log: () => {}, build: () => 2 })).toEqual({
      built: true,
      status: 2,
    });
    expect(isWebBuildCurrent(root, {})).toBe(false);
  });
});
