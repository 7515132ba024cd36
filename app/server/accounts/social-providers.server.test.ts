import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig, socialSignInSettings } from "../config/config.server";
import { migrateToLatest } from "../db/migrations.server";
import type { Database } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { AccountRepository } from "./account-repository.server";
import { createBetterAuth } from "./better-auth.server";
import { socialProviderSetup } from "./social-providers.server";

/**
 * Google and Apple cannot be tested end to end: better-auth 1.7 fixes their addresses, so no test
 * can point them at a local provider (docs/security.md, "Signing in with a provider"). This holds
 * what can be held without them: which providers better-auth receives for which configuration, and
 * the sign-in address each one builds.
 */

const publicUrl = "https://kulit.test";
const google = { GOOGLE_CLIENT_ID: "google-client.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "google-secret" };
const apple = { APPLE_CLIENT_ID: "com.kulit.web", APPLE_CLIENT_SECRET: "apple-client-secret-jwt" };
const oidc = {
  OIDC_ISSUER: "https://id.example.com/realms/kulit",
  OIDC_CLIENT_ID: "kulit",
  OIDC_CLIENT_SECRET: "oidc-secret",
  OIDC_NAME: "Keycloak",
};

/** better-auth logs the refusal of an unknown provider; here that is the expected answer. */
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => quiet };

const setupOf = (env: Record<string, string>) => socialProviderSetup(socialSignInSettings(parseConfig(env)));

describe("socialProviderSetup", () => {
  it("gives better-auth no provider, and the pages no button, without configuration", () => {
    expect(setupOf({})).toEqual({
      offered: [],
      socialProviders: {},
      genericOAuth: [],
      trustedOrigins: [],
      authorizationOrigins: [],
    });
  });

  it("gives each configured provider, in the order of the buttons", () => {
    const setup = setupOf({ ...oidc, ...apple, ...google });
    expect(setup.offered).toEqual([
      { id: "google", name: "Google" },
      { id: "apple", name: "Apple" },
      { id: "oidc", name: "Keycloak" },
    ]);
    expect(Object.keys(setup.socialProviders)).toEqual(["google", "apple"]);
    expect(setup.socialProviders.google).toMatchObject({
      clientId: google.GOOGLE_CLIENT_ID,
      clientSecret: google.GOOGLE_CLIENT_SECRET,
    });
    expect(setup.socialProviders.apple).toEqual({
      clientId: apple.APPLE_CLIENT_ID,
      clientSecret: apple.APPLE_CLIENT_SECRET,
    });
    expect(setup.trustedOrigins).toEqual(["https://appleid.apple.com"]);
    expect(setup.authorizationOrigins).toEqual([
      "https://accounts.google.com",
      "https://appleid.apple.com",
      "https://id.example.com",
    ]);
  });

  it("finds the OpenID Connect provider through its discovery document, asking for the address with PKCE", () => {
    const { genericOAuth, socialProviders } = setupOf(oidc);
    expect(socialProviders).toEqual({});
    expect(genericOAuth).toEqual([
      {
        providerId: "oidc",
        name: "Keycloak",
        discoveryUrl: "https://id.example.com/realms/kulit/.well-known/openid-configuration",
        clientId: "kulit",
        clientSecret: "oidc-secret",
        scopes: ["openid", "email", "profile"],
        pkce: true,
        authentication: "basic",
        requireIdTokenVerification: true,
      },
    ]);
  });

  it("turns Google on alone, without Apple's trusted origin", () => {
    const setup = setupOf(google);
    expect(setup.offered.map(({ id }) => id)).toEqual(["google"]);
    expect(setup.trustedOrigins).toEqual([]);
  });
});

describe("better-auth with Google and Apple configured", () => {
  const sqlite = new SqliteDatabase(":memory:");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  afterAll(() => db.destroy());

  async function authWith(env: Record<string, string>) {
    await migrateToLatest(db);
    return createBetterAuth({
      db,
      dialect: "sqlite",
      secret: "a-test-secret-of-at-least-thirty-two-characters",
      publicUrl,
      mailer: { send: () => Promise.resolve(), close: () => Promise.resolve() },
      repository: new AccountRepository(db, "sqlite"),
      logger: quiet,
      rateLimitFactor: 1,
      social: setupOf(env),
    });
  }

  async function signInAddress(auth: Awaited<ReturnType<typeof authWith>>, provider: string): Promise<URL> {
    const answer = await auth.api.signInSocial({
      body: { provider, callbackURL: "/en/profile", errorCallbackURL: "/en/signin?social=" + provider },
    });
    return new URL(answer.url ?? "");
  }

  it("receives exactly the configured providers", async () => {
    const none = await authWith({});
    expect((await none.$context).socialProviders.map(({ id }) => id)).toEqual([]);
    const both = await authWith({ ...google, ...apple });
    expect((await both.$context).socialProviders.map(({ id }) => id).sort()).toEqual(["apple", "google"]);
  });

  it("sends a Google sign-in to Google with our client, our callback, the address scopes and PKCE", async () => {
    const url = await signInAddress(await authWith(google), "google");
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe(google.GOOGLE_CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe(`${publicUrl}/api/auth/callback/google`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{32}$/);
  });

  it("sends an Apple sign-in to Apple, which answers by a form post to our callback", async () => {
    const url = await signInAddress(await authWith(apple), "apple");
    expect(url.origin + url.pathname).toBe("https://appleid.apple.com/auth/authorize");
    expect(url.searchParams.get("client_id")).toBe(apple.APPLE_CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe(`${publicUrl}/api/auth/callback/apple`);
    expect(url.searchParams.get("response_mode")).toBe("form_post");
    expect(url.searchParams.get("scope")?.split(" ").sort()).toEqual(["email", "name"]);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{32}$/);
  });

  it("knows no provider that is not configured", async () => {
    await expect(signInAddress(await authWith(google), "apple")).rejects.toThrow(/provider/i);
  });
});
