import { pageLanguageHeader } from "./request-language.server";
import { z } from "zod";
import type { AccountError } from "~/domain/account-errors";
import { emailAddressSchema } from "~/domain/email-address";
import type { SocialProviderId, SocialProviderOption } from "~/domain/social-sign-in";
import type { AnalysisService } from "../analysis/analysis-service.server";
import type { Logger } from "../logger.server";
import type { RoutineRepository } from "../routine/routine-repository.server";
import type { AccountRepository } from "./account-repository.server";
import { type AccessTokenCheck, createAccessTokenVerifier } from "./access-tokens.server";
import { accessTokenParties, authBasePath, type BetterAuth, clientIpHeader } from "./better-auth.server";
import { isDatabaseUnavailable } from "~/server/db/database-unavailable.server";
import { withAuthFaults } from "./auth-faults.server";

export type AccountResult = { ok: true; headers: Headers } | AccountFailure;

export interface AccountFailure {
  ok: false;
  error: AccountError;
  retryAfterSeconds?: number;
}

/** A sign-in with a provider, started: where to send the browser, and the cookies to set first. */
export type SocialSignInStart = { ok: true; url: string; headers: Headers } | AccountFailure;

export interface SessionUser {
  userId: string;
  email: string;
}

/** Everything the user may download about themself (Settings → Download my data). */
export interface AccountExport {
  exportedAt: string;
  account: { id: string; email: string; emailVerified: boolean; createdAt: string };
  /** The password and each linked provider (never a password hash or a provider's token). */
  signInMethods: { method: string; providerAccountId: string | null; since: string }[];
  sessions: { createdAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }[];
  analyses: unknown[];
  /** Product ids of the morning and evening routine, in the order they were added. */
  routine: { morning: string[]; evening: string[]; updatedAt: string | null };
}

/**
 * Accounts (docs/security.md, "Accounts") on better-auth. The headers passed in are the
 * browser's request headers (cookies, client IP, language); the headers returned carry
 * Set-Cookie and must be sent with the response.
 */
export interface AccountService {
  /** better-auth's HTTP handler, mounted at `/api/auth/*`. */
  handler(request: Request): Promise<Response>;
  sessionOf(headers: Headers): Promise<SessionUser | null>;
  /**
   * Checks an access token of an API client (`Authorization: Bearer` on `/graphql`): valid,
   * unexpired, and minted from a session that is still active (a signed-out session's tokens
   * stop working at once; a deleted account's too).
   */
  verifyAccessToken(token: string): Promise<AccessTokenCheck>;
  /** Whether the user's session is still signed in (not signed out, not expired). */
  isSessionActive(sessionId: string, userId: string): Promise<boolean>;
  /** Creates the account (unverified) and mails a code; for an existing address it mails a notice instead and still answers ok. */
  signUp(input: { email: string; password: string }, headers: Headers): Promise<AccountResult>;
  /** Checks the code; on success the address is verified and the user is signed in (Set-Cookie). */
  verifyEmail(input: { email: string; code: string }, headers: Headers): Promise<AccountResult>;
  resendCode(email: string, headers: Headers): Promise<AccountResult>;
  signIn(input: { email: string; password: string }, headers: Headers): Promise<AccountResult>;
  /** The providers a visitor may sign in with, in the order of their buttons; empty when none is configured. */
  readonly socialProviders: readonly SocialProviderOption[];
  /**
   * Starts signing in with a provider: the provider's page to send the browser to, and the
   * state cookie better-auth checks when the provider answers. The visitor comes back signed in
   * to `callbackPath`, or to `errorPath` with `error={code}` added (paths of this site).
   */
  startSocialSignIn(
    input: { provider: SocialProviderId; callbackPath: string; errorPath: string },
    headers: Headers,
  ): Promise<SocialSignInStart>;
  /** Revokes this session; the headers clear the cookie. */
  signOut(headers: Headers): Promise<Headers>;
  /** Revokes every session of the signed-in user. */
  signOutEverywhere(headers: Headers): Promise<Headers>;
  requestPasswordReset(email: string, headers: Headers): Promise<AccountResult>;
  resetPassword(input: { email: string; code: string; password: string }, headers: Headers): Promise<AccountResult>;
  exportData(userId: string): Promise<AccountExport>;
  /** Deletes the user, sessions, analyses, selfies and routine; the headers clear the cookie. */
  deleteAccount(userId: string, headers: Headers): Promise<Headers>;
}

const errorsByCode: Record<string, AccountError> = {
  INVALID_EMAIL: "invalid-email",
  PASSWORD_TOO_SHORT: "password-too-short",
  PASSWORD_TOO_LONG: "password-too-long",
  PASSWORD_TOO_COMMON: "password-too-common",
  INVALID_PASSWORD: "password-too-short",
  INVALID_EMAIL_OR_PASSWORD: "invalid-credentials",
  // Our sign-in answers an unconfirmed account like a wrong password before better-auth can say
  // this; should it ever say it elsewhere, the answer must still not tell the address has an account.
  EMAIL_NOT_VERIFIED: "invalid-credentials",
  INVALID_OTP: "invalid-code",
  OTP_EXPIRED: "expired-code",
  TOO_MANY_ATTEMPTS: "too-many-attempts",
  RESEND_TOO_SOON: "resend-too-soon",
  RESEND_LIMIT: "resend-limit",
  SIGNIN_LOCKED: "signin-locked",
  MAIL_NOT_SENT: "mail-not-sent",
  INVALID_INPUT: "invalid-input",
};

