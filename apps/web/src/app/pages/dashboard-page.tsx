import { lazy, useEffect } from "react";
import { Navigate, useNavigate } from "react-router";
import { toast } from "sonner";
import { useOptionalAuth } from "@/features/auth";
import { DashboardShell } from "@/features/dashboard";
import { NotificationBell } from "@/features/notifications";
import { dashboardSections } from "../dashboard-sections";

const SystemHealthPanel = lazy(async () => ({
  default: (await import("@/features/health/components/system-health-panel")).SystemHealthPanel,
}));

export default function DashboardPage() {
  const auth = useOptionalAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (!auth)
      toast.error("Authentication Error", { description: "Please refresh the page to continue" });
  }, [auth]);

  if (!auth?.user) return <Navigate to="/auth" replace />;

  return (
    <DashboardShell
      sections={dashboardSections}
      healthPanel={SystemHealthPanel}
      notifications={<NotificationBell />}
      onRetryAuth={auth.retry}
      onSignOut={async () => {
        await auth.signOut();
        navigate("/auth", { replace: true });
      }}
    />
  );
}
