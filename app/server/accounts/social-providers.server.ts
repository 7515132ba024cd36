import type { BetterAuthOptions } from "better-auth";
import type { GenericOAuthConfig } from "better-auth/plugins/generic-oauth";
import type { SocialProviderId, SocialProviderOption } from "~/domain/social-sign-in";
import type { SocialSignInSettings } from "../config/config.server";

/** Where Google and Apple send the browser to sign in; better-auth 1.7 has them built in, fixed. */
const builtInAuthorizationOrigins = {
  google: "https://accounts.google.com",
  apple: "https://appleid.apple.com",
} as const;

/** What better-auth is given for the configured sign-in providers (docs/security.md, "Signing in with a provider"). */
export interface SocialProviderSetup {
  /** The providers offered on the pages, in the order of their buttons. */
  offered: SocialProviderOption[];
  /** better-auth's built-in providers (Google, Apple). */
  socialProviders: NonNullable<BetterAuthOptions["socialProviders"]>;
  /** The generic OAuth plugin's providers (the OpenID Connect one); empty: no plugin. */
  genericOAuth: GenericOAuthConfig[];
  /** Origins besides our own that may post to `/api/auth`: Apple posts its answer back from its own. */
  trustedOrigins: string[];
  /**
   * Origins the browser is sent to when a sign-in starts: a form sent without JavaScript is
   * redirected there, so the content security policy's `form-action` must allow them.
   */
  authorizationOrigins: string[];
}

/** The OpenID Connect provider's discovery document, below its issuer (OpenID Connect Discovery 1.0, §4). */
export function discoveryUrl(issuer: string): string {
  return `${issuer}/.well-known/openid-configuration`;
}

/**
 * Each provider the configuration turns on, and nothing for one it leaves off. Every provider asks
 * for the address and whether the provider confirmed it; PKCE protects each code exchange.
 */
export function socialProviderSetup(settings: SocialSignInSettings): SocialProviderSetup {
  const { google, apple, oidc } = settings;
  const names: Record<SocialProviderId, string | undefined> = {
    google: google && "Google",
    apple: apple && "Apple",
    oidc: oidc?.name,
  };
  const offered = (Object.entries(names) as [SocialProviderId, string | undefined][]).flatMap(([id, name]) =>
    name === undefined ? [] : [{ id, name }],
  );
  return {
    offered,
    socialProviders: {
      // Google's default scopes are `openid email profile`; PKCE is always on for it.
      ...(google && { google: { ...google, prompt: "select_account" } }),
      // The web flow needs the Services ID and the secret JWT only; an app bundle identifier is for
      // ID tokens of a native app, which kulit does not take (better-auth.server.ts).
      ...(apple && { apple }),
    },
    genericOAuth: oidc
      ? [
          {
            providerId: "oidc",
            name: oidc.name,
            discoveryUrl: discoveryUrl(oidc.issuer),
            clientId: oidc.clientId,
            clientSecret: oidc.clientSecret,
            scopes: ["openid", "email", "profile"],
            pkce: true,
            // OpenID Connect's default client authentication, which every provider supports.
            authentication: "basic",
            // Claims are read from the ID token only after its signature, issuer and audience
            // are checked against the discovery document's keys.
            requireIdTokenVerification: true,
          },
        ]
      : [],
    trustedOrigins: apple ? [builtInAuthorizationOrigins.apple] : [],
    authorizationOrigins: [
      ...(google ? [builtInAuthorizationOrigins.google] : []),
      ...(apple ? [builtInAuthorizationOrigins.apple] : []),
      // Its authorization endpoint is assumed on the issuer's origin (README, "Accounts").
      ...(oidc ? [new URL(oidc.issuer).origin] : []),
    ],
  };
}
