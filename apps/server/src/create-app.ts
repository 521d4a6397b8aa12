import { type Context, Hono } from "hono";
import { sql } from "kysely";
import type { AppDeps, AppEnv } from "./app-env.ts";
import { authMiddleware } from "./auth/auth-middleware.ts";
import { createAuthRuntime } from "./auth/create-auth-runtime.ts";
import { auditContractAccess, contractOfBuild } from "./contracts/audit-contract-access.ts";
import { createHealthMonitor } from "./health/create-health-monitor.ts";
import { bodyLimit } from "./middleware/body-limit/body-limit.ts";
import { cors } from "./middleware/cors/cors.ts";
import { errorHandler } from "./middleware/error-handler/error-handler.ts";
import { refuseNulAddress } from "./middleware/refuse-nul-address/refuse-nul-address.ts";
import { requestId } from "./middleware/request-id/request-id.ts";
import { requestLogger } from "./middleware/request-logger/request-logger.ts";
import { securityHeaders } from "./middleware/security-headers/security-headers.ts";
import { analysisRoute } from "./routes/analysis-route.ts";
import { authAdminRoute } from "./routes/auth-admin-route.ts";
import { authFunctionsRoute } from "./routes/auth-functions-route.ts";
import { authRoute } from "./routes/auth-route.ts";
import { authRpcRoute } from "./routes/auth-rpc-route.ts";
import { buildsRoute, contractBuildsRoute, toolchainRoute } from "./routes/builds-route.ts";
import { chainsRoute } from "./routes/chains-route.ts";
import { contractsRoute } from "./routes/contracts-route.ts";
import { deploymentsRoute, localChainRoute } from "./routes/deployments-route.ts";
import { errorLogsRoute } from "./routes/error-logs-route.ts";
import { secureFileValidationRoute } from "./routes/functions-secure-file-validation-route.ts";
import { healthRoute } from "./routes/health-route.ts";
import { manifestRoute } from "./routes/manifest-route.ts";
import { monitoringRoute } from "./routes/monitoring-route.ts";
import { notificationsRoute } from "./routes/notifications-route.ts";
import { optimizationHintsRoute } from "./routes/optimization-hints-route.ts";
import { realtimeRoute } from "./routes/realtime-route.ts";
import { statsRoute } from "./routes/stats-route.ts";
import { testRunsRoute } from "./routes/test-runs-route.ts";
import { testingRoute } from "./routes/testing-route.ts";
import { testingSettingsRoute } from "./routes/testing-settings-route.ts";
import { walletDeploymentsRoute } from "./routes/wallet-deployments-route.ts";
import { webAppRoute } from "./routes/web-app-route.ts";

/**
 * The HTTP app. API routes live under /api; add one as src/routes/<name>-route.ts returning a
 * Hono<AppEnv> and mount it below with app.route("/api/<name>", ...). Everything else is the web app.
 * `options.routes` mounts extra routes before the catch-alls (tests use it).
 */
export function createApp(deps: AppDeps, options: { routes?: (app: Hono<AppEnv>) => void } = {}) {
  const { config, db, storage, jobs, clock, logger } = deps;
  const health = createHealthMonitor({
    clock,
    version: config.version,
    probes: [
      { name: "database", essential: true, check: () => sql`select 1`.execute(db) },
      { name: "storage", essential: false, check: () => storage.check() },
      { name: "jobs", essential: false, check: () => jobs.check() },
    ],
  });

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(securityHeaders());
  const originPolicy = {
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    previewHostPattern: config.previewHostPattern,
  };
  app.use("/api/*", cors(originPolicy));
  app.use("/manifest.json", cors(originPolicy));
  app.use("/api/*", bodyLimit(config.maxBodyBytes));
  app.use("/api/*", refuseNulAddress());
  deps.auth ??= createAuthRuntime(config, logger);
  const authDeps = { db, clock, logger, auth: deps.auth };
  // The statistics and the contracts list check the session in their own query: one round trip
  // (ADR 102, ADR 104).
  const foldsSession = new Set(["/api/stats", "/api/statistics", "/api/contracts"]);
  const checksSessionItself = (c: Context<AppEnv>) =>
    foldsSession.has(c.req.path) && (c.req.method === "GET" || c.req.method === "HEAD");
  app.use("/api/*", authMiddleware(authDeps, { checkedByRoute: checksSessionItself }));

  app.route("/api/health", healthRoute(health));
  app.route("/api/realtime", realtimeRoute(deps));
  app.route("/api/error-logs", errorLogsRoute(deps));
  app.route("/api/auth/admin", authAdminRoute(authDeps));
  app.route("/api/auth", authRoute(authDeps));
  app.route("/api/rpc", authRpcRoute(authDeps));
  app.route("/api/functions/secure-file-validation", secureFileValidationRoute(deps));
  app.route("/api/functions", authFunctionsRoute(authDeps));
  // Moderators' and admins' actions on others' contracts are audited (spec §6).
  const contractAudit = auditContractAccess({ db, clock, auth: deps.auth });
  app.use("/api/contracts/:id", contractAudit);
  app.use("/api/contracts/:id/*", contractAudit);
  const buildAudit = auditContractAccess({ db, clock, auth: deps.auth }, contractOfBuild);
  app.use("/api/builds/:id", buildAudit);
  app.use("/api/builds/:id/*", buildAudit);
  app.route("/api/contracts", analysisRoute(deps));
  app.route("/api/optimization-hints", optimizationHintsRoute(deps));
  app.route("/api/contracts", testingRoute(deps));
  app.route("/api/testing", testingSettingsRoute(deps));
  app.route("/api/test-runs", testRunsRoute(deps));
  app.route("/api/contracts", contractBuildsRoute(deps));
  app.route("/api/builds", buildsRoute(deps));
  app.route("/api/toolchain", toolchainRoute(deps));
  app.route("/api/deployments", deploymentsRoute(deps));
  app.route("/api/local-chain", localChainRoute(deps));
  app.route("/api/contracts", contractsRoute(deps));
  app.route("/api/stats", statsRoute(deps));
  app.route("/api/statistics", statsRoute(deps));
  app.route("/api/chains", chainsRoute(deps));
  app.route("/api/notifications", notificationsRoute(deps));
  app.route("/api/deployments", walletDeploymentsRoute(deps));
  app.route("/api/monitoring", monitoringRoute(deps));
  app.route("/manifest.json", manifestRoute());
  options.routes?.(app);

  app.all("/api/*", (c) =>
    c.json({ error: `No API route for ${c.req.method} ${c.req.path}`, code: "not_found" }, 404),
  );
  app.route("/", webAppRoute(config.webDist));
  app.notFound((c) => c.json({ error: "Not found", code: "not_found" }, 404));
  app.onError(errorHandler(deps));
  return app;
}

export type App = ReturnType<typeof createApp>;
