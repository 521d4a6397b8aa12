import { lstatSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import type { SandboxRun } from "./sandbox-types.ts";

const rootEntries = ["usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32"];
// What programs need from /etc: the loader cache, Debian's alternatives (cc, ld, ...), TLS roots.
const etcEntries = [
  "ld.so.cache",
  "ld.so.conf",
  "ld.so.conf.d",
  "alternatives",
  "ssl",
  "ca-certificates",
  "localtime",
];
const etcNetworkEntries = ["resolv.conf", "hosts", "nsswitch.conf", "host.conf", "gai.conf"];

/** Unprivileged user and group the sandboxed processes run as. */
export const SANDBOX_UID = 1000;

/**
 * The prlimit + bwrap command line for a run: a fresh root with only the root file system's
 * programs and libraries (read-only), the given mounts, private /tmp, /proc and /dev, new
 * user/pid/ipc/uts/cgroup namespaces, a private network namespace unless network is "host",
 * no capabilities, a clean environment, and rlimits on every process.
 */
export function buildSandboxCommand(run: SandboxRun): { command: string; args: string[] } {
  const { limits } = run;
  const bwrap: string[] = [
    "--unshare-all",
    "--unshare-user",
    ...(run.network === "host" ? ["--share-net"] : []),
    "--die-with-parent",
    "--new-session",
    "--cap-drop",
    "ALL",
    "--uid",
    String(SANDBOX_UID),
    "--gid",
    String(SANDBOX_UID),
    "--hostname",
    "sandbox",
  ];
  for (const name of rootEntries) {
    const path = join(run.rootDir, name);
    const stat = lstatOrNull(path);
    if (!stat) continue;
    if (stat.isSymbolicLink()) bwrap.push("--symlink", readlinkSync(path), `/${name}`);
    else if (stat.isDirectory()) bwrap.push("--ro-bind", path, `/${name}`);
  }
  const etc = run.network === "host" ? [...etcEntries, ...etcNetworkEntries] : etcEntries;
  for (const name of etc) {
    bwrap.push("--ro-bind-try", join(run.rootDir, "etc", name), `/etc/${name}`);
  }
  bwrap.push("--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp");
  for (const mount of run.mounts) {
    bwrap.push(mount.writable ? "--bind" : "--ro-bind", mount.source, mount.target);
  }
  bwrap.push("--chdir", run.cwd, "--clearenv");
  for (const [name, value] of Object.entries(run.env)) bwrap.push("--setenv", name, value);
  bwrap.push("--", run.command, ...run.args);

  return {
    command: "prlimit",
    args: [
      `--as=${limits.memoryBytes}`,
      `--cpu=${limits.cpuSeconds}`,
      `--fsize=${limits.fileSizeBytes}`,
      `--nofile=${limits.openFiles}`,
      "--core=0",
      "--",
      "bwrap",
      ...bwrap,
    ],
  };
}

function lstatOrNull(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}
