import { useContext } from "react";
import { AuthContext, type AuthContextValue } from "./auth-provider";

/** The auth state and actions. Throws outside AuthProvider; use useOptionalAuth to detect that. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside AuthProvider");
  return context;
}

/** null when there is no AuthProvider above (spec: the "auth context missing" screens). */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}
