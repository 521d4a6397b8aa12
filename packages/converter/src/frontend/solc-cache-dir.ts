import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";

/**
 * The per-user directory for sol2cosmwasm's cached files: `SOL2COSMWASM_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/sol2cosmwasm`, else `~/.cache/sol2cosmwasm`; null (no caching) when there is no
 * home directory. Never a shared directory such as /tmp, since what is cached there is loaded
 * as the compiler.
 */
export function solcCacheDir(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SOL2COSMWASM_CACHE_DIR) return env.SOL2COSMWASM_CACHE_DIR;
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, "sol2cosmwasm");
  let home: string;
  try {
    home = homedir();
  } catch {
    return null;
  }
  return home ? join(home, ".cache", "sol2cosmwasm") : null;
}
