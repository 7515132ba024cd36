import { hasControlCharacter } from "~/domain/control-characters";
import { createHmac } from "node:crypto";
import { type BetterAuthPlugin, betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import { emailOTP } from "better-auth/plugins/email-otp";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { jwt } from "better-auth/plugins/jwt";
import type { Kysely } from "kysely";
import { emailAddressSchema } from "~/domain/email-address";
import { defaultResendLimits, type ResendLimits } from "~/domain/mail-resend-limits";
import { passwordLength, passwordLengthProblem } from "~/domain/password-rules";
import { codeValidityMinutes } from "~/domain/code-validity";
import { defaultLanguage } from "~/domain/language";
import { signInPath } from "~/domain/site-paths";
import { providerEmailNotVerifiedCode } from "~/domain/social-sign-in";
import type { Dialect } from "../db/database.server";
import type { Database } from "../db/schema.server";
import type { Logger } from "../logger.server";
import {
  existingAccountMail,
  noAccountMail,
  passwordResetMail,
  verificationCodeMail,
} from "../mail/account-mails.server";
import type { Mailer, OutgoingMail } from "../mail/mailer.server";
import type { AccountRepository } from "./account-repository.server";
import { isCommonPassword } from "./common-passwords.server";
import { isOfferedAuthPath } from "./offered-auth-paths.server";
import { requestLanguage } from "./request-language.server";
import { type SocialProviderSetup, socialProviderSetup } from "./social-providers.server";
import { recordAuthFault, recordMailClaim } from "./auth-faults.server";

/** The header Express fills with the client address it trusts (never the client's own X-Forwarded-For). */
export const clientIpHeader = "x-kulit-client-ip";

export const authBasePath = "/api/auth";
// The mails state the lifetime, so both read it from one place.
const codeLifetimeSeconds = codeValidityMinutes * 60;
const sessionLifetimeSeconds = 30 * 24 * 3600;
/**
 * Access tokens for `/graphql` (docs/security.md, "Sessions"): short-lived, minted from a session
 * at `/api/auth/token`. An hour unless ACCESS_TOKEN_LIFETIME_SECONDS says otherwise.
 */
export const accessTokenLifetimeSeconds = 3600;

/** Who issues access tokens and who they are for; the verifier checks both. */
export function accessTokenParties(publicUrl: string): { issuer: string; audience: string } {
  const origin = new URL(publicUrl).origin;
  return { issuer: origin, audience: `${origin}/graphql` };
}

export interface BetterAuthOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  repository: AccountRepository;
  logger: Logger;
  /** Multiplies every per-IP limit; 1 in production (the end-to-end suite raises it: all its browsers share one IP). */
  rateLimitFactor: number;
  /** The mail limits per address; `defaultResendLimits` unless configured (MAIL_RESEND_INTERVAL_SECONDS). */
  mailLimits?: ResendLimits;
  /** The sign-in providers the configuration turns on (`socialProviderSetup`); none by default. */
  social?: SocialProviderSetup;
  /** `accessTokenLifetimeSeconds` unless configured (ACCESS_TOKEN_LIFETIME_SECONDS). */
  accessTokenLifetimeSeconds?: number;
  now?: () => number;
}

/** Refusals of our own rules, in better-auth's error shape so API clients read them like its own. */
function refusal(status: "BAD_REQUEST" | "TOO_MANY_REQUESTS", code: string, message: string, retryAfterMs?: number) {
  const retryAfterSeconds = retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new APIError(
    status,
    { code, message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) },
    retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
  );
}

function emailOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("email" in body)) return undefined;
  const email = (body as { email: unknown }).email;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
}

function passwordOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as { password?: unknown; newPassword?: unknown };
  const password = record.password ?? record.newPassword;
  return typeof password === "string" ? password : undefined;
}

/** The body's first string field holding a control character (NUL among them), if any. */
function controlCharacterField(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  return Object.entries(body).find(([, value]) => typeof value === "string" && hasControlCharacter(value))?.[0];
}

const passwordPaths = new Set(["/sign-up/email", "/email-otp/reset-password", "/reset-password", "/change-password"]);
/** The requests that mail the address something: each claims a slot of the resend limits first. */
const mailPaths = new Set([
  "/sign-up/email",
  "/email-otp/send-verification-otp",
  "/email-otp/request-password-reset",
  "/forget-password/email-otp",
]);
/** Of those, the ones that mail a code to an existing account, and a notice to any other address. */
const codeRequestPaths = new Set([
  "/email-otp/send-verification-otp",
  "/email-otp/request-password-reset",
  "/forget-password/email-otp",
]);

