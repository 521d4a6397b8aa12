import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscribeEventStream } from "@/lib/event-stream";

/**
 * Live refresh: the server's realtime stream (GET /api/realtime, server-sent events, signed in —
 * read through fetch so the bearer token is sent) announces every change to the caller's contracts
 * and contract_metrics; each one refetches the statistics.
 */
export function useStatisticsSubscription(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribeEventStream("/api/realtime?tables=contracts,contract_metrics", {
      onMessage: (message) => {
        if (message.event !== "change") return;
        void queryClient.invalidateQueries({ queryKey: ["statistics"] });
        void queryClient.invalidateQueries({ queryKey: ["stats"] });
      },
    });
  }, [enabled, queryClient]);
}
