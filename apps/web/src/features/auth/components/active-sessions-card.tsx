import { Loader2, LogOut, MonitorSmartphone } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useActiveSessions, useEndSession } from "../api/active-sessions";
import { useOptionalAuth } from "../use-auth";

function describeAgent(agent: string | null) {
  if (!agent) return "Unknown device";
  const browser = /(Firefox|Edg|Chrome|Safari)\/[\d.]+/.exec(agent)?.[1] ?? "Browser";
  const system = /(Windows|Mac OS X|Android|iPhone|Linux)/.exec(agent)?.[1] ?? "";
  return `${browser === "Edg" ? "Edge" : browser}${system ? ` on ${system}` : ""}`;
}

/** The signed-in user's active sessions, each of which can be ended (signed out remotely). */
export function ActiveSessionsCard() {
  const auth = useOptionalAuth();
  const sessions = useActiveSessions(Boolean(auth?.isAuthenticated));
  const endSession = useEndSession();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MonitorSmartphone className="size-5" /> Active sessions
        </CardTitle>
        <CardDescription>
          Devices signed in to your account. End any session you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {sessions.isLoading ? <p className="text-sm text-muted-foreground">Loading...</p> : null}
        {sessions.error ? (
          <p className="text-sm text-destructive">{(sessions.error as Error).message}</p>
        ) : null}
        {sessions.data?.map((session) => (
          <div
            key={session.id}
            data-testid="active-session"
            className="flex items-center justify-between gap-3 rounded-md border p-3 text-sm"
          >
            <div className="space-y-1">
              <div className="flex items-center gap-2 font-medium">
                {describeAgent(session.userAgent)}
                {session.current ? <Badge variant="secondary">This device</Badge> : null}
              </div>
              <div className="text-xs text-muted-foreground">
                {session.ipAddress ?? "unknown address"} · signed in{" "}
                {new Date(session.createdAt).toLocaleString()} · last active{" "}
                {new Date(session.lastRefreshedAt).toLocaleString()}
              </div>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={endSession.isPending}
              onClick={async () => {
                if (session.current) {
                  await auth?.signOut();
                  return;
                }
                try {
                  await endSession.mutateAsync(session.id);
                  toast.success("Session ended");
                } catch (error) {
                  toast.error("Could not end the session", {
                    description: (error as Error).message,
                  });
                }
              }}
            >
              {endSession.isPending ? <Loader2 className="animate-spin" /> : <LogOut />}
              {session.current ? "Sign out" : "End session"}
            </Button>
          </div>
        ))}
        {sessions.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">No active sessions.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