const failureBody = z
  .object({ code: z.string().optional(), retryAfterSeconds: z.number().optional() })
  .catch({ code: undefined, retryAfterSeconds: undefined });

/** better-auth's answer to a call of the service, with what it threw on the way (`withAuthFaults`), if anything. */
interface AuthAnswer {
  response: Response;
  fault: unknown;
}

/**
 * Logs a fault better-auth met once, and names it: the database out of reach is an outage
 * ("unavailable"), anything else a fault of ours ("unexpected").
 */
function classifiedFault(fault: unknown, logger: Logger, details: Record<string, unknown>) {
  if (isDatabaseUnavailable(fault)) {
    logger.warn("account operation failed: the database is unavailable", { ...details, error: fault });
    return "unavailable" as const;
  }
  logger.error("account operation failed: unexpected error", { ...details, error: fault });
  return "unexpected" as const;
}

/**
 * The better-auth refusal as one of our errors; anything unexpected is logged once here. A fault
 * better-auth met is the database out of reach ("unavailable", an outage) or a fault of ours
 * ("unexpected", which the page answers with the request's reference): never one for the other.
 */
async function failureOf({ response, fault }: AuthAnswer, operation: string, logger: Logger): Promise<AccountFailure> {
  const body = failureBody.parse(await response.json().catch(() => ({})));
  const retryHeader = Number(response.headers.get("x-retry-after") ?? response.headers.get("retry-after"));
  const retryAfterSeconds =
    body.retryAfterSeconds ?? (Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined);
  const known = body.code === undefined ? undefined : errorsByCode[body.code];
  const failed = (error: AccountError): AccountFailure =>
    retryAfterSeconds === undefined ? { ok: false, error } : { ok: false, error, retryAfterSeconds };
  if (known !== undefined) return failed(known);
  if (response.status === 429) return failed("rate-limited");
  const details = { operation, status: response.status, code: body.code };
  if (fault !== undefined) return failed(classifiedFault(fault, logger, details));
  logger.error("account operation failed", details);
  return failed("unavailable");
}

