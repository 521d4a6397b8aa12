import { Activity, Menu, Search } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";

export function DashboardHeader({
  title,
  onOpenMenu,
  healthOpen,
  onToggleHealth,
  notifications,
}: {
  title: string;
  onOpenMenu: () => void;
  healthOpen: boolean;
  onToggleHealth: () => void;
  /** The notification bell (a feature of its own, composed in by the app). */
  notifications?: React.ReactNode;
}) {
  const [query, setQuery] = useState("");
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background/80 px-4 backdrop-blur md:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open navigation"
        onClick={onOpenMenu}
      >
        <Menu />
      </Button>
      <h1 className="hidden truncate text-lg font-semibold sm:block md:min-w-40">{title}</h1>
      <form
        className="relative ml-auto w-full max-w-sm"
        onSubmit={(event) => {
          event.preventDefault();
          const search = query.trim();
          void navigate(search ? `/contracts?search=${encodeURIComponent(search)}` : "/contracts");
        }}
      >
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search contracts, functions..."
          aria-label="Search contracts, functions"
          className="h-9 pl-9"
        />
      </form>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label="System health"
            aria-pressed={healthOpen}
            onClick={onToggleHealth}
            className={cn(healthOpen && "bg-accent text-accent-foreground")}
          >
            <Activity />
          </Button>
        </TooltipTrigger>
        <TooltipContent>{healthOpen ? "Hide system health" : "Show system health"}</TooltipContent>
      </Tooltip>
      {notifications}
    </header>
  );
}
