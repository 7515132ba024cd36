import { z } from "zod";
import type { SocialProviderId } from "~/domain/social-sign-in";
import { commaList } from "./comma-list.server";
import { defaultTrustProxy, trustProxySchema } from "./trust-proxy.server";

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional());

/** A value that may be left out; an empty one counts as left out. */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const trendingIds = z
  .string()
  .transform(commaList)
  .pipe(z.array(z.string()).length(3, "must list exactly three product ids, comma-separated"));

/** The variables that turn each sign-in provider on: all of them, or none. */
const socialSignInVariables = {
  google: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  apple: ["APPLE_CLIENT_ID", "APPLE_CLIENT_SECRET"],
  oidc: ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_NAME"],
} as const satisfies Record<SocialProviderId, readonly string[]>;

export const configSchema = z
  .object({
    /**
     * Unset by default. `development` (set explicitly) shows error details and stack traces;
     * anything else masks them. `production` also requires SMTP_URL and turns on HSTS.
     */
    NODE_ENV: z
      .string()
      .trim()
      .transform((value) => (value === "" ? undefined : value))
      .pipe(z.enum(["development", "production", "test"]).optional())
      .optional(),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./.data"),
    DATABASE_URL: optionalUrl.optional(),
    PUBLIC_URL: z.url().default("http://localhost:3000"),
    /** Which proxies' X-Forwarded-For to believe for the client's address (docs/deploy.md, "TRUST_PROXY"). */
    TRUST_PROXY: trustProxySchema.prefault(defaultTrustProxy),
    CONTACT_EMAIL: z.email().default("hello@kulit.example"),
    BLOG_URL: z.url().default("https://blog.kulit.example"),
    INSTAGRAM_URL: z.url().default("https://www.instagram.com/kulit"),
    X_URL: z.url().default("https://x.com/kulit"),
    TRENDING_PRODUCT_IDS: trendingIds.default([
      "cosrx-advanced-snail-96-mucin-power-essence",
      "klairs-supple-preparation-facial-toner",
      "beauty-of-joseon-day-dew-sunscreen-lightweight-spf-50",
    ]),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /**
     * The day reference prices are judged against (`YYYY-MM-DD`; docs/rules.md, "A market's own
     * price"): unset, the server's date. Set only to show a catalogue as of a fixed day (the
     * end-to-end tests do, so that their prices do not age with the calendar).
     */
    CATALOGUE_DATE: z
      .string()
      .trim()
      .transform((value) => (value === "" ? undefined : value))
      .pipe(z.iso.date().optional())
      .optional(),
    /** Memory for rendered anonymous pages (docs/performance.md, "The page cache"); 0 turns it off. */
    PAGE_CACHE_MEGABYTES: z.coerce.number().int().min(0).max(4096).default(64),
    /** How long a stopping server lets requests in flight finish before it closes their connections. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
    /** `smtp://user:pass@host:port` or `smtps://…`; without it mail goes to `DATA_DIR/outbox/` (development only). */
    SMTP_URL: optionalUrl.optional(),
    MAIL_FROM: z.string().trim().min(3).default("kulit <no-reply@kulit.example>"),
    /** `s3://bucket?endpoint=…&region=…`; without it selfies are kept in `DATA_DIR/uploads`. */
    STORAGE_URL: optionalUrl.optional(),
    /** Signs sessions and codes; at least 32 characters. Without it one is generated once and kept in `DATA_DIR`. */
    AUTH_SECRET: z
      .string()
      .trim()
      .transform((value) => (value === "" ? undefined : value))
      .pipe(z.string().min(32, "must be at least 32 characters").optional())
      .optional(),
    /** Multiplies the per-IP limits of the account routes; only tests that share one IP raise it. */
    AUTH_RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(1000).default(1),
    /** The least time between two account mails to one address; tests shorten it instead of waiting a minute. */
    MAIL_RESEND_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * API keys for public reads of `/graphql` (header `x-api-key`), comma-separated, each at
     * least 20 characters. Without it one key is generated once and kept in `DATA_DIR/api-key`.
     */
    API_KEYS: z
      .string()
      .transform(commaList)
      .pipe(z.array(z.string().min(20, "each key must be at least 20 characters")))
      .transform((keys) => (keys.length === 0 ? undefined : keys))
      .optional(),
    /** Requests per minute to `/graphql` per API key (or per signed-in user for bearer requests). */
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Requests per minute to `/graphql` per client address, whatever the credentials. */
    API_IP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
    /** Results before sign-up (`POST /{lang}/analysis/preview`) per client address per minute. */
    ANALYSIS_PREVIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /** Readings of pasted lists on `/{lang}/check` (form posts and shared links) per client address per minute (docs/check.md). */
    CHECK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /** `checkIngredients` calls per API key (or per signed-in user) per minute (docs/api.md, "Limits"). */
    API_CHECK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
    /**
     * How often `/graphql` WebSockets are pinged; lower it behind a proxy that closes quieter
     * connections. Tests shorten it instead of waiting.
     */
    GRAPHQL_KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(300).default(12),
    /**
     * How long an access token for `/graphql` lasts; one hour when left out. Shorter is safer for
     * clients that can refresh often; the resilience suite shortens it to see a token expire.
     */
    ACCESS_TOKEN_LIFETIME_SECONDS: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(5).max(86_400).optional(),
    ),
    /** "Continue with Google" (README, "Accounts"): the OAuth client of Google Cloud's console. */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /** "Continue with Apple": the Services ID, and the client secret JWT signed with its key. */
    APPLE_CLIENT_ID: optionalText,
    APPLE_CLIENT_SECRET: optionalText,
    /** "Continue with {OIDC_NAME}": any OpenID Connect provider, found through its discovery document. */
    OIDC_ISSUER: optionalUrl
      .refine((url) => url === undefined || /^https?:/.test(url), "must be an http(s) URL")
      .transform((url) => url?.replace(/\/+$/, ""))
      .optional(),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_NAME: optionalText.pipe(
      z.string().max(40, "must be at most 40 characters (it is a button's label)").optional(),
    ),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV === "production" && config.SMTP_URL === undefined) {
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required when NODE_ENV=production (the file outbox is for development only)",
      });
    }
    for (const variables of Object.values(socialSignInVariables)) {
      const given = variables.filter((name) => config[name] !== undefined);
      if (given.length === 0) continue;
      for (const missing of variables.filter((name) => config[name] === undefined)) {
        context.addIssue({
          code: "custom",
          path: [missing],
          message: `is required with ${given.join(" and ")} (the provider is on only with all of ${variables.join(", ")})`,
        });
      }
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** The sign-in providers the configuration turns on (README, "Accounts"); a provider left out is off. */
export interface SocialSignInSettings {
  google?: OAuthClient;
  apple?: OAuthClient;
  /** `issuer` without a trailing slash; `name` is the label of its button. */
  oidc?: OAuthClient & { issuer: string; name: string };
}

function client(clientId: string | undefined, clientSecret: string | undefined): OAuthClient | undefined {
  return clientId !== undefined && clientSecret !== undefined ? { clientId, clientSecret } : undefined;
}

export function socialSignInSettings(config: AppConfig): SocialSignInSettings {
  const google = client(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET);
  const apple = client(config.APPLE_CLIENT_ID, config.APPLE_CLIENT_SECRET);
  const oidcClient = client(config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET);
  const { OIDC_ISSUER: issuer, OIDC_NAME: name } = config;
  const oidc = oidcClient && issuer !== undefined && name !== undefined ? { ...oidcClient, issuer, name } : undefined;
  return { ...(google && { google }), ...(apple && { apple }), ...(oidc && { oidc }) };
}

/**
 * Whether pages may show error details (stack traces, SQL): only with NODE_ENV=development set
 * explicitly, so a plain `npm start` that someone exposes never leaks them.
 */
export function showsErrorDetails(config: AppConfig): boolean {
  return config.NODE_ENV === "development";
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`)
      .join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

let cached: AppConfig | undefined;

/** The process configuration, parsed once on first use. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
