import {
  FlaskConical,
  GitCompareArrows,
  Layers,
  LogOut,
  Moon,
  ScrollText,
  Settings,
  Sparkles,
  Sun,
  Upload,
  Workflow,
} from "lucide-react";
import { BrandMark } from "@/components/brand";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useTheme } from "@/lib/theme/theme-provider";
import { type DashboardTab, SIDEBAR_TABS, TAB_LABELS } from "../dashboard-tabs";

const TAB_ICONS: Record<(typeof SIDEBAR_TABS)[number], typeof Upload> = {
  upload: Upload,
  workflow: Workflow,
  comparison: GitCompareArrows,
  "ai-testing": FlaskConical,
  "advanced-features": Sparkles,
  platform: Layers,
  "admin-settings": Settings,
  "system-logs": ScrollText,
};

export function DashboardSidebar({
  activeTab,
  onSelectTab,
  onSignOut,
  className,
}: {
  activeTab: DashboardTab;
  onSelectTab: (tab: DashboardTab) => void;
  onSignOut: () => void;
  className?: string;
}) {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === "dark";
  return (
    <div className={cn("flex h-full flex-col bg-sidebar", className)}>
      <div className="flex h-16 items-center gap-3 border-b px-5">
        <BrandMark />
        <div className="min-w-0">
          <p className="truncate font-semibold leading-tight">Contract Platform</p>
          <Badge variant="default" className="mt-0.5 px-1.5 py-0 text-[10px]">
            v2.0
          </Badge>
        </div>
      </div>
      <nav aria-label="Dashboard sections" className="flex-1 space-y-1 overflow-y-auto p-3">
        {SIDEBAR_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab];
          const active = tab === activeTab;
          return (
            <button
              key={tab}
              type="button"
              onClick={() => onSelectTab(tab)}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors",
                active
                  ? "bg-primary text-primary-foreground shadow-sm"
                  : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
              )}
            >
              <Icon className="size-4 shrink-0" />
              {TAB_LABELS[tab]}
            </button>
          );
        })}
      </nav>
      <div className="space-y-1 border-t p-3">
        <Button
          variant="ghost"
          className="w-full justify-start gap-3 px-3 text-muted-foreground"
          onClick={() => setTheme(dark ? "light" : "dark")}
        >
          {dark ? <Sun /> : <Moon />}
          {dark ? "Light mode" : "Dark mode"}
        </Button>
        <Button
          variant="ghost"
          className="w-full justify-start gap-3 px-3 text-muted-foreground hover:text-destructive"
          onClick={onSignOut}
        >
          <LogOut /> Sign Out
        </Button>
      </div>
    </div>
  );
}
