import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { routes } from "@/app/router";
import { TooltipProvider } from "@/components/ui/tooltip";
import { type AuthClient, AuthProvider, type Session } from "@/features/auth";
import { ThemeProvider } from "@/lib/theme/theme-provider";

export const testSession: Session = {
  accessToken: "token",
  refreshToken: null,
  expiresAt: Date.now() + 3_600_000,
  tokenType: "bearer",
  user: {
    id: "u1",
    email: "dev@example.com",
    emailConfirmed: true,
    metadata: {},
    createdAt: "2026-01-01T00:00:00.000Z",
    lastSignIn: null,
  },
};

/** An in-memory AuthClient: the session the accounts backend would have answered with. */
export function memoryAuthClient(session: Session | null): AuthClient & { signedOut: boolean } {
  const client = {
    signedOut: false,
    getSession: async () => session,
    signIn: async () => {
      throw new Error("not used");
    },
    signUp: async () => ({ emailConfirmationRequired: false }),
    signOut: async () => {
      client.signedOut = true;
    },
    clearLocal: () => {},
  };
  return client;
}

/** The real routes in a memory router, with the app's providers around them. */
export function renderApp(path: string, client: AuthClient) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <AuthProvider client={client}>
          <TooltipProvider>
            <RouterProvider router={router} />
          </TooltipProvider>
        </AuthProvider>
      </QueryClientProvider>
      <Toaster />
    </ThemeProvider>,
  );
  return { ...view, router };
}
