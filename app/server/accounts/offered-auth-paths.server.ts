/**
 * Every better-auth endpoint we do not offer (README "Accounts", docs/api.md): only the password
 * sign-in with its codes by mail exists, and signing in with a configured provider; these answer
 * 404. `:name` stands for one path segment.
 */
const unofferedPaths = [
  "/sign-in/email-otp",
  "/link-social",
  "/unlink-account",
  "/list-accounts",
  "/account-info",
  "/get-access-token",
  "/refresh-token",
  "/list-sessions",
  "/revoke-session",
  "/revoke-other-sessions",
  "/update-session",
  "/update-user",
  "/change-email",
  "/change-password",
  "/delete-user",
  "/delete-user/callback",
  "/send-verification-email",
  "/verify-email",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
  "/verify-password",
  "/email-otp/check-verification-otp",
  "/email-otp/request-email-change",
  "/email-otp/change-email",
];

/** Signing in with a provider: where it starts, and where the provider answers (`/callback/{provider id}`). */
const socialSignInStart = "/sign-in/social";
const socialSignInCallback = "/callback/";

function matches(pattern: string, path: string): boolean {
  const patternSegments = pattern.split("/");
  const pathSegments = path.split("/");
  return (
    patternSegments.length === pathSegments.length &&
    patternSegments.every((segment, index) => segment.startsWith(":") || segment === pathSegments[index])
  );
}

/**
 * Whether a path below `/api/auth` is one we offer. The provider endpoints exist only for the
 * providers configured (`socialProviderIds`): with none, both answer 404 like any endpoint we do
 * not offer. better-auth's own `disabledPaths` cannot say this: it compares whole paths, so a
 * `:param` entry in it never matches a request.
 */
export function isOfferedAuthPath(path: string, socialProviderIds: readonly string[]): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (trimmed === socialSignInStart) return socialProviderIds.length > 0;
  if (trimmed.startsWith(socialSignInCallback)) {
    return socialProviderIds.includes(trimmed.slice(socialSignInCallback.length));
  }
  return !unofferedPaths.some((pattern) => matches(pattern, trimmed));
}
