import { Compass, Home } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { SiteHeader } from "../site-header";

export default function NotFoundPage() {
  const location = useLocation();
  return (
    <div className="min-h-svh bg-background">
      <SiteHeader />
      <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Compass className="size-7" />
        </div>
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
        <p className="text-muted-foreground">
          There is no page at{" "}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">
            {location.pathname}
          </code>
          .
        </p>
        <Button asChild>
          <Link to="/">
            <Home /> Back to Home
          </Link>
        </Button>
      </main>
    </div>
  );
}
