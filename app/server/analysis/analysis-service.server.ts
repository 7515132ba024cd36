import { randomInt, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { $ZodError } from "zod/v4/core";
import { aspects, byAspect } from "~/domain/aspects";
import { budgetLevelOfAnswer } from "~/domain/budget";
import { type AnalysisAnswers, analysisAnswersSchema } from "~/domain/analysis-answers";
import { type AnalysisResult, analysisResult, type ScoreNoise } from "~/domain/questionnaire";
import type { SkinAnalysis } from "~/domain/skin-analysis";
import { isSkinType } from "~/domain/skin-types";
import type { Database } from "../db/schema.server";
import type { Logger } from "../logger.server";
import type { ObjectStorage } from "../storage/object-storage.server";
import { reencodeSelfie, selfieKey, selfiePrefix } from "../storage/selfie-images.server";
import type { AnalysisEvents } from "./analysis-events.server";
import { type AnalysisRow, AnalysisRepository } from "./analysis-repository.server";
import { readResultToken, signResultToken } from "./result-token.server";

/** Answers that break the rules of docs/rules.md (a missing step, an option that does not exist). */
export class InvalidAnswersError extends Error {
  override readonly name = "InvalidAnswersError";
  constructor(readonly fields: string[]) {
    super(`invalid analysis answers: ${fields.join(", ")}`);
  }
}

/** The result an anonymous visitor sees before signing up, and the token that carries it to the save. */
export interface AnalysisPreview {
  result: AnalysisResult;
  /** Signed; `save` with the same answers within 24 hours saves exactly these scores. */
  resultToken: string;
}

/**
 * The skin analyses of users (docs/rules.md): every analysis is kept, the latest is the
 * profile. Every method is scoped to the given owner: no method reads or changes
 * another user's analysis or selfie.
 */
export interface AnalysisService {
  /**
   * Validates the answers like `save` and computes the result without saving anything
   * (docs/rules.md, "The skin analysis"). Throws InvalidAnswersError.
   */
  preview(answers: unknown): Promise<AnalysisPreview>;
  /**
   * Validates the answers (unknown input, parsed here), computes skin type, budget level
   * and scores on the server (docs/rules.md), stores the selfie when given (validated,
   * re-encoded, under `private/{userId}/`), and saves a new analysis. A result token of a
   * preview of these answers, still valid, gives the scores the visitor was shown; any other
   * token is ignored and the scores are drawn afresh.
   * Throws InvalidAnswersError or SelfieRejectedError and saves nothing then. A selfie the
   * storage cannot take (the store is down) does not cost the visitor the analysis: it is
   * saved without one (`hasSelfie` false), and the caller tells the visitor.
   */
  save(userId: string, answers: unknown, selfie: Uint8Array | null, resultToken?: string | null): Promise<SkinAnalysis>;
  /** The owner's latest analysis, or null. */
  latest(userId: string): Promise<SkinAnalysis | null>;
  /** All of the owner's analyses, oldest first (the progress chart). */
  history(userId: string): Promise<SkinAnalysis[]>;
  /** The JPEG of the owner's latest analysis, or null when it has none. */
  latestSelfie(userId: string): Promise<Uint8Array | null>;
  /** Deletes every selfie of the owner and forgets them on their analyses. */
  deleteSelfies(userId: string): Promise<void>;
  /** Deletes every analysis and selfie of the owner (account deletion). */
  deleteAllOf(userId: string): Promise<void>;
}

export interface AnalysisServiceOptions {
  db: Kysely<Database>;
  storage: ObjectStorage;
  /** The auth secret: the result tokens are signed with a key derived from it. */
  secret: string;
  /** The r of the score rule; a CSPRNG-backed uniform 0…20 unless a test fixes it. */
  noise?: ScoreNoise;
  /** The clock of the analyses' dates and of the result tokens' 24 hours. */
  now?: () => Date;
  /** Told of every analysis once it is saved, whichever client saved it. */
  events?: AnalysisEvents;
  /** Where a selfie the storage could not take is logged (the analysis is saved without it). */
  logger: Logger;
}

/** The names of the answers that failed, for the error (an unknown key names itself). */
function fieldsOf(error: $ZodError): string[] {
  const fields = error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") return issue.keys;
    const [field] = issue.path;
    return [typeof field === "string" ? field : "answers"];
  });
  return [...new Set(fields)];
}

function analysisOf(row: AnalysisRow): SkinAnalysis {
  if (!isSkinType(row.skin_type)) throw new Error(`analysis ${row.id} has an unknown skin type "${row.skin_type}"`);
  return {
    id: row.id,
    userId: row.user_id,
    gender: row.gender,
    age: row.age,
    budget: budgetLevelOfAnswer(row.budget),
    location: row.location,
    skinType: row.skin_type,
    // The score columns are named as the aspects (app/server/db/schema.server.ts).
    scores: byAspect((aspect) => row[aspect]),
    hasSelfie: row.image_key !== null,
    createdAt: row.created_at,
  };
}

/**
 * The clock's time, or 1 ms after the owner's latest analysis when the clock has not moved
 * past it (two saves in one millisecond, or a clock set back), so that "latest" is always
 * the one saved last.
 */
