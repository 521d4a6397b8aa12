import { Layers } from "lucide-react";
import { useCurrentRole } from "@/features/auth";
import type { DashboardSectionProps } from "@/features/dashboard";
import { PlatformBuilds } from "@/features/deployment";

/** Dashboard "Platform" tab: the Rust toolchain, builds across contracts and the build policy. */
export default function PlatformTab(_props: DashboardSectionProps) {
  const { role } = useCurrentRole();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Layers className="size-5" /> Platform
        </h2>
        <p className="text-sm text-muted-foreground">
          Toolchain status, builds of your contracts and what builds may run.
        </p>
      </div>
      <PlatformBuilds isAdmin={role === "admin"} />
    </div>
  );
}