/**
 * Answers 404 for every endpoint we do not offer (`isOfferedAuthPath`), before any endpoint
 * runs; better-auth's `disabledPaths` only matches whole paths, so it cannot hold the
 * `/callback/{provider}` and `/reset-password/{token}` kinds.
 */
function onlyOfferedPaths(socialProviderIds: readonly string[]): BetterAuthPlugin {
  return {
    id: "kulit-offered-paths",
    onRequest: async (request) => {
      const path = new URL(request.url).pathname.slice(authBasePath.length);
      if (isOfferedAuthPath(path, socialProviderIds)) return;
      return { response: new Response("Not Found", { status: 404 }) };
    },
  };
}

/**
 * What a provider's grant becomes before it is written: kulit calls no provider's API, so it keeps
 * none of its tokens, nor the scopes they were for; the provider and the account id there remain.
 */
const providerGrantNotKept = {
  accessToken: null,
  refreshToken: null,
  idToken: null,
  accessTokenExpiresAt: null,
  refreshTokenExpiresAt: null,
  scope: null,
};

/** A mail slot claimed by a request in flight, by address (a second request for it waits its turn: 429). */
interface MailClaim {
  atMs: number;
  failed: boolean;
}

/**
 * better-auth with email + password, codes by mail (email-OTP plugin), and the rules of
 * docs/security.md ("Accounts") that it doesn't have built in: the password rules, resend
 * limits per address claimed atomically before anything is mailed, one mail for every request
 * that promises one (a notice where there is no account), mail failures reported instead of
 * swallowed, the sign-in back-off per account claimed before the password is checked, and the
 * same answer for an unverified account as for a wrong password.
 */
