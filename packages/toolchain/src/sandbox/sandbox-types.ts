/** Resource limits for one sandboxed process tree. */
export interface SandboxLimits {
  /** Wall-clock time before the whole tree is killed. */
  timeoutMs: number;
  /** CPU seconds per process (RLIMIT_CPU). */
  cpuSeconds: number;
  /** Address space per process (RLIMIT_AS), in bytes. */
  memoryBytes: number;
  /** Largest file a process may write (RLIMIT_FSIZE), in bytes. */
  fileSizeBytes: number;
  /** Open files per process (RLIMIT_NOFILE). */
  openFiles: number;
  /** Captured stdout and stderr are each kept up to this size (the end is kept). */
  maxOutputBytes: number;
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  timeoutMs: 10 * 60_000,
  cpuSeconds: 20 * 60,
  memoryBytes: 4 * 1024 ** 3,
  fileSizeBytes: 1024 ** 3,
  openFiles: 4096,
  maxOutputBytes: 4 * 1024 ** 2,
};

/** A host directory made visible inside the sandbox. */
export interface SandboxMount {
  /** Path on the host. */
  source: string;
  /** Path inside the sandbox. */
  target: string;
  writable: boolean;
}

export interface SandboxRun {
  /** Root file system the sandbox's /usr, /bin, /lib... and a few /etc files come from. */
  rootDir: string;
  command: string;
  args: string[];
  /** Working directory inside the sandbox. */
  cwd: string;
  mounts: SandboxMount[];
  /** The whole environment of the sandboxed process (nothing is inherited). */
  env: Record<string, string>;
  /** "none": a private network namespace with only loopback; "host": the machine's network. */
  network: "none" | "host";
  limits: SandboxLimits;
  /** Aborting kills the whole process tree at once. */
  signal?: AbortSignal;
  /** Called with output as it arrives (for live logs). */
  onOutput?: (chunk: string, stream: "stdout" | "stderr") => void;
}

export interface SandboxResult {
  /** Exit code, or null when killed by a signal. */
  exitCode: number | null;
  /** Signal that ended the process (SIGKILL on timeout or cancel, SIGXCPU on CPU limit...). */
  signal: string | null;
  stdout: string;
  stderr: string;
  /** True when output beyond maxOutputBytes was dropped (the beginning is dropped). */
  outputTruncated: boolean;
  timedOut: boolean;
  cancelled: boolean;
  durationMs: number;
}

/** bwrap (bubblewrap) or prlimit cannot be started: the machine cannot sandbox. */
export class SandboxUnavailableError extends Error {
  override name = "SandboxUnavailableError";
}
