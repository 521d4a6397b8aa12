import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuthAnalytics, useAuthProvider } from "../api/auth-admin";
import { useOptionalAuth } from "../use-auth";

/** Auth analytics (last 24 h) and provider health, for admins and moderators only. */
export function AuthAdminCard() {
  const auth = useOptionalAuth();
  const role = auth?.user?.role;
  const analytics = useAuthAnalytics(role === "admin" || role === "moderator");
  const provider = useAuthProvider(role === "admin");
  if (role !== "admin" && role !== "moderator") return null;
  const data = analytics.data;

  return (
    <Card data-testid="auth-admin-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldCheck className="size-5" /> Authentication
        </CardTitle>
        <CardDescription>Sign-in activity over the last 24 hours.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {provider.data ? (
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={provider.data.health.isHealthy ? "secondary" : "destructive"}>
              {provider.data.health.isHealthy ? "Healthy" : "Unhealthy"}
            </Badge>
            <span className="text-muted-foreground">
              {provider.data.health.responseTime} ms · e-mail verification{" "}
              {provider.data.config.requireEmailVerification ? "required" : "off (no mail server)"}
            </span>
          </div>
        ) : null}
        {analytics.error ? (
          <p className="text-destructive">{(analytics.error as Error).message}</p>
        ) : null}
        {data ? (
          <>
            <div className="grid grid-cols-3 gap-3">
              <div>
                <div className="text-2xl font-semibold">{data.totalEvents}</div>
                <div className="text-xs text-muted-foreground">events</div>
              </div>
              <div>
                <div className="text-2xl font-semibold">{data.successRate}%</div>
                <div className="text-xs text-muted-foreground">succeeded</div>
              </div>
              <div>
                <div className="text-2xl font-semibold">{data.averageDuration} ms</div>
                <div className="text-xs text-muted-foreground">average duration</div>
              </div>
            </div>
            {data.topErrors.length > 0 ? (
              <div>
                <div className="mb-1 font-medium">Top errors</div>
                <ul className="space-y-1">
                  {data.topErrors.map((error) => (
                    <li key={error.errorCode} className="flex justify-between">
                      <code>{error.errorCode}</code>
                      <span>{error.count}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
