import { connectionMonitor } from "@/lib/network/connection-monitor";

/**
 * Background service monitor, loaded lazily 2 s after the landing page: starts the connection
 * probe (HEAD /api/health every 30 s) that feeds the network banners.
 */
export function startServiceMonitor() {
  connectionMonitor.start();
  return connectionMonitor;
}
