import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { useOptionalAuth } from "../use-auth";

/** Renders the signed-in-only routes below it; sends everyone else to /auth (replacing history). */
export function ProtectedRoute() {
  const auth = useOptionalAuth();
  const location = useLocation();
  if (auth?.loading) return <FullPageSpinner title="Authenticating" />;
  if (!auth?.isAuthenticated) {
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
