import { Settings } from "lucide-react";
import { AdminAccessRequired, AdminConsole } from "@/features/admin/components/admin-console";
import { useCurrentRole, useOptionalAuth } from "@/features/auth";
import { ActiveSessionsCard } from "@/features/auth/components/active-sessions-card";
import { ChangePasswordCard } from "@/features/auth/components/change-password-card";
import type { DashboardSectionProps } from "@/features/dashboard";

/**
 * Dashboard "Admin Settings": the administration console for admins (and its read-only part for
 * moderators), "Admin access required" for everyone else; then the signed-in user's own account
 * settings, for every role.
 */
export default function AdminSettingsTab(_props: DashboardSectionProps) {
  const { role } = useCurrentRole();
  const userId = useOptionalAuth()?.user?.id ?? null;
  const showConsole = role === "admin" || role === "moderator";
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Settings className="size-5" /> Admin Settings
        </h2>
        <p className="text-sm text-muted-foreground">
          Users and roles, sessions, the security audit log, sign-in analytics, the auth provider
          and account mail.
        </p>
      </div>
      {role === null ? null : showConsole ? (
        <AdminConsole role={role} currentUserId={userId} />
      ) : (
        <AdminAccessRequired role={role} />
      )}
      <section className="space-y-4" aria-labelledby="own-account-heading">
        <h3 id="own-account-heading" className="text-lg font-semibold">
          Your account
        </h3>
        <ActiveSessionsCard />
        <ChangePasswordCard />
      </section>
    </div>
  );
}
