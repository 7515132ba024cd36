import { randomBytes } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { toNodeHandler } from "better-auth/node";
import type { GraphqlApi } from "~/adapters/graphql/graphql-api.server";
import { trustedProxies } from "~/adapters/http/client-address.server";
import { clientIpHeader } from "~/server/accounts/better-auth.server";
import type { AppConfig } from "~/server/config/config.server";
import type { PublicSettings } from "~/server/load-context.server";
import type { Logger } from "~/server/logger.server";
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

export function createApp(options: CreateAppOptions): Express {
  const { config, services, logger } = options;
  const app = express();
  const production = config.NODE_ENV === "production";
  app.disable("x-powered-by");
  app.set("trust proxy", trustedProxies);
  app.use(compression());
  // The account rules limit per client address; only Express knows it (behind trusted proxies), never the client.
  app.use((req, _res, next) => {
    req.headers[clientIpHeader] = req.ip ?? "unknown";
    next();
  });

  app.get("/healthz", async (_req, res) => {
    try {
      await services.health.check();
      res.json({ status: "ok" });
    } catch (error) {
      logger.error("health check failed", { error });
      res.status(503).json({ status: "unavailable" });
    }
  });

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else {
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
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: production ? [] : null,
          },
        },
        strictTransportSecurity: production,
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      }),
    );
    const clientDir = options.clientDir ?? path.resolve("build/client");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(clientDir, { maxAge: "1h" }));
  }

  // better-auth reads the raw body itself, so no body parser runs before it.
  app.all("/api/auth/*splat", toNodeHandler(services.accounts.handler));
  // Parses its own body (with its own limit) after its rate limit and before its auth check.
  app.all("/graphql", options.graphql.handleHttp);

  if (options.build) {
    const settings = publicSettings(config);
    // Mounted without a path pattern so that a malformed escape (`/en/%ZZ`) reaches React Router,
    // which answers it, instead of failing in Express's parameter decoding.
    app.use(
      createRequestHandler({
        build: options.build,
        mode: production ? "production" : "development",
        getLoadContext: (_req, res) => ({
          services,
          settings,
          cspNonce: res.locals.cspNonce as string | undefined,
        }),
      }),
    );
  }

  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    logger.error("unhandled request error", { error, method: req.method, url: req.originalUrl });
    if (res.headersSent) return next(error);
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  return app;
}
