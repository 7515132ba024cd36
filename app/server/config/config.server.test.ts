import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, showsErrorDetails, socialSignInSettings } from "./config.server";

describe("parseConfig", () => {
  it("starts with no configuration at all (errors masked, outbox mail, local storage)", () => {
    const config = parseConfig({});
    expect(config.NODE_ENV).toBeUndefined();
    expect(showsErrorDetails(config)).toBe(false);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.STORAGE_URL).toBeUndefined();
    expect(config.AUTH_RATE_LIMIT_FACTOR).toBe(1);
  });

  it("refuses to run in production without SMTP, naming the variable", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SMTP_URL/);
    expect(parseConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example:587" }).SMTP_URL).toBe(
      "smtp://mail.example:587",
    );
  });

  it("judges prices against the server's date unless CATALOGUE_DATE names a day, and refuses one that is not", () => {
    expect(parseConfig({}).CATALOGUE_DATE).toBeUndefined();
    expect(parseConfig({ CATALOGUE_DATE: "" }).CATALOGUE_DATE).toBeUndefined();
    expect(parseConfig({ CATALOGUE_DATE: "2024-01-31" }).CATALOGUE_DATE).toBe("2024-01-31");
    expect(() => parseConfig({ CATALOGUE_DATE: "2024-02-30" })).toThrow(/CATALOGUE_DATE/);
    expect(() => parseConfig({ CATALOGUE_DATE: "soon" })).toThrow(/CATALOGUE_DATE/);
  });

  it("shows error details only when NODE_ENV=development is set explicitly", () => {
    expect(showsErrorDetails(parseConfig({ NODE_ENV: "development" }))).toBe(true);
    expect(showsErrorDetails(parseConfig({ NODE_ENV: "" }))).toBe(false);
    expect(showsErrorDetails(parseConfig({ NODE_ENV: "test" }))).toBe(false);
    expect(() => parseConfig({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("believes X-Forwarded-For from loopback proxies unless TRUST_PROXY says otherwise", () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual({ addresses: ["loopback"] });
    expect(parseConfig({ TRUST_PROXY: " " }).TRUST_PROXY).toEqual({ addresses: ["loopback"] });
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toEqual({ addresses: [] });
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8, uniquelocal,192.168.1.7 ,linklocal" }).TRUST_PROXY).toEqual({
      addresses: ["10.0.0.0/8", "uniquelocal", "192.168.1.7", "linklocal"],
    });
    expect(parseConfig({ TRUST_PROXY: "fd00::/8,::1" }).TRUST_PROXY).toEqual({ addresses: ["fd00::/8", "::1"] });
  });

  it.each([
    ["true", /TRUST_PROXY: true would believe any client/],
    ["0", /TRUST_PROXY: a hop count must be 1 to 10/],
    ["11", /TRUST_PROXY: a hop count must be 1 to 10/],
    ["loopback,proxy.internal", /TRUST_PROXY: invalid IP address: proxy.internal/],
    ["10.0.0.0/33", /TRUST_PROXY: invalid range on address: 10.0.0.0\/33/],
  ])("stops start-up on TRUST_PROXY=%s, naming the variable", (value, message) => {
    expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it("refuses a short AUTH_SECRET and treats an empty one as unset", () => {
    expect(() => parseConfig({ AUTH_SECRET: "too-short" })).toThrow(/AUTH_SECRET/);
    expect(parseConfig({ AUTH_SECRET: "" }).AUTH_SECRET).toBeUndefined();
  });

  it("takes an access-token lifetime of 5 s to a day, and leaves an empty one to the default", () => {
    expect(parseConfig({ ACCESS_TOKEN_LIFETIME_SECONDS: "" }).ACCESS_TOKEN_LIFETIME_SECONDS).toBeUndefined();
    expect(parseConfig({ ACCESS_TOKEN_LIFETIME_SECONDS: "300" }).ACCESS_TOKEN_LIFETIME_SECONDS).toBe(300);
    for (const value of ["4", "86401", "1.5", "soon"]) {
      expect(() => parseConfig({ ACCESS_TOKEN_LIFETIME_SECONDS: value }), value).toThrow(
        /ACCESS_TOKEN_LIFETIME_SECONDS/,
      );
    }
  });

  it("turns no sign-in provider on without configuration, and treats empty values as unset", () => {
    expect(socialSignInSettings(parseConfig({}))).toEqual({});
    expect(socialSignInSettings(parseConfig({ GOOGLE_CLIENT_ID: " ", GOOGLE_CLIENT_SECRET: "" }))).toEqual({});
  });

  it("turns each sign-in provider on with all of its variables", () => {
    const config = parseConfig({
      GOOGLE_CLIENT_ID: "google-id",
      GOOGLE_CLIENT_SECRET: "google-secret",
      APPLE_CLIENT_ID: "com.kulit.web",
      APPLE_CLIENT_SECRET: "apple-jwt",
      OIDC_ISSUER: "https://id.example.com/realms/kulit/",
      OIDC_CLIENT_ID: "kulit",
      OIDC_CLIENT_SECRET: "oidc-secret",
      OIDC_NAME: "Keycloak",
    });
    expect(socialSignInSettings(config)).toEqual({
      google: { clientId: "google-id", clientSecret: "google-secret" },
      apple: { clientId: "com.kulit.web", clientSecret: "apple-jwt" },
      // The discovery document is found below the issuer, so a trailing slash is dropped.
      oidc: {
        issuer: "https://id.example.com/realms/kulit",
        clientId: "kulit",
        clientSecret: "oidc-secret",
        name: "Keycloak",
      },
    });
    expect(Object.keys(socialSignInSettings(parseConfig({ APPLE_CLIENT_ID: "a", APPLE_CLIENT_SECRET: "b" })))).toEqual([
      "apple",
    ]);
  });

  it("refuses half a provider, naming each missing variable", () => {
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: "google-id" })).toThrow(
      /GOOGLE_CLIENT_SECRET: is required with GOOGLE_CLIENT_ID/,
    );
    expect(() => parseConfig({ APPLE_CLIENT_SECRET: "apple-jwt" })).toThrow(/APPLE_CLIENT_ID: is required/);
    const oidcError = (() => {
      try {
        parseConfig({ OIDC_ISSUER: "https://id.example.com", OIDC_NAME: "Keycloak" });
      } catch (error) {
        return error instanceof Error ? error.message : "";
      }
      return "";
    })();
    expect(oidcError).toMatch(/OIDC_CLIENT_ID: is required with OIDC_ISSUER and OIDC_NAME/);
    expect(oidcError).toMatch(/OIDC_CLIENT_SECRET: is required/);
    expect(oidcError).not.toMatch(/^\s*(OIDC_ISSUER|OIDC_NAME):/m);
  });

  it("refuses an issuer that is not an http(s) URL and a label too long for a button", () => {
    const oidc = { OIDC_CLIENT_ID: "kulit", OIDC_CLIENT_SECRET: "secret", OIDC_NAME: "Keycloak" };
    expect(() => parseConfig({ ...oidc, OIDC_ISSUER: "not a url" })).toThrow(/OIDC_ISSUER/);
    expect(() => parseConfig({ ...oidc, OIDC_ISSUER: "ftp://id.example.com" })).toThrow(/OIDC_ISSUER: must be an http/);
    expect(() => parseConfig({ ...oidc, OIDC_ISSUER: "https://id.example.com", OIDC_NAME: "x".repeat(41) })).toThrow(
      /OIDC_NAME: must be at most 40/,
    );
  });
});
