import { createBrowserRouter, type RouteObject } from "react-router";
import { RouteError } from "@/components/errors/route-error";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { ProtectedRoute } from "@/features/auth";

/** Lazy route module: the page file's default export becomes the route component. */
function page(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** spec §2 routes. Everything but /, /auth and the not-found page requires sign-in. */
export const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner title="Loading" />,
    children: [
      { index: true, ...page(() => import("./pages/landing-page")) },
      { path: "auth", ...page(() => import("./pages/auth-page")) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: "dashboard", ...page(() => import("./pages/dashboard-page")) },
          { path: "upload", ...page(() => import("./pages/upload-page")) },
          { path: "workflow/:contractId", ...page(() => import("./pages/workflow-page")) },
          { path: "comparison/:contractId", ...page(() => import("./pages/comparison-page")) },
          { path: "contracts", ...page(() => import("./pages/contracts-page")) },
          {
            path: "optimization-dashboard",
            ...page(() => import("./pages/optimization-dashboard-page")),
          },
          { path: "analysis/:contractId", ...page(() => import("./pages/analysis-page")) },
          { path: "testing/:contractId", ...page(() => import("./pages/testing-page")) },
          { path: "toggle-testing", ...page(() => import("./pages/toggle-testing-page")) },
          {
            path: "production-monitoring",
            ...page(() => import("./pages/production-monitoring-page")),
          },
          { path: "deployment/:contractId", ...page(() => import("./pages/deployment-page")) },
          {
            path: "business-logic-test",
            ...page(() => import("./pages/business-logic-test-page")),
          },
        ],
      },
      { path: "*", ...page(() => import("./pages/not-found-page")) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
