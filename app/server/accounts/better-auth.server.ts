import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import { emailOTP } from "better-auth/plugins/email-otp";
import { jwt } from "better-auth/plugins/jwt";
import type { Kysely } from "kysely";
import { resendVerdict } from "~/domain/mail-resend-limits";
import { signInLockMs } from "~/domain/sign-in-backoff";
import type { Dialect } from "../db/database.server";
import type { Database } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { existingAccountMail, passwordResetMail, verificationCodeMail } from "../mail/account-mails.server";
import { codeValidityMinutes } from "../mail/mail-texts.server";
import type { Mailer, OutgoingMail } from "../mail/mailer.server";
import type { AccountRepository } from "./account-repository.server";
import { isCommonPassword } from "./common-passwords.server";
import { requestLanguage } from "./request-language.server";

/** The header Express fills with the client address it trusts (never the client's own X-Forwarded-For). */
export const clientIpHeader = "x-kulit-client-ip";

export const authBasePath = "/api/auth";
// The mails state the lifetime, so both read it from one place.
const codeLifetimeSeconds = codeValidityMinutes * 60;
const sessionLifetimeSeconds = 30 * 24 * 3600;
/** Access tokens for `/graphql` (DESIGN.md §6): short-lived, minted from a session at `/api/auth/token`. */
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
  /** Lifetime of access tokens; `accessTokenLifetimeSeconds` unless a test shortens it. */
  accessTokenSeconds?: number;
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

const passwordPaths = new Set(["/sign-up/email", "/email-otp/reset-password", "/reset-password", "/change-password"]);
const resendPaths = new Set([
  "/email-otp/send-verification-otp",
  "/email-otp/request-password-reset",
  "/forget-password/email-otp",
]);

/**
 * better-auth with email + password, codes by mail (email-OTP plugin), and the rules of
 * DESIGN.md §6 that it doesn't have built in: the common-password list, resend limits per
 * address and the sign-in back-off per account.
 */
export function createBetterAuth(options: BetterAuthOptions) {
  const { repository, logger, mailer } = options;
  const now = options.now ?? Date.now;
  const perMinute = (max: number) => ({ window: 60, max: Math.max(1, Math.round(max * options.rateLimitFactor)) });

  /** Sends one account mail unless the address had one too recently; the limit applies to every kind. */
  async function sendLimited(email: string, purpose: string, mail: OutgoingMail): Promise<void> {
    const at = now();
    const verdict = resendVerdict(await repository.mailTimes(email, at - 3_600_000), at);
    if (!verdict.allowed) {
      logger.warn("account mail not sent: limit reached", { purpose, reason: verdict.reason });
      return;
    }
    await repository.recordMail(email, purpose, at);
    await mailer.send(mail);
  }

  return betterAuth({
    appName: "kulit",
    baseURL: options.publicUrl,
    basePath: authBasePath,
    secret: options.secret,
    trustedOrigins: [new URL(options.publicUrl).origin],
    database: { db: options.db, type: options.dialect },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const fields = { source: "better-auth", details: args };
        if (level === "error") logger.error(message, fields);
        else if (level === "warn") logger.warn(message, fields);
        else logger.debug(message, fields);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      onExistingUserSignUp: async ({ user }, request) => {
        const language = requestLanguage(request?.headers);
        const base = `${options.publicUrl}/${language}`;
        await sendLimited(user.email, "existing-account", {
          to: user.email,
          ...existingAccountMail(language, `${base}/signin`, `${base}/forgot-password`),
        });
      },
    },
    // A sign-in of an unverified account must not replace the code already mailed (the new one
    // could be held back by the resend limit, leaving the user with a void code); the sign-in
    // page links to the confirmation page, which resends on request.
    emailVerification: { autoSignInAfterVerification: true, sendOnSignIn: false },
    session: { expiresIn: sessionLifetimeSeconds, updateAge: 24 * 3600 },
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
        "/email-otp/reset-password": perMinute(10),
        "/email-otp/check-verification-otp": perMinute(10),
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
        if (passwordPaths.has(ctx.path)) {
          const password = passwordOf(ctx.body);
          if (password !== undefined && isCommonPassword(password)) {
            throw refusal("BAD_REQUEST", "PASSWORD_TOO_COMMON", "This password is too common");
          }
        }
        const email = emailOf(ctx.body);
        if (email === undefined) return;
        if (resendPaths.has(ctx.path)) {
          const at = now();
          const verdict = resendVerdict(await repository.mailTimes(email, at - 3_600_000), at);
          if (!verdict.allowed) {
            const code = verdict.reason === "too-soon" ? "RESEND_TOO_SOON" : "RESEND_LIMIT";
            throw refusal("TOO_MANY_REQUESTS", code, "Too many codes for this address", verdict.retryAfterMs);
          }
        }
        if (ctx.path === "/sign-in/email") {
          const { lockedUntilMs } = await repository.signInFailures(email);
          const wait = lockedUntilMs - now();
          if (wait > 0) throw refusal("TOO_MANY_REQUESTS", "SIGNIN_LOCKED", "Too many failed sign-ins", wait);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = emailOf(ctx.body);
        if (email === undefined) return;
        const returned: unknown = ctx.context.returned;
        if (isAPIError(returned)) {
          if (returned.body?.code !== "INVALID_EMAIL_OR_PASSWORD") return;
          const failures = (await repository.signInFailures(email)).failures + 1;
          const lock = signInLockMs(failures);
          await repository.saveSignInFailures(email, { failures, lockedUntilMs: lock > 0 ? now() + lock : 0 });
          return;
        }
        await repository.clearSignInFailures(email);
      }),
    },
    plugins: [
      // API clients send their session token as `Authorization: Bearer` to /api/auth (DESIGN.md §6).
      bearer(),
      jwt({
        jwt: {
          ...accessTokenParties(options.publicUrl),
          expirationTime: `${options.accessTokenSeconds ?? accessTokenLifetimeSeconds}s`,
          // Who the user is, and the session it was minted from: signing out ends its tokens too.
          definePayload: ({ user, session }) => ({ email: user.email, sid: session.id }),
        },
        disableSettingJwtHeader: true,
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: codeLifetimeSeconds,
        allowedAttempts: 5,
        storeOTP: "hashed",
        overrideDefaultEmailVerification: true,
        rateLimit: perMinute(10),
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          const language = requestLanguage(ctx?.request?.headers ?? ctx?.headers);
          const content =
            type === "forget-password" ? passwordResetMail(language, otp) : verificationCodeMail(language, otp);
          await sendLimited(email, type, { to: email, ...content });
        },
      }),
    ],
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