export function createBetterAuth(options: BetterAuthOptions) {
  const { repository, logger, mailer } = options;
  const social = options.social ?? socialProviderSetup({});
  const socialProviderIds = social.offered.map(({ id }) => id);
  const now = options.now ?? Date.now;
  const perMinute = (max: number) => ({ window: 60, max: Math.max(1, Math.round(max * options.rateLimitFactor)) });
  const claims = new Map<string, MailClaim>();
  const mailLimits = options.mailLimits ?? defaultResendLimits;

  /**
   * Sends one account mail under the slot its request claimed. better-auth runs mail callbacks
   * "in the background or awaited" and swallows their errors, so a failure is noted on the
   * claim (and logged once here) for the after hook to answer.
   */
  async function sendClaimed(email: string, purpose: string, mail: OutgoingMail): Promise<void> {
    const claim = claims.get(email);
    try {
      await mailer.send(mail);
    } catch (error) {
      logger.error("account mail could not be sent", { purpose, error });
      if (claim) claim.failed = true;
    }
  }

  /** Sends the mail of a request that better-auth does not handle (no account), with the same outcome rules. */
  async function sendNow(email: string, purpose: string, mail: OutgoingMail): Promise<void> {
    const claim = claims.get(email);
    await sendClaimed(email, purpose, mail);
    claims.delete(email);
    if (claim?.failed) {
      await repository.releaseMailSlot(email, claim.atMs);
      throw mailNotSent();
    }
  }

  function mailNotSent() {
    return new APIError("SERVICE_UNAVAILABLE", {
      code: "MAIL_NOT_SENT",
      message: "The mail could not be sent; try again",
    });
  }

  function baseUrl(request: Request | undefined): string {
    return `${options.publicUrl}/${requestLanguage(request?.headers)}`;
  }

  const auth = betterAuth({
    appName: "kulit",
    baseURL: options.publicUrl,
    basePath: authBasePath,
    secret: options.secret,
    trustedOrigins: [new URL(options.publicUrl).origin, ...social.trustedOrigins],
    database: { db: options.db, type: options.dialect },
    telemetry: { enabled: false },
    // better-auth logs every refused request through its own console logger, whatever `logger`
    // says; our refusals (limits, back-off, wrong codes) are answers, not errors. A failure (a
    // database outage, a fault of ours) is logged once: by the account service for its own calls.
    onAPIError: {
      // Where a sign-in with a provider comes back to when its state is lost, so the page's
      // language is unknown; every other failure goes to the page it started from (account service).
      errorURL: `${options.publicUrl}${signInPath(defaultLanguage)}`,
      onError: (error) => {
        if (isAPIError(error) && error.status !== "INTERNAL_SERVER_ERROR") return;
        // The account service's calls classify and log their own faults (`failureOf`), and give
        // back the mail slots they claimed; a fault skips the after hook, which would have
        // forgotten the claims, so they are forgotten here.
        const claimed = recordAuthFault(error);
        if (claimed === undefined) logger.error("account request failed", { error });
        else for (const claim of claimed) claims.delete(claim.email);
      },
    },
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const fields = { source: "better-auth", details: args };
        // Our own refusals (limits, back-off, validation) are APIErrors better-auth logs as errors: they
        // are not; nor is a provider sign-in refused for an unconfirmed account (docs/security.md).
        const refused = args.some((arg) => isAPIError(arg)) || message === "account_not_linked";
        if (level === "error" && !refused) logger.error(message, fields);
        else if (level === "error" || level === "warn") logger.warn(message, fields);
        else logger.debug(message, fields);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 1,
      maxPasswordLength: 4 * passwordLength.max,
      revokeSessionsOnPasswordReset: true,
      onExistingUserSignUp: async ({ user }, request) => {
        const language = requestLanguage(request?.headers);
        if (!user.emailVerified) {
          // A sign-up whose code never arrived (mail down) can be finished by signing up again.
          await repository.voidVerificationCodes(user.email);
          const otp = await auth.api.createVerificationOTP({ body: { email: user.email, type: "email-verification" } });
          await sendClaimed(user.email, "email-verification", {
            to: user.email,
            ...verificationCodeMail(language, otp),
          });
          return;
        }
        const base = baseUrl(request);
        await sendClaimed(user.email, "existing-account", {
          to: user.email,
          ...existingAccountMail(language, `${base}/signin`, `${base}/forgot-password`),
        });
      },
    },
    // A sign-in of an unverified account must not replace the code already mailed; the sign-in
    // page links to the confirmation page, which resends on request.
    emailVerification: { autoSignInAfterVerification: true, sendOnSignIn: false },
    session: { expiresIn: sessionLifetimeSeconds, updateAge: 24 * 3600 },
    socialProviders: social.socialProviders,
    account: {
      accountLinking: {
        enabled: true,
        // A sign-in with a provider lands in the account of the same address: better-auth links
        // a trusted provider whatever it says of the address, so `validateUserInfo` below demands
        // the provider's word that the address is confirmed. An account whose address was never
        // confirmed here is never linked (better-auth's `requireLocalEmailVerified`, on by
        // default): its password may be someone else's (docs/security.md).
        trustedProviders: socialProviderIds,
      },
      // The provider's tokens are dropped when its account row is written (databaseHooks), and never
      // written again on later sign-ins.
      updateAccountOnSignIn: false,
    },
    user: {
      // A provider's identity makes an account or joins one only with an address the provider
      // has confirmed: our accounts all have a confirmed address (docs/security.md).
      validateUserInfo: ({ user, source }) => {
        if (source.method !== "oauth" || source.action === "sign-in" || user.emailVerified === true) return;
        return { error: providerEmailNotVerifiedCode, errorDescription: "The provider has not confirmed this address" };
      },
    },
    // kulit keeps no name, picture or provider token (the privacy policy says so): the sign-up form
    // asks for none, and what a provider sends is dropped before it is written.
    databaseHooks: {
      user: { create: { before: async (user) => ({ data: { ...user, name: "", image: null } }) } },
      account: {
        create: {
          before: async (account) =>
            account.providerId === "credential" ? undefined : { data: { ...account, ...providerGrantNotKept } },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      ...perMinute(60),
      customRules: {
        "/sign-in/email": perMinute(10),
        "/sign-up/email": perMinute(5),
        "/email-otp/send-verification-otp": perMinute(5),
        "/email-otp/verify-email": perMinute(10),
        "/email-otp/request-password-reset": perMinute(5),
        "/forget-password/email-otp": perMinute(5),
        "/sign-in/social": perMinute(10),
        "/email-otp/reset-password": perMinute(10),
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // better-auth skips its Origin (CSRF) check when NODE_ENV=test; it must hold in every mode.
      disableOriginCheck: false,
      useSecureCookies: options.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const badField = controlCharacterField(ctx.body);
        if (badField !== undefined) {
          throw badField === "email"
            ? refusal("BAD_REQUEST", "INVALID_EMAIL", "Invalid email")
            : refusal("BAD_REQUEST", "INVALID_INPUT", `${badField} must not contain control characters`);
        }
        if (passwordPaths.has(ctx.path)) {
          const password = passwordOf(ctx.body);
          if (password !== undefined) {
            const problem = passwordLengthProblem(password);
            if (problem === "password-too-short")
              throw refusal("BAD_REQUEST", "PASSWORD_TOO_SHORT", "Password too short");
            if (problem === "password-too-long") throw refusal("BAD_REQUEST", "PASSWORD_TOO_LONG", "Password too long");
            if (isCommonPassword(password)) {
              throw refusal("BAD_REQUEST", "PASSWORD_TOO_COMMON", "This password is too common");
            }
          }
        }
        if (ctx.path === "/sign-in/social" && (ctx.body as { idToken?: unknown } | undefined)?.idToken !== undefined) {
          // Signing in with an ID token a client got by itself is not one of our ways in.
          throw refusal("BAD_REQUEST", "ID_TOKEN_SIGN_IN_NOT_OFFERED", "Sign in through the provider's page");
        }
        if (ctx.path === "/email-otp/send-verification-otp") {
          const type: unknown = (ctx.body as { type?: unknown } | undefined)?.type;
          if (type !== "email-verification") {
            throw refusal("BAD_REQUEST", "INVALID_OTP_TYPE", 'Only type "email-verification" is offered');
          }
        }
        const email = emailOf(ctx.body);
        if (email === undefined || !emailAddressSchema.safeParse(email).success) return;

        if (mailPaths.has(ctx.path)) {
          const at = now();
          const verdict = await repository.claimMailSlot(email, ctx.path, at, mailLimits);
          if (!verdict.allowed) {
            const code = verdict.reason === "too-soon" ? "RESEND_TOO_SOON" : "RESEND_LIMIT";
            throw refusal("TOO_MANY_REQUESTS", code, "Too many codes for this address", verdict.retryAfterMs);
          }
          claims.set(email, { atMs: at, failed: false });
          recordMailClaim({ email, atMs: at });
          if (codeRequestPaths.has(ctx.path) && !(await repository.hasAccount(email))) {
            const language = requestLanguage(ctx.request?.headers ?? ctx.headers);
            await sendNow(email, "no-account", {
              to: email,
              ...noAccountMail(language, `${options.publicUrl}/${language}/signup`),
            });
            return ctx.json({ success: true });
          }
        }
        if (ctx.path === "/sign-in/email") {
          const claim = await repository.claimSignInAttempt(email, now());
          if (!claim.allowed) {
            throw refusal(
              "TOO_MANY_REQUESTS",
              "SIGNIN_LOCKED",
              "Too many failed sign-ins",
              claim.lockedUntilMs - now(),
            );
          }
          // An unconfirmed account answers like a wrong password, whatever the password: otherwise
          // signing up someone's address and then signing in would tell whether it had an account.
          // Hashing the password costs what checking it would, so the time says nothing either.
          if (await repository.isUnconfirmedAccount(email)) {
            await ctx.context.password.hash(passwordOf(ctx.body) ?? "");
            // better-auth's own wrong-password answer, word for word (a test compares the two).
            throw new APIError("UNAUTHORIZED", {
              code: "INVALID_EMAIL_OR_PASSWORD",
              message: "Invalid email or password",
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = emailOf(ctx.body);
        if (email === undefined) return;
        const returned: unknown = ctx.context.returned;
        if (mailPaths.has(ctx.path)) {
          const claim = claims.get(email);
          claims.delete(email);
          if (claim && (claim.failed || isAPIError(returned))) await repository.releaseMailSlot(email, claim.atMs);
          if (claim?.failed) throw mailNotSent();
          return;
        }
        if (ctx.path !== "/sign-in/email") return;
        if (!isAPIError(returned)) await repository.clearSignInFailures(email);
      }),
    },
    plugins: [
      onlyOfferedPaths(socialProviderIds),
      // The OpenID Connect provider, when configured; with none, the plugin holds no provider.
      genericOAuth({ config: social.genericOAuth }),
      // API clients send their session token as `Authorization: Bearer` to /api/auth (docs/api.md).
      bearer(),
      jwt({
        jwt: {
          ...accessTokenParties(options.publicUrl),
          expirationTime: `${options.accessTokenLifetimeSeconds ?? accessTokenLifetimeSeconds}s`,
          // Who the user is, and the session it was minted from: signing out ends its tokens too.
          definePayload: ({ user, session }) => ({ email: user.email, sid: session.id }),
        },
        disableSettingJwtHeader: true,
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: codeLifetimeSeconds,
        allowedAttempts: 5,
        // Keyed with the auth secret: a stolen database alone cannot try the million codes offline.
        storeOTP: { hash: async (otp) => createHmac("sha256", options.secret).update(otp).digest("base64url") },
        overrideDefaultEmailVerification: true,
        rateLimit: perMinute(10),
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          const language = requestLanguage(ctx?.request?.headers ?? ctx?.headers);
          const content =
            type === "forget-password" ? passwordResetMail(language, otp) : verificationCodeMail(language, otp);
          await sendClaimed(email.toLowerCase(), type, { to: email, ...content });
        },
      }),
    ],
  });
  return auth;
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
