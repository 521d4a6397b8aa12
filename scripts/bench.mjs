// Runs the `bench` script of every workspace that defines one (packages/*, apps/*), one after another.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const failures = [];
for (const group of ["packages", "apps"]) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir).sort()) {
    const manifest = join(dir, name, "package.json");
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, "utf8"));
    if (!pkg.scripts?.bench) continue;
    console.log(`\n=== bench ${pkg.name} ===`);
    const result = spawnSync("npm", ["run", "bench", "--workspace", pkg.name, "--silent"], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) failures.push(pkg.name);
  }
}
if (failures.length > 0) {
  console.log(`\nBenchmarks failed: ${failures.join(", ")}`);
  process.exit(1);
}
