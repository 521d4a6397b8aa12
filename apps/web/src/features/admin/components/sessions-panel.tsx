import { LogOut, Search } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminSessions, useEndAnySession } from "../api/admin-api";
import { describeAgent, formatTime } from "./format";

/** Every active session of every user, newest activity first; an admin can end any of them. */
export function SessionsPanel({ currentUserId }: { currentUserId: string | null }) {
  const sessions = useAdminSessions();
  const end = useEndAnySession();
  const [filter, setFilter] = useState("");
  const shown = (sessions.data ?? []).filter((session) =>
    session.email.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-full sm:max-w-xs sm:flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Filter sessions by e-mail"
            placeholder="Filter by e-mail"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="pl-9"
          />
        </div>
        <span className="text-sm text-muted-foreground">
          {sessions.data ? `${shown.length} active session${shown.length === 1 ? "" : "s"}` : ""}
        </span>
      </div>
      {sessions.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : sessions.isError ? (
        <p className="text-sm text-destructive">{sessions.error.message}</p>
      ) : shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No active session matches.
        </p>
      ) : (
        <ul
          className="divide-y rounded-xl border bg-card"
          aria-label="Active sessions of all users"
        >
          {shown.map((session) => (
            <li
              key={session.id}
              data-testid="admin-session"
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1 space-y-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{session.email}</span>
                  {session.userId === currentUserId ? <Badge variant="outline">you</Badge> : null}
                  {session.riskScore > 40 ? (
                    <Badge variant="warning">risk {session.riskScore}</Badge>
                  ) : null}
                </div>
                <p className="text-xs text-muted-foreground">
                  {describeAgent(session.userAgent)} · {session.ipAddress ?? "unknown address"} ·
                  signed in {formatTime(session.createdAt)} · last active{" "}
                  {formatTime(session.lastRefreshedAt)} · expires {formatTime(session.expiresAt)}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                disabled={end.isPending}
                aria-label={`End session of ${session.email}`}
                onClick={() =>
                  end.mutate(session.id, {
                    onSuccess: () => toast.success("Session ended", { description: session.email }),
                    onError: (error) =>
                      toast.error("Session not ended", { description: error.message }),
                  })
                }
              >
                <LogOut /> End
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
