/** Builds running in this process, so a cancel request stops them at once. */
const running = new Map<string, AbortController>();

export function trackRunningBuild(buildId: string, controller: AbortController): () => void {
  running.set(buildId, controller);
  return () => {
    if (running.get(buildId) === controller) running.delete(buildId);
  };
}

/** Aborts the build when it runs in this process; false when it does not. */
export function abortRunningBuild(buildId: string): boolean {
  const controller = running.get(buildId);
  if (!controller) return false;
  controller.abort();
  return true;
}
