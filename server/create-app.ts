import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { toNodeHandler } from "better-auth/node";
import type { GraphqlApi } from "~/adapters/graphql/graphql-api.server";
import { proxyTrust } from "~/adapters/http/client-address.server";
import { labelReaderHandler } from "~/adapters/http/label-reader-files.server";
import { loggedPath } from "~/adapters/http/logged-path.server";
import { createPageCache } from "~/adapters/http/page-cache.server";
import { clientIpHeader } from "~/server/accounts/better-auth.server";
import { socialProviderSetup } from "~/server/accounts/social-providers.server";
import { type AppConfig, showsErrorDetails, socialSignInSettings } from "~/server/config/config.server";
import type { PublicSettings } from "~/adapters/web/load-context";
import type { Logger } from "~/server/logger.server";
import { projectPath } from "~/server/project-root.server";
import { isDatabaseUnavailable } from "~/server/db/database-unavailable.server";
import type { AppServices } from "~/server/services.server";

export interface CreateAppOptions {
  config: AppConfig;
  services: AppServices;
  logger: Logger;
  /** The public API at `/graphql`; its WebSocket is attached to the HTTP server separately. */
  graphql: GraphqlApi;
  /** The React Router pages; without a build (API integration tests) only the APIs are served. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite's middleware serves assets and hot reload; no CSP so its inline scripts run. */
  devMiddleware?: express.RequestHandler;
  clientDir?: string;
}

export function publicSettings(config: AppConfig): PublicSettings {
  return {
    contactEmail: config.CONTACT_EMAIL,
    blogUrl: config.BLOG_URL,
    instagramUrl: config.INSTAGRAM_URL,
    xUrl: config.X_URL,
    publicUrl: config.PUBLIC_URL,
    trendingProductIds: config.TRENDING_PRODUCT_IDS,
  };
}

/**
 * A request id on every request (the `X-Request-Id` response header, and every log line the
 * request causes) and one access log line when it is answered.
 */
function requestLog(logger: Logger): express.RequestHandler {
  return (req, res, next) => {
    const requestId = randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.locals.logger = logger.child({ requestId });
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      requestLogger(res).info("request", {
        method: req.method,
        path: loggedPath(req.path),
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  };
}

function requestLogger(res: express.Response): Logger {
  return res.locals.logger as Logger;
}

export function createApp(options: CreateAppOptions): Express {
  const { config, services, logger } = options;
  const app = express();
  const production = config.NODE_ENV === "production";
  const errorDetails = showsErrorDetails(config);
  app.disable("x-powered-by");
  // Express's own error pages carry stack traces outside "production".
  app.set("env", errorDetails ? "development" : "production");
  app.set("trust proxy", proxyTrust(config.TRUST_PROXY));
  app.use(requestLog(logger));
  app.use(compression());
  // The account rules and the analysis preview limit per client address; only Express knows it
  // (behind trusted proxies), never the client.
  app.use((req, _res, next) => {
    req.headers[clientIpHeader] = req.ip ?? "unknown";
    next();
  });

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else {
    // The sign-in buttons are forms whose answer redirects to the provider, and browsers hold a
    // redirect after a form to `form-action` too.
    const { authorizationOrigins } = socialProviderSetup(socialSignInSettings(config));
    app.use((_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString("base64");
      next();
    });
    app.use(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            connectSrc: ["'self'"],
            // The label photo's reader runs in a worker from kulit's own files (docs/security.md,
            // "Reading a photo"); the worker's own answer carries the policy it runs under.
            workerSrc: ["'self'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'", ...authorizationOrigins],
            upgradeInsecureRequests: production ? [] : null,
          },
        },
        strictTransportSecurity: production,
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      }),
    );
    const clientDir = options.clientDir ?? projectPath("build/client");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(clientDir, { maxAge: "1h" }));
  }
  // tesseract.js's worker, WebAssembly and trained data for reading a label photo (docs/check.md).
  app.use(labelReaderHandler());

  // After the security headers: the health check answers with them, like every other path.
  app.get("/healthz", async (_req, res) => {
    try {
      await services.health.check();
      res.json({ status: "ok" });
    } catch (error) {
      if (isDatabaseUnavailable(error)) logger.warn("health check: the database is unavailable", { error });
      else logger.error("health check failed", { error });
      res.status(503).json({ status: "unavailable" });
    }
  });

  // better-auth reads the raw body itself, so no body parser runs before it.
  app.all("/api/auth/*splat", toNodeHandler(services.accounts.handler));
  // Parses its own body (with its own limit) after its rate limit and before its auth check.
  app.all("/graphql", options.graphql.handleHttp);

  if (options.build) {
    const settings = publicSettings(config);
    if (!options.devMiddleware) {
      app.use(
        createPageCache({
          catalogueVersion: () => services.catalog.catalogueVersion(),
          maxBytes: config.PAGE_CACHE_MEGABYTES * 1024 * 1024,
          maxAgeMs: 5 * 60_000,
          versionCheckMs: 1_000,
          logger,
        }),
      );
    }
    // Mounted without a path pattern so that a malformed escape (`/en/%ZZ`) reaches React Router,
    // which answers it, instead of failing in Express's parameter decoding.
    app.use(
      createRequestHandler({
        build: options.build,
        mode: errorDetails ? "development" : "production",
        getLoadContext: (_req, res) => ({
          services,
          settings,
          cspNonce: res.locals.cspNonce as string | undefined,
          logger: requestLogger(res),
          requestId: res.locals.requestId as string,
          databaseUnavailable: { seen: false },
        }),
      }),
    );
  }

  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    const unavailable = isDatabaseUnavailable(error);
    const fields = { error, method: req.method };
    if (unavailable) requestLogger(res).warn("request answered 503: the database is unavailable", fields);
    else requestLogger(res).error("unhandled request error", fields);
    if (res.headersSent) return next(error);
    if (unavailable) {
      res.status(503).set("Retry-After", "30").type("text/plain");
      res.send("kulit is unavailable for a moment. Please try again in a minute.");
      return;
    }
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  return app;
}
