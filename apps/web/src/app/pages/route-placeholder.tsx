import { ArrowLeft, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SiteHeader } from "../site-header";

/** Layout for a signed-in route whose capability is not built yet: says what will be there. */
export function RoutePlaceholder({
  title,
  description,
  icon,
  emptyTitle,
  emptyText,
}: {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  emptyTitle: string;
  emptyText: string;
}) {
  return (
    <div className="min-h-svh bg-background">
      <SiteHeader />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:px-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/dashboard">
            <ArrowLeft /> Dashboard
          </Link>
        </Button>
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <div className="text-muted-foreground">{description}</div>
        </div>
        <EmptyState icon={icon} title={emptyTitle} description={emptyText} />
      </main>
    </div>
  );
}
