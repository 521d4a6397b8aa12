import { Settings } from "lucide-react";
import type { DashboardSectionProps } from "../../types";
import { PlaceholderSection } from "./placeholder-section";

export default function AdminSettingsSection(_props: DashboardSectionProps) {
  return (
    <PlaceholderSection
      title="Admin Settings"
      description="Users, roles, security policy and provider configuration."
      icon={Settings}
      emptyTitle="Administration arrives with accounts"
      emptyText="User and role management, session policy and auth provider settings will be configurable here once accounts exist."
    />
  );
}