function createdAtAfter(latest: AnalysisRow | undefined, now: Date): string {
  const candidate = now.toISOString();
  if (latest === undefined || latest.created_at < candidate) return candidate;
  return new Date(Date.parse(latest.created_at) + 1).toISOString();
}

/**
 * The result with the given r per aspect: `analysisResult` draws once per aspect, in the order
 * of `aspects`, so handing the draws out in that order gives each aspect its own.
 */
function resultWith(answers: AnalysisAnswers, draws: readonly number[]): AnalysisResult {
  let next = 0;
  return analysisResult(answers, () => {
    const draw = draws[next];
    if (draw === undefined) throw new Error(`analysisResult drew more than the ${draws.length} values it was given`);
    next += 1;
    return draw;
  });
}

function parseAnswers(answers: unknown): AnalysisAnswers {
  const parsed = analysisAnswersSchema.safeParse(answers);
  if (!parsed.success) throw new InvalidAnswersError(fieldsOf(parsed.error));
  return parsed.data;
}

export function createAnalysisService(options: AnalysisServiceOptions): AnalysisService {
  const { db, storage, secret } = options;
  const noise = options.noise ?? (() => randomInt(0, 21));
  const now = options.now ?? (() => new Date());
  const repository = new AnalysisRepository(db);
  const freshDraws = () => aspects.map(() => noise());

  async function preview(answers: unknown): Promise<AnalysisPreview> {
    const parsed = parseAnswers(answers);
    const draws = freshDraws();
    return {
      result: resultWith(parsed, draws),
      resultToken: await signResultToken(secret, { answers: parsed, noise: draws, issuedAt: now() }),
    };
  }

  /** The key the selfie is stored under, or null when the storage could not take it. */
  async function storedSelfie(key: string, jpeg: Uint8Array): Promise<string | null> {
    try {
      await storage.put(key, jpeg, "image/jpeg");
      return key;
    } catch (error) {
      // Should part of it have been written, it lies under the owner's prefix and goes with their other selfies.
      options.logger.error("selfie not stored: the analysis is saved without it", { error });
      return null;
    }
  }

  async function save(
    userId: string,
    answers: unknown,
    selfie: Uint8Array | null,
    resultToken: string | null = null,
  ): Promise<SkinAnalysis> {
    const parsed = parseAnswers(answers);
    // Re-encoding first means a refused image stops the save before anything is written.
    const jpeg = selfie === null ? null : await reencodeSelfie(selfie);
    // A stale or foreign token is an ordinary case (a preview left open overnight, changed answers).
    const shown = resultToken === null ? null : await readResultToken(secret, resultToken, parsed, now());
    const { skinType, budget, scores } = resultWith(parsed, shown ?? freshDraws());
    const id = randomUUID();
    const imageKey = jpeg === null ? null : await storedSelfie(selfieKey(userId, id), jpeg);
    let saved: SkinAnalysis;
    try {
      const row = await db.transaction().execute(async (trx) => {
        const owned = new AnalysisRepository(trx);
        await owned.lockOwner(userId);
        const created: AnalysisRow = {
          id,
          user_id: userId,
          gender: parsed.gender,
          age: parsed.age,
          budget,
          skin_type: skinType,
          location: parsed.location,
          image_key: imageKey,
          ...scores,
          created_at: createdAtAfter(await owned.latest(userId), now()),
        };
        await owned.insert(created);
        return created;
      });
      saved = analysisOf(row);
    } catch (error) {
      // The failed insert is what the caller must hear about; should this clean-up fail too,
      // the object stays under the owner's prefix and goes with their other selfies.
      if (imageKey !== null) await storage.delete(imageKey).catch(() => undefined);
      throw error;
    }
    await options.events?.publish(saved);
    return saved;
  }

  async function latest(userId: string): Promise<SkinAnalysis | null> {
    const row = await repository.latest(userId);
    return row === undefined ? null : analysisOf(row);
  }

  async function history(userId: string): Promise<SkinAnalysis[]> {
    return (await repository.allOf(userId)).map(analysisOf);
  }

  async function latestSelfie(userId: string): Promise<Uint8Array | null> {
    const imageKey = (await repository.latest(userId))?.image_key ?? null;
    return imageKey === null ? null : storage.get(imageKey);
  }

  /**
   * Removes the objects the rows point to and then everything under the owner's prefix
   * (which also catches an object whose save failed half-way), and only then forgets the
   * keys, so that a failure part-way never leaves a selfie stored but unreachable for deletion.
   */
  async function deleteStoredSelfies(userId: string): Promise<void> {
    for (const key of await repository.imageKeysOf(userId)) await storage.delete(key);
    await storage.deletePrefix(selfiePrefix(userId));
  }

  async function deleteSelfies(userId: string): Promise<void> {
    await deleteStoredSelfies(userId);
    await repository.clearImageKeysOf(userId);
  }

  async function deleteAllOf(userId: string): Promise<void> {
    await deleteStoredSelfies(userId);
    await repository.deleteAllOf(userId);
  }

  return { preview, save, latest, history, latestSelfie, deleteSelfies, deleteAllOf };
}
