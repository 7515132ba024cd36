import { createHash } from "node:crypto";
import { z } from "zod";
import { aspects } from "~/domain/aspects";
import { canonicalJson } from "~/domain/canonical-json";
import type { AnalysisAnswers } from "~/domain/questionnaire";
import { signedTokens } from "../signed-token.server";

/**
 * The result token of an analysis shown before sign-up (docs/rules.md, "The skin analysis";
 * docs/security.md, "The result before sign-up"): base64url(JSON payload) "." base64url(HMAC-SHA256).
 * The payload holds the random parts r the preview drew, so that the analysis saved at sign-up
 * has the very scores the visitor saw, while the server keeps nothing for an anonymous visitor.
 * A digest of the answers ties the token to them: with other answers it is worth nothing.
 */

/** Our tokens are about 200 characters; longer input is refused before any decoding. */
export const maxResultTokenLength = 2048;

/** How long a preview's scores can still be saved (docs/rules.md). */
export const resultTokenLifetimeMs = 24 * 60 * 60 * 1000;

/** Clocks of several instances disagree a little; a token from further ahead was not ours. */
const allowedClockSkewMs = 60 * 1000;

/** Versioned, so that neither another use of the secret nor a future format is taken for this one. */
const keyLabel = "kulit analysis result v1";
const version = 1;

/** The r of docs/rules.md, "Scores": an integer 0…20, one per aspect in the order of `aspects`. */
const noiseSchema = z.array(z.number().int().min(0).max(20)).length(aspects.length);

const payloadSchema = z.strictObject({
  v: z.literal(version),
  /** SHA-256 of the answers' canonical JSON, base64url. */
  a: z.string(),
  n: noiseSchema,
  /** When the preview was drawn, in milliseconds since 1970. */
  t: z.number().int().nonnegative(),
});
type Payload = z.infer<typeof payloadSchema>;

export interface ResultTokenContent {
  /** The answers as the analysis service parsed them. */
  answers: AnalysisAnswers;
  /** One r per aspect, in the order of `aspects`. */
  noise: readonly number[];
  issuedAt: Date;
}

function answersDigest(answers: AnalysisAnswers): string {
  return createHash("sha256").update(canonicalJson(answers)).digest("base64url");
}

function parsePayload(value: unknown): Payload | null {
  const parsed = payloadSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function signResultToken(secret: string, content: ResultTokenContent): Promise<string> {
  const payload: Payload = {
    v: version,
    a: answersDigest(content.answers),
    // A token that could not be read back would be a fault of ours, not of the visitor's.
    n: noiseSchema.parse(content.noise),
    t: content.issuedAt.getTime(),
  };
  return signedTokens(secret, keyLabel, maxResultTokenLength).seal(payload);
}

/**
 * The noise of a token we signed for these same answers within the last 24 hours; null for
 * anything else (another format or version, a changed character, other answers, too old, from
 * the future), which the caller treats as no token at all.
 */
export async function readResultToken(
  secret: string,
  token: string,
  answers: AnalysisAnswers,
  now: Date,
): Promise<readonly number[] | null> {
  const payload = parsePayload(await signedTokens(secret, keyLabel, maxResultTokenLength).open(token));
  if (payload === null || payload.a !== answersDigest(answers)) return null;
  const age = now.getTime() - payload.t;
  if (age > resultTokenLifetimeMs || age < -allowedClockSkewMs) return null;
  return payload.n;
}
