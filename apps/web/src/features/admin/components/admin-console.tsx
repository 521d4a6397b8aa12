import type { Role } from "@contract-platform/api";
import {
  BarChart3,
  Mail,
  MonitorSmartphone,
  ScrollText,
  Server,
  ShieldAlert,
  Users,
} from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AnalyticsPanel } from "./analytics-panel";
import { AuditLogPanel } from "./audit-log-panel";
import { OutboxPanel } from "./outbox-panel";
import { ProviderPanel } from "./provider-panel";
import { SessionsPanel } from "./sessions-panel";
import { UsersPanel } from "./users-panel";

/** Shown instead of the console to users without an admin role. */
export function AdminAccessRequired({ role }: { role: Role | null }) {
  return (
    <Card data-testid="admin-access-required" className="border-warning/50">
      <CardContent className="flex items-start gap-3 py-6">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-warning" />
        <div className="space-y-1">
          <p className="font-semibold">Admin access required</p>
          <p className="text-sm text-muted-foreground">
            User management, sessions, the security audit log, provider settings and the mail outbox
            are for admins. You are signed in as {role ? `a ${role}` : "a user"}; ask an admin if
            you need one of these. Your own account settings are below.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The administration console. Admins get every tab; moderators (spec §6 view_users and
 * view_analytics) the user list, read only, and the analytics.
 */
export function AdminConsole({
  role,
  currentUserId,
}: {
  role: Role;
  currentUserId: string | null;
}) {
  const admin = role === "admin";
  return (
    <Tabs defaultValue="users" className="space-y-2">
      <TabsList className="h-auto flex-wrap justify-start">
        <TabsTrigger value="users" className="flex-none">
          <Users className="size-4" /> Users
        </TabsTrigger>
        {admin ? (
          <TabsTrigger value="sessions" className="flex-none">
            <MonitorSmartphone className="size-4" /> Sessions
          </TabsTrigger>
        ) : null}
        {admin ? (
          <TabsTrigger value="audit" className="flex-none">
            <ScrollText className="size-4" /> Audit log
          </TabsTrigger>
        ) : null}
        <TabsTrigger value="analytics" className="flex-none">
          <BarChart3 className="size-4" /> Analytics
        </TabsTrigger>
        {admin ? (
          <TabsTrigger value="provider" className="flex-none">
            <Server className="size-4" /> Provider
          </TabsTrigger>
        ) : null}
        {admin ? (
          <TabsTrigger value="outbox" className="flex-none">
            <Mail className="size-4" /> Mail outbox
          </TabsTrigger>
        ) : null}
      </TabsList>
      <TabsContent value="users">
        {!admin ? (
          <p className="mb-3 text-sm text-muted-foreground">
            Moderators see the users; changing roles, locking and signing out are for admins.
          </p>
        ) : null}
        <UsersPanel canManage={admin} currentUserId={currentUserId} />
      </TabsContent>
      {admin ? (
        <TabsContent value="sessions">
          <SessionsPanel currentUserId={currentUserId} />
        </TabsContent>
      ) : null}
      {admin ? (
        <TabsContent value="audit">
          <AuditLogPanel />
        </TabsContent>
      ) : null}
      <TabsContent value="analytics">
        <AnalyticsPanel />
      </TabsContent>
      {admin ? (
        <TabsContent value="provider">
          <ProviderPanel />
        </TabsContent>
      ) : null}
      {admin ? (
        <TabsContent value="outbox">
          <OutboxPanel />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
