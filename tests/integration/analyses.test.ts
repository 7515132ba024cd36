import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Aspect, aspects } from "~/domain/aspects";
import type { AnalysisAnswers } from "~/domain/questionnaire";
import {
  type AnalysisService,
  createAnalysisService,
  InvalidAnswersError,
} from "~/server/analysis/analysis-service.server";
import type { AnalysesTable } from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { createLocalFolderStorage } from "~/server/storage/local-folder-storage.server";
import type { ObjectStorage } from "~/server/storage/object-storage.server";
import { SelfieRejectedError, selfieKey, selfiePrefix } from "~/server/storage/selfie-images.server";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";
import { createTestUser } from "./support/test-users";
import { testAuthSecret } from "./support/test-keys";

/**
 * The analysis service on the run's dialect with selfies in a local folder: validation,
 * server-side scores, order, selfie storage and deletion, and that one user can never
 * reach another's analyses or selfie (docs/rules.md, docs/security.md).
 */
let database: TestDatabase;
let storageDir: string;
let storage: ObjectStorage;
let userCount = 0;
const logger = createLogger("error");

const answers: AnalysisAnswers = {
  gender: 2,
  age: 2,
  budget: 3,
  location: "Indonesia",
  skinType: 3,
  eyebags: 1,
  dryness: 2,
  redness: 3,
  wrinkles: 4,
  acne: 5,
  pores: 2,
};

/** A PNG selfie carrying EXIF metadata (a camera's copyright), which must not survive. */
let selfiePng: Uint8Array;

/** Noise that hands out the given draws in turn, then starts over. */
function noiseOf(...draws: number[]): () => number {
  let next = 0;
  return () => draws[next++ % draws.length] ?? 0;
}

function serviceWith(options: { noise?: () => number; now?: () => Date } = {}): AnalysisService {
  return createAnalysisService({
    db: database.db,
    storage,
    secret: testAuthSecret,
    logger,
    noise: noiseOf(10),
    ...options,
  });
}

const newUser = () => createTestUser(database.db, `user-${(userCount += 1)}@example.com`);

/** Every stored file, as `/`-separated paths relative to the storage folder. */
function storedFiles(dir = storageDir): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

beforeAll(async () => {
  database = await createTestDatabase();
  selfiePng = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: "Camera Owner", Artist: "Someone" } } })
    .toBuffer();
});

afterAll(async () => {
  await database.destroy();
});

beforeEach(() => {
  storageDir = mkdtempSync(path.join(tmpdir(), "kulit-selfies-"));
  storage = createLocalFolderStorage(storageDir);
  return () => rmSync(storageDir, { recursive: true, force: true });
});

