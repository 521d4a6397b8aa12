import { LayoutDashboard, LogIn } from "lucide-react";
import { Link } from "react-router";
import { BrandMark } from "@/components/brand";
import { ThemeMenu } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { useOptionalAuth } from "@/features/auth";
import { NotificationBell } from "@/features/notifications";

/** Top bar for the pages outside the dashboard. */
export function SiteHeader() {
  const auth = useOptionalAuth();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 md:px-6">
        <Link to="/" className="flex items-center gap-2.5 font-semibold">
          <BrandMark className="size-8" />
          <span>Contract Platform</span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <ThemeMenu />
          {auth?.isAuthenticated ? <NotificationBell /> : null}
          {auth?.isAuthenticated ? (
            <Button asChild size="sm" variant="outline">
              <Link to="/dashboard">
                <LayoutDashboard /> Dashboard
              </Link>
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link to="/auth">
                <LogIn /> Sign In
              </Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
