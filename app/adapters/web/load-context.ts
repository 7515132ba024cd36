import type { Logger } from "~/server/logger.server";
import type { AppServices } from "~/server/services.server";

/** What public configuration the UI may see (never secrets). */
export interface PublicSettings {
  contactEmail: string;
  blogUrl: string;
  instagramUrl: string;
  xUrl: string;
  publicUrl: string;
  trendingProductIds: readonly string[];
}

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    settings: PublicSettings;
    /** Per-request nonce for the Content-Security-Policy; undefined in development. */
    cspNonce: string | undefined;
    logger: Logger;
    /** This request's id: the `X-Request-Id` header and every log line it causes carry it. */
    requestId: string;
    /**
     * Set by the server entry's error handler when a loader or action of this request found
     * the database unreachable; the document is then answered 503 instead of 500.
     */
    databaseUnavailable: { seen: boolean };
  }
}
