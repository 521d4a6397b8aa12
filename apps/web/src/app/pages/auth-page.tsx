import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Navigate, useNavigate } from "react-router";
import { BrandMark } from "@/components/brand";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { NetworkBanner } from "@/components/network-banner";
import { ThemeMenu } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { AuthTabsCard, useAuth } from "@/features/auth";

export default function AuthPage() {
  const auth = useAuth();
  const navigate = useNavigate();

  // The connection banner needs the probe running; it is the same monitor the landing page starts.
  useEffect(() => {
    void import("@/lib/service-monitor").then((module) => module.startServiceMonitor());
  }, []);

  if (auth.loading) return <FullPageSpinner title="Loading" subtitle="Authenticating..." />;
  if (auth.isAuthenticated) return <Navigate to="/" replace />;

  return (
    <div className="relative flex min-h-svh flex-col bg-background">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-primary/10 to-transparent"
      />
      <div className="relative mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 md:px-6">
        <Button variant="ghost" onClick={() => navigate("/")}>
          <ArrowLeft /> Back to Home
        </Button>
        <ThemeMenu />
      </div>
      <main className="relative mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-6 px-4 pb-16">
        <div className="space-y-3 text-center">
          <BrandMark className="mx-auto size-12" />
          <h1 className="text-3xl font-bold tracking-tight">Contract Platform</h1>
          <p className="text-muted-foreground">Access the admin dashboard</p>
        </div>
        <NetworkBanner forceError={auth.connectionError} onRetryAuth={auth.retry} />
        <AuthTabsCard onSignedIn={() => navigate("/", { replace: true })} />
      </main>
    </div>
  );
}
