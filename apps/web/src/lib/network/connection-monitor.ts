import {
  CONNECTION_CHECK_INTERVAL_MS,
  type ConnectionProbeResult,
  probeConnection,
} from "./probe-connection";

type Listener = () => void;

export type ConnectionMonitor = {
  getSnapshot: () => ConnectionProbeResult | null;
  subscribe: (listener: Listener) => () => void;
  check: () => Promise<ConnectionProbeResult>;
  start: () => void;
  stop: () => void;
};

/** Holds the latest probe result, re-probing every 30 s and when the browser goes on/offline. */
export function createConnectionMonitor(
  probe: () => Promise<ConnectionProbeResult> = () => probeConnection({}),
  intervalMs = CONNECTION_CHECK_INTERVAL_MS,
): ConnectionMonitor {
  let snapshot: ConnectionProbeResult | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<Listener>();
  const onNetworkChange = () => void check();

  async function check() {
    const result = await probe();
    snapshot = result;
    for (const listener of listeners) listener();
    return result;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check,
    start() {
      if (timer) return;
      void check();
      timer = setInterval(() => void check(), intervalMs);
      window.addEventListener("online", onNetworkChange);
      window.addEventListener("offline", onNetworkChange);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      window.removeEventListener("online", onNetworkChange);
      window.removeEventListener("offline", onNetworkChange);
    },
  };
}

/** The app-wide monitor; started by the service monitor module (landing page, after 2 s). */
export const connectionMonitor = createConnectionMonitor();
