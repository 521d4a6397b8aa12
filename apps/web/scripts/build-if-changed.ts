// `npm start` runs this first: builds the web app only when its inputs changed since the last
// build (see build-stamp.ts). FORCE_WEB_BUILD=1 builds anyway.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { isWebBuildCurrent, readBuildStamp } from "./build-stamp";

const root = join(import.meta.dirname, "..", "..", "..");

export function buildIfChanged(
  options: {
    root?: string;
    env?: Record<string, string | undefined>;
    build?: () => number;
    log?: (line: string) => void;
  } = {},
): { built: boolean; status: number } {
  const dir = options.root ?? root;
  const env = options.env ?? process.env;
  const log = options.log ?? console.log;
  if (env.FORCE_WEB_BUILD !== "1" && isWebBuildCurrent(dir, env)) {
    log(`Web app unchanged since its build of ${readBuildStamp(dir)?.builtAt}; not rebuilding.`);
    return { built: false, status: 0 };
  }
  log("Web app sources changed since the last build (or there is none): building it.");
  const build =
    options.build ??
    (() =>
      spawnSync("npm", ["run", "build", "--workspace", "@contract-platform/web"], {
        cwd: dir,
        stdio: "inherit",
      }).status ?? 1);
  return { built: true, status: build() };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  process.exit(buildIfChanged().status);
}
