/**
 * The providers kulit can offer for signing in besides the password (README, "Accounts"): Google,
 * Apple and one OpenID Connect provider, each only when the server is configured for it.
 */
export const socialProviderIds = ["google", "apple", "oidc"] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];

export function isSocialProviderId(value: unknown): value is SocialProviderId {
  return (socialProviderIds as readonly unknown[]).includes(value);
}

/** A provider offered on the sign-in and sign-up pages: its id and the name its button shows. */
export interface SocialProviderOption {
  id: SocialProviderId;
  name: string;
}

/**
 * The code kulit refuses a provider's identity with when the provider does not vouch for the
 * email address (docs/security.md, "Signing in with a provider").
 */
export const providerEmailNotVerifiedCode = "email_not_verified";

/** Why a sign-in with a provider came back without signing the visitor in; each has a message. */
export type SocialSignInProblem = "cancelled" | "email-not-verified" | "unconfirmed-account" | "failed";

/**
 * The problem behind the `error` code a sign-in with a provider came back with: the provider's own
 * (RFC 6749 §4.1.2.1: `access_denied` when the visitor said no) or better-auth's. Anything else
 * (an expired or replayed state, a failed code exchange) is one "try again".
 */
export function socialSignInProblem(code: string): SocialSignInProblem {
  switch (code) {
    case "access_denied":
      return "cancelled";
    case providerEmailNotVerifiedCode:
    case "email_not_found":
      return "email-not-verified";
    // better-auth links a provider to an existing account only when that account's address was
    // confirmed here; kulit vouches for every provider it offers, so this is the only reason left.
    case "account_not_linked":
      return "unconfirmed-account";
    default:
      return "failed";
  }
}
