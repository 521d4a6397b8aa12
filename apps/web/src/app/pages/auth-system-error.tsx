import { Bug, RefreshCw, ShieldX, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown when a page that needs the auth context renders without one. */
export function AuthSystemError() {
  return (
    <div className="flex min-h-svh items-center justify-center p-6">
      <div
        role="alert"
        className="w-full max-w-lg space-y-5 rounded-xl border bg-card p-8 shadow-sm"
      >
        <div className="flex items-center gap-3">
          <ShieldX className="size-7 text-destructive" />
          <h1 className="text-xl font-semibold">Authentication System Error</h1>
        </div>
        <p className="text-sm text-muted-foreground">
          The authentication system did not start. Possible causes:
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>A browser extension or privacy setting blocked part of the app</li>
          <li>Stale cached files from an older version</li>
          <li>Local storage is unavailable or full</li>
          <li>A network interruption while the app was loading</li>
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw /> Reload Application
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              localStorage.clear();
              sessionStorage.clear();
              window.location.reload();
            }}
          >
            <Trash2 /> Clear Cache &amp; Reload
          </Button>
          <Button
            variant="ghost"
            onClick={() =>
              console.info("Auth debug info", {
                url: window.location.href,
                userAgent: navigator.userAgent,
                online: navigator.onLine,
                storageKeys: Object.keys(localStorage),
              })
            }
          >
            <Bug /> Log Debug Info
          </Button>
        </div>
      </div>
    </div>
  );
}