describe(`saving an analysis (${testDialect()})`, () => {
  it.each([
    ["a missing step", { ...answers, pores: undefined }, ["pores"]],
    ["an option that does not exist", { ...answers, skinType: 5 }, ["skinType"]],
    ["option 0", { ...answers, gender: 0 }, ["gender"]],
    ["a fractional option", { ...answers, budget: 1.5 }, ["budget"]],
    ["an option as text", { ...answers, age: "2" }, ["age"]],
    ["an empty location", { ...answers, location: " " }, ["location"]],
    ["a too long location", { ...answers, location: "x".repeat(101) }, ["location"]],
    ["a location with a NUL", { ...answers, location: "Indo\u0000nesia" }, ["location"]],
    ["scores from the browser", { ...answers, eyebags: 1, acne: 1, scores: { acne: 100 } }, ["scores"]],
    ["two bad answers", { ...answers, redness: 6, wrinkles: -1 }, ["redness", "wrinkles"]],
    ["no answers at all", null, ["answers"]],
  ])("refuses %s and saves nothing", async (_name, input, fields) => {
    const userId = await newUser();
    const service = serviceWith();
    const refusal = service.save(userId, input, selfiePng);
    await expect(refusal).rejects.toThrow(InvalidAnswersError);
    await expect(refusal).rejects.toMatchObject({ fields });
    expect(await service.history(userId)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("computes skin type, budget and scores on the server: 100 − (20 × answer − r)", async () => {
    const userId = await newUser();
    const draws = [0, 20, 7, 13, 3, 20];
    const service = serviceWith({ noise: noiseOf(...draws) });
    const saved = await service.save(userId, { ...answers, location: "  Indonesia  " }, null);
    expect(saved).toMatchObject({
      userId,
      gender: 2,
      age: 2,
      budget: 3,
      location: "Indonesia",
      skinType: "oily",
      hasSelfie: false,
    });
    expect(saved.scores).toEqual(
      Object.fromEntries(aspects.map((aspect, index) => [aspect, 100 - (20 * answers[aspect] - (draws[index] ?? 0))])),
    );
    expect(saved.scores).toEqual({ eyebags: 80, dryness: 80, redness: 47, wrinkles: 33, acne: 3, pores: 80 });
    expect(saved.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(saved.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await service.latest(userId)).toEqual(saved);
  });

  it("maps each skin type answer and keeps scores within 0…100 at the extremes of r", async () => {
    const userId = await newUser();
    const lowest = await serviceWith({ noise: () => 0 }).save(userId, { ...answers, skinType: 1, budget: 1 }, null);
    expect(lowest.skinType).toBe("combination");
    expect(lowest.budget).toBe(1);
    expect(lowest.scores.acne).toBe(0);
    const highest = await serviceWith({ noise: () => 20 }).save(userId, { ...answers, skinType: 4, eyebags: 1 }, null);
    expect(highest.skinType).toBe("normal");
    expect(highest.scores.eyebags).toBe(100);
    const dry = await serviceWith().save(userId, { ...answers, skinType: 2 }, null);
    expect(dry.skinType).toBe("dry");
  });

  it("draws r from a CSPRNG by default, always an integer in 0…20", async () => {
    const userId = await newUser();
    const service = createAnalysisService({ db: database.db, storage, secret: testAuthSecret, logger });
    const all5 = Object.fromEntries(aspects.map((aspect) => [aspect, 5]));
    for (let i = 0; i < 5; i += 1) {
      const { scores } = await service.save(userId, { ...answers, ...all5 }, null);
      for (const aspect of aspects) {
        expect(Number.isInteger(scores[aspect])).toBe(true);
        expect(scores[aspect]).toBeGreaterThanOrEqual(0);
        expect(scores[aspect]).toBeLessThanOrEqual(20);
      }
    }
  });
});

describe(`the result before sign-up (${testDialect()})`, () => {
  it("saves the previewed scores with the preview's token, for 24 hours", async () => {
    const userId = await newUser();
    let clock = Date.parse("2025-03-01T10:00:00.000Z");
    let draw = 3;
    const service = serviceWith({ noise: () => draw, now: () => new Date(clock) });
    const { result, resultToken } = await service.preview({ ...answers, location: "  Indonesia  " });
    expect(result).toEqual({
      skinType: "oily",
      budget: 3,
      scores: Object.fromEntries(aspects.map((aspect) => [aspect, 100 - (20 * answers[aspect] - 3)])),
    });
    expect(await service.history(userId)).toEqual([]);

    draw = 17;
    clock += 24 * 60 * 60 * 1000;
    expect((await service.save(userId, answers, null, resultToken)).scores).toEqual(result.scores);
    clock += 1;
    const afterADay = await service.save(userId, answers, null, resultToken);
    expect(afterADay.scores).toEqual(
      Object.fromEntries(aspects.map((aspect) => [aspect, 100 - (20 * answers[aspect] - 17)])),
    );
  });

  it("draws afresh for a token of other answers, and refuses invalid answers as save does", async () => {
    const userId = await newUser();
    let draw = 3;
    const service = serviceWith({ noise: () => draw });
    const { resultToken } = await service.preview(answers);
    draw = 17;
    const other = await service.save(userId, { ...answers, acne: 1 }, null, resultToken);
    expect(other.scores.acne).toBe(100 - (20 * 1 - 17));
    await expect(service.preview({ ...answers, skinType: 5 })).rejects.toThrow(InvalidAnswersError);
    await expect(service.preview(null)).rejects.toThrow(expect.objectContaining({ fields: ["answers"] }));
  });
});

describe(`latest and history (${testDialect()})`, () => {
  it("keeps every analysis; history is oldest first and latest the newest", async () => {
    const userId = await newUser();
    let clock = Date.parse("2025-03-01T10:00:00.000Z");
    const service = serviceWith({ now: () => new Date((clock += 60_000)) });
    expect(await service.latest(userId)).toBeNull();
    expect(await service.history(userId)).toEqual([]);
    const saved = [];
    for (const acne of [5, 3, 1]) saved.push(await service.save(userId, { ...answers, acne }, null));
    expect(await service.history(userId)).toEqual(saved);
    expect(await service.latest(userId)).toEqual(saved[2]);
    expect(saved.map((analysis) => analysis.createdAt)).toEqual([
      "2025-03-01T10:01:00.000Z",
      "2025-03-01T10:02:00.000Z",
      "2025-03-01T10:03:00.000Z",
    ]);
  });

  it("orders analyses saved in the same millisecond, or with the clock set back, by when they were saved", async () => {
    const userId = await newUser();
    const instants = ["2025-03-01T10:00:00.000Z", "2025-03-01T10:00:00.000Z", "2025-03-01T10:00:00.000Z"];
    instants.push("2025-03-01T09:00:00.000Z");
    let next = 0;
    const service = serviceWith({ now: () => new Date(instants[next++] ?? instants[0] ?? "") });
    const saved = [];
    for (let i = 0; i < instants.length; i += 1) saved.push(await service.save(userId, answers, null));
    expect(saved.map((analysis) => analysis.createdAt)).toEqual([
      "2025-03-01T10:00:00.000Z",
      "2025-03-01T10:00:00.001Z",
      "2025-03-01T10:00:00.002Z",
      "2025-03-01T10:00:00.003Z",
    ]);
    expect((await service.history(userId)).map((analysis) => analysis.id)).toEqual(saved.map((a) => a.id));
    expect((await service.latest(userId))?.id).toBe(saved[3]?.id);
  });

  it("keeps the order of saves made at the same time", async () => {
    const userId = await newUser();
    const service = serviceWith({ now: () => new Date("2025-03-01T10:00:00.000Z") });
    const saved = await Promise.all([1, 2, 3, 4, 5].map((acne) => service.save(userId, { ...answers, acne }, null)));
    const history = await service.history(userId);
    expect(history).toHaveLength(5);
    expect(new Set(history.map((analysis) => analysis.createdAt)).size).toBe(5);
    expect(history.map((analysis) => analysis.id).sort()).toEqual(saved.map((analysis) => analysis.id).sort());
    expect(await service.latest(userId)).toEqual(history[4]);
  });
});

describe(`selfies (${testDialect()})`, () => {
  it("stores the selfie re-encoded as JPEG without metadata under private/{userId}/", async () => {
    const userId = await newUser();
    const service = serviceWith();
    const saved = await service.save(userId, answers, selfiePng);
    expect(saved.hasSelfie).toBe(true);
    const key = selfieKey(userId, saved.id);
    expect(key.startsWith(`private/${userId}/`)).toBe(true);
    expect(storedFiles()).toEqual([key]);

    const stored = await storage.get(key);
    expect(stored).not.toBeNull();
    const jpeg = stored ?? new Uint8Array();
    expect(isJpeg(jpeg)).toBe(true);
    expect(Buffer.from(jpeg).equals(Buffer.from(selfiePng))).toBe(false);
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from((await service.latestSelfie(userId)) ?? []).equals(Buffer.from(jpeg))).toBe(true);
  });

  it("serves the selfie of the latest analysis only", async () => {
    const userId = await newUser();
    const service = serviceWith();
    await service.save(userId, answers, selfiePng);
    expect(await service.latestSelfie(userId)).not.toBeNull();
    const without = await service.save(userId, answers, null);
    expect(without.hasSelfie).toBe(false);
    expect(await service.latestSelfie(userId)).toBeNull();
    expect(storedFiles()).toHaveLength(1);
  });

  it("refuses what is not an image and saves nothing", async () => {
    const userId = await newUser();
    const service = serviceWith();
    const notAnImage = new TextEncoder().encode("GIF89a… or rather just some text");
    await expect(service.save(userId, answers, notAnImage)).rejects.toThrow(SelfieRejectedError);
    expect(await service.history(userId)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("removes the stored selfie again when the analysis cannot be saved", async () => {
    const service = serviceWith();
    await expect(service.save("no-such-user", answers, selfiePng)).rejects.toThrow(/foreign key/i);
    expect(storedFiles()).toEqual([]);
    expect(await service.history("no-such-user")).toEqual([]);
  });

  it("deleteSelfies removes every selfie of the owner and keeps the analyses", async () => {
    const userId = await newUser();
    const service = serviceWith();
    const first = await service.save(userId, answers, selfiePng);
    const second = await service.save(userId, answers, selfiePng);
    expect(storedFiles()).toHaveLength(2);
    await service.deleteSelfies(userId);
    expect(storedFiles()).toEqual([]);
    expect(await storage.get(selfieKey(userId, second.id))).toBeNull();
    expect(await service.latestSelfie(userId)).toBeNull();
    expect(await service.history(userId)).toEqual([
      { ...first, hasSelfie: false },
      { ...second, hasSelfie: false },
    ]);
    await service.deleteSelfies(userId);
    expect(await service.history(userId)).toHaveLength(2);
  });

  it("deleteAllOf removes every analysis and selfie of the owner", async () => {
    const userId = await newUser();
    const service = serviceWith();
    await service.save(userId, answers, selfiePng);
    await service.save(userId, answers, null);
    await service.deleteAllOf(userId);
    expect(await service.history(userId)).toEqual([]);
    expect(await service.latest(userId)).toBeNull();
    expect(await service.latestSelfie(userId)).toBeNull();
    expect(storedFiles()).toEqual([]);
    const remaining = await database.db.selectFrom("analyses").select("id").where("user_id", "=", userId).execute();
    expect(remaining).toEqual([]);
  });
});

describe(`two users (${testDialect()})`, () => {
  it("neither reads nor deletes the other's analyses or selfie through any method", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const service = serviceWith();
    const alicePng = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#112233" } })
      .png()
      .toBuffer();
    const aliceOld = await service.save(alice, { ...answers, acne: 1 }, alicePng);
    const aliceLatest = await service.save(alice, { ...answers, acne: 2 }, alicePng);
    const aliceSelfie = await service.latestSelfie(alice);
    const aliceFiles = storedFiles().filter((file) => file.startsWith(selfiePrefix(alice)));
    expect(aliceFiles).toHaveLength(2);

    // Bob has nothing yet and sees nothing of Alice's.
    expect(await service.latest(bob)).toBeNull();
    expect(await service.history(bob)).toEqual([]);
    expect(await service.latestSelfie(bob)).toBeNull();

    const bobSaved = await service.save(bob, { ...answers, acne: 5 }, selfiePng);
    expect(await service.latest(bob)).toEqual(bobSaved);
    expect(await service.history(bob)).toEqual([bobSaved]);
    const bobSelfie = (await service.latestSelfie(bob)) ?? new Uint8Array();
    expect(Buffer.from(bobSelfie).equals(Buffer.from(aliceSelfie ?? []))).toBe(false);
    expect((await sharp(bobSelfie).metadata()).width).toBe(64);

    // Bob deleting his selfies, then everything, leaves Alice's untouched.
    await service.deleteSelfies(bob);
    await service.deleteAllOf(bob);
    expect(await service.history(bob)).toEqual([]);
    expect(await service.history(alice)).toEqual([aliceOld, aliceLatest]);
    expect(await service.latest(alice)).toEqual(aliceLatest);
    expect(Buffer.from((await service.latestSelfie(alice)) ?? []).equals(Buffer.from(aliceSelfie ?? []))).toBe(true);
    expect(storedFiles()).toEqual(aliceFiles);

    // And the other way round.
    const bobAgain = await service.save(bob, answers, selfiePng);
    await service.deleteSelfies(alice);
    expect(await service.latestSelfie(bob)).not.toBeNull();
    expect(await service.latest(bob)).toEqual(bobAgain);
    await service.deleteAllOf(alice);
    expect(await service.history(alice)).toEqual([]);
    expect(await service.history(bob)).toEqual([bobAgain]);
    expect(storedFiles()).toEqual([selfieKey(bob, bobAgain.id)]);
  });
});

/** The analyses table's columns besides the scores, as its type (app/server/db/schema.server.ts) has them. */
const columnsBesidesScores = [
  "id",
  "user_id",
  "gender",
  "age",
  "budget",
  "skin_type",
  "location",
  "image_key",
  "created_at",
] as const satisfies readonly Exclude<keyof AnalysesTable, Aspect>[];
// …and nothing else: the type's columns are these and one score per aspect (a compile error otherwise).
type OtherColumns = Exclude<keyof AnalysesTable, Aspect | (typeof columnsBesidesScores)[number]>;
const _typeHasNoOtherColumn: [OtherColumns] extends [never] ? true : never = true;

describe(`the analyses table (${testDialect()})`, () => {
  it("has exactly one score column per aspect, a non-null integer named as the aspect", async () => {
    // The migrations are history; this holds them to app/domain/aspects.ts and to the table's type.
    const table = (await database.db.introspection.getTables()).find((candidate) => candidate.name === "analyses");
    const columns = table?.columns ?? [];
    expect(columns.map((column) => column.name).toSorted()).toEqual([...columnsBesidesScores, ...aspects].toSorted());
    for (const aspect of aspects) {
      const column = columns.find((candidate) => candidate.name === aspect);
      expect(column, aspect).toMatchObject({ isNullable: false });
      expect(column?.dataType, aspect).toMatch(/^int/i);
    }
  });
});
