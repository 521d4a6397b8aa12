import { useSyncExternalStore } from "react";
import { type ConnectionMonitor, connectionMonitor } from "./connection-monitor";

export function useConnectionStatus(monitor: ConnectionMonitor = connectionMonitor) {
  return useSyncExternalStore(monitor.subscribe, monitor.getSnapshot, () => null);
}
