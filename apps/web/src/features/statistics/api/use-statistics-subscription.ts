import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Live refresh: the server's realtime stream (GET /api/realtime, server-sent events) announces
 * every change to contracts and contract_metrics; each one refetches the statistics.
 */
export function useStatisticsSubscription(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/realtime?tables=contracts,contract_metrics");
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ["statistics"] });
    source.addEventListener("change", refresh);
    return () => {
      source.removeEventListener("change", refresh);
      source.close();
    };
  }, [enabled, queryClient]);
}