/** Headers that carry only the cookies to set, for a redirect or a page response. */
function cookieHeaders(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

const invalidEmail: AccountResult = { ok: false, error: "invalid-email" };

const socialSignInAnswer = z.object({ url: z.url() });

const forwardedHeaders = ["cookie", "user-agent", "accept-language", pageLanguageHeader, clientIpHeader] as const;

export interface AccountServiceOptions {
  auth: BetterAuth;
  repository: AccountRepository;
  analyses: AnalysisService;
  routines: RoutineRepository;
  publicUrl: string;
  logger: Logger;
  /** The providers configured (`socialProviderSetup(…).offered`); none by default. */
  socialProviders?: readonly SocialProviderOption[];
  now?: () => number;
}

/**
 * Every operation goes through better-auth's HTTP handler, exactly as an API client's
 * request would, so per-IP limits, hooks and cookies behave the same on both paths.
 */
export function createAccountService(options: AccountServiceOptions): AccountService {
  const { auth, repository, analyses, routines, logger } = options;
  const origin = new URL(options.publicUrl).origin;
  const now = options.now ?? Date.now;
  const verifyToken = createAccessTokenVerifier({
    loadKeys: () => auth.api.getJwks(),
    ...accessTokenParties(options.publicUrl),
    logger,
    now,
  });

  async function verifyAccessToken(token: string): Promise<AccessTokenCheck> {
    const check = await verifyToken(token);
    if (!check.ok) return check;
    return (await isSessionActive(check.sessionId, check.userId)) ? check : { ok: false, reason: "invalid" };
  }

  function isSessionActive(sessionId: string, userId: string): Promise<boolean> {
    return repository.isSessionActive(sessionId, userId, now());
  }

  async function call(path: string, browserHeaders: Headers, body?: Record<string, unknown>): Promise<AuthAnswer> {
    const headers = new Headers({ origin, "content-type": "application/json" });
    for (const name of forwardedHeaders) {
      const value = browserHeaders.get(name);
      if (value !== null) headers.set(name, value);
    }
    const request = new Request(`${origin}${authBasePath}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body ?? {}),
    });
    // better-auth throws some faults out of its handler instead of answering them (its schema
    // check, on the first call after a table went missing): the form answers those as any other.
    return handled(request).catch((thrown: unknown) => ({
      response: new Response(null, { status: 500 }),
      fault: thrown,
    }));
  }

  /**
   * better-auth's answer to a request, with the fault it met, if any: then the mail slots the
   * request claimed are given back, since a fault skips the hook that gives back a failed
   * request's slot, and the visitor's next try must not wait out a minute for our fault.
   */
  async function handled(request: Request): Promise<AuthAnswer> {
    const { answer, fault, mailClaims } = await withAuthFaults(() => auth.handler(request));
    if (fault !== undefined) {
      for (const claim of mailClaims) await repository.releaseMailSlot(claim.email, claim.atMs);
    }
    return { response: answer, fault };
  }

  async function result(operation: string, answer: AuthAnswer): Promise<AccountResult> {
    if (!answer.response.ok) return failureOf(answer, operation, logger);
    return { ok: true, headers: cookieHeaders(answer.response) };
  }

  async function signOut(headers: Headers): Promise<Headers> {
    const { response } = await call("/sign-out", headers);
    if (!response.ok) logger.warn("sign-out refused", { status: response.status });
    return cookieHeaders(response);
  }

  return {
    async handler(request) {
      const { response, fault } = await handled(request);
      // The request's own log line names its path.
      if (fault !== undefined) classifiedFault(fault, logger, {});
      // better-auth's per-address limit says how long to wait only in `X-Retry-After`; clients
      // (and HTTP itself) read the standard header, so every 429 carries it.
      const wait = response.headers.get("x-retry-after");
      if (response.status === 429 && wait !== null && !response.headers.has("retry-after")) {
        const headers = new Headers(response.headers);
        headers.set("Retry-After", wait);
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      }
      return response;
    },

    async sessionOf(headers) {
      if (!headers.get("cookie")) return null;
      const session = await auth.api.getSession({ headers });
      return session ? { userId: session.user.id, email: session.user.email } : null;
    },

    verifyAccessToken,
    isSessionActive,

    async signUp({ email, password }, headers) {
      if (!emailAddressSchema.safeParse(email).success) return invalidEmail;
      return result("sign-up", await call("/sign-up/email", headers, { email, password, name: "" }));
    },

    async verifyEmail({ email, code }, headers) {
      if (!emailAddressSchema.safeParse(email).success) return invalidEmail;
      return result("verify-email", await call("/email-otp/verify-email", headers, { email, otp: code }));
    },

    async resendCode(email, headers) {
      if (!emailAddressSchema.safeParse(email).success) return invalidEmail;
      const body = { email, type: "email-verification" };
      return result("resend-code", await call("/email-otp/send-verification-otp", headers, body));
    },

    async signIn({ email, password }, headers) {
      if (!emailAddressSchema.safeParse(email).success) return { ok: false, error: "invalid-credentials" };
      return result("sign-in", await call("/sign-in/email", headers, { email, password, rememberMe: true }));
    },

    socialProviders: options.socialProviders ?? [],

    async startSocialSignIn({ provider, callbackPath, errorPath }, headers) {
      const started = await call("/sign-in/social", headers, {
        provider,
        callbackURL: callbackPath,
        errorCallbackURL: errorPath,
        disableRedirect: true,
      });
      // A provider whose discovery document could not be read is unknown to better-auth (404):
      // `failureOf` logs it and answers "unavailable".
      if (!started.response.ok) return failureOf(started, "start-social-sign-in", logger);
      const answer = socialSignInAnswer.safeParse(await started.response.json());
      if (!answer.success) {
        logger.error("a sign-in with a provider started without its URL", { provider });
        return { ok: false, error: "unavailable" };
      }
      return { ok: true, url: answer.data.url, headers: cookieHeaders(started.response) };
    },

    signOut,

    async signOutEverywhere(headers) {
      const { response } = await call("/revoke-sessions", headers);
      if (!response.ok) logger.warn("revoking all sessions refused", { status: response.status });
      // The current session was among those revoked; clearing its cookie finishes the job.
      return signOut(headers);
    },

    async requestPasswordReset(email, headers) {
      if (!emailAddressSchema.safeParse(email).success) return invalidEmail;
      return result("request-password-reset", await call("/email-otp/request-password-reset", headers, { email }));
    },

    async resetPassword({ email, code, password }, headers) {
      if (!emailAddressSchema.safeParse(email).success) return invalidEmail;
      return result("reset-password", await call("/email-otp/reset-password", headers, { email, otp: code, password }));
    },

    async exportData(userId) {
      const account = await repository.account(userId);
      if (!account) throw new Error("export of an account that does not exist");
      return {
        exportedAt: new Date().toISOString(),
        account,
        signInMethods: await repository.signInMethods(userId),
        sessions: await repository.sessions(userId),
        analyses: await analyses.history(userId),
        routine: await routines.routineOf(userId).then(({ ids, updatedAt }) => ({ ...ids, updatedAt })),
      };
    },

    async deleteAccount(userId, headers) {
      const cleared = await signOut(headers);
      await analyses.deleteAllOf(userId);
      await repository.deleteUser(userId);
      logger.info("account deleted", { userId });
      return cleared;
    },
  };
}
