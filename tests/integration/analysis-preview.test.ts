import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Aspect, aspects } from "~/domain/aspects";
import type { AnalysisAnswers } from "~/domain/questionnaire";
import { sampleAnswers } from "~/domain/sample-answers.fixture";
import { signUpConfirmPath } from "~/domain/site-paths";
import { resultTokenLifetimeMs, signResultToken } from "~/server/analysis/result-token.server";
import type { StartedServices } from "../../server/start-services";
import { waitForSinkMail } from "../support/mail-sink-files";
import { codeIn, cookieFrom, uniqueEmail } from "./support/test-accounts";
import { type PageServer, startPageServer } from "./support/page-server";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";
import { testAuthSecret } from "./support/test-keys";

/**
 * The result before sign-up (docs/rules.md, "The skin analysis"; docs/security.md) on the site as
 * `npm start` serves it: the preview answers the scores with a signed token and stores nothing,
 * and the save at sign-up, at sign-in or on the analysis page keeps exactly those scores with the
 * token, and draws afresh for any token that does not hold. The score noise r is the test's:
 * the preview draws `previewDraw`, a save without a valid token `freshDraw`, so every saved
 * score tells which draw it got.
 */
const password = "velvet-morning-tea";
const previewDraw = 4;
const freshDraw = 17;
let draw = previewDraw;

let server: PageServer;
let baseUrl: string;
let database: TestDatabase;
let started: StartedServices;

beforeAll(async () => {
  server = await startPageServer({
    catalogue: false,
    env: { AUTH_RATE_LIMIT_FACTOR: "100" },
    scoreNoise: () => draw,
  });
  ({ baseUrl, database, started } = server);
});

afterAll(async () => {
  await server.close();
});

interface PreviewBody {
  skinType: string;
  budget: number;
  scores: Record<Aspect, number>;
  resultToken: string;
}

/** docs/rules.md, "Scores": `100 − (20 × a − r)`. */
function scoresWith(answers: AnalysisAnswers, r: number): Record<Aspect, number> {
  return Object.fromEntries(aspects.map((aspect) => [aspect, 100 - (20 * answers[aspect] - r)])) as Record<
    Aspect,
    number
  >;
}

function postPreview(body: string | FormData, headers: Record<string, string> = {}, language = "en") {
  return fetch(`${baseUrl}/${language}/analysis/preview`, { method: "POST", headers, body });
}

const urlEncoded = { "content-type": "application/x-www-form-urlencoded" };

async function preview(answers: unknown): Promise<PreviewBody> {
  draw = previewDraw;
  const response = await postPreview(new URLSearchParams({ answers: JSON.stringify(answers) }).toString(), urlEncoded);
  expect(response.status).toBe(200);
  return (await response.json()) as PreviewBody;
}

async function analysisCount(): Promise<number> {
  const row = await started.database.db
    .selectFrom("analyses")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function authPost(pathname: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/auth${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(body),
  });
}

/** Signs up through the accounts API; returns the address, the user id and the code mailed. */
async function signUp(): Promise<{ email: string; userId: string; code: string }> {
  const email = uniqueEmail("preview");
  const response = await authPost("/sign-up/email", { email, password, name: "" });
  expect(response.status).toBe(200);
  const userId = ((await response.json()) as { user: { id: string } }).user.id;
  const mail = await waitForSinkMail(path.join(database.dataDir, "outbox"), email);
  return { email, userId, code: codeIn(mail.text) };
}

async function signedIn(): Promise<{ cookie: string; userId: string }> {
  const { email, userId, code } = await signUp();
  const verified = await authPost("/email-otp/verify-email", { email, otp: code });
  expect(verified.status).toBe(200);
  return { cookie: cookieFrom(verified.headers), userId };
}

/** A form as the browser sends it with a carried analysis: multipart, `answers` and `resultToken` beside its own fields. */
function carrying(fields: Record<string, string>, answers: unknown, resultToken: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("answers", JSON.stringify(answers));
  form.set("resultToken", resultToken);
  return form;
}

function postForm(pathname: string, form: FormData, cookie?: string): Promise<Response> {
  draw = freshDraw;
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: { origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: form,
    redirect: "manual",
  });
}

async function latestScores(userId: string): Promise<Record<Aspect, number> | undefined> {
  return (await started.services.analyses.latest(userId))?.scores;
}

/** The token with its payload changed and its signature kept. */
function withPayload(token: string, change: (payload: Record<string, unknown>) => Record<string, unknown>): string {
  const [header = "", payload = "", mac = ""] = token.split(".");
  const decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify(change(decoded)), "utf8").toString("base64url")}.${mac}`;
}

describe(`the analysis preview (${testDialect()})`, () => {
  it("answers the skin type, budget and scores of the rules with a token, stores nothing and sets no cookie", async () => {
    const before = await analysisCount();
    const response = await postPreview(
      new URLSearchParams({ answers: JSON.stringify(sampleAnswers) }).toString(),
      urlEncoded,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.getSetCookie()).toEqual([]);
    const body = (await response.json()) as PreviewBody;
    expect(body).toEqual({
      skinType: "combination",
      budget: 2,
      scores: { eyebags: 84, dryness: 64, redness: 44, wrinkles: 24, acne: 4, pores: 44 },
      resultToken: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/),
    });
    expect(body.scores).toEqual(scoresWith(sampleAnswers, previewDraw));

    const multipart = new FormData();
    multipart.set("answers", JSON.stringify({ ...sampleAnswers, skinType: 3, budget: 3 }));
    const fromForm = await postPreview(multipart, {}, "id");
    expect(fromForm.status).toBe(200);
    expect(fromForm.headers.getSetCookie()).toEqual([]);
    expect(await fromForm.json()).toMatchObject({ skinType: "oily", budget: 3 });
    expect(await analysisCount()).toBe(before);
  });

  it("refuses invalid answers and a malformed body (400), a large one (413) and GET (405), storing nothing", async () => {
    const before = await analysisCount();
    const invalid = await postPreview(
      new URLSearchParams({ answers: JSON.stringify({ ...sampleAnswers, skinType: 5, acne: undefined }) }).toString(),
      urlEncoded,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("cache-control")).toBe("no-store");
    expect(await invalid.json()).toEqual({ error: "invalid-answers", fields: ["skinType", "acne"] });

    for (const [body, headers] of [
      ["answers=%7Bgender", urlEncoded],
      ["gender=2", urlEncoded],
      [JSON.stringify({ answers: sampleAnswers }), { "content-type": "application/json" }],
    ] as const) {
      const malformed = await postPreview(body, headers);
      expect(malformed.status, body).toBe(400);
      expect(await malformed.json()).toEqual({ error: "invalid-answers", fields: ["answers"] });
    }

    const large = await postPreview(
      new URLSearchParams({ answers: JSON.stringify({ ...sampleAnswers, location: "x".repeat(9000) }) }).toString(),
      urlEncoded,
    );
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: "too-large" });

    const get = await fetch(`${baseUrl}/en/analysis/preview`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await analysisCount()).toBe(before);
  });
});

describe(`the preview's limit per client address (${testDialect()})`, () => {
  it("answers 429 with Retry-After past the limit, counted by two instances on one database together", async () => {
    const shared = await createTestDatabase();
    const settings = { catalogue: false, sharedDatabase: shared, env: { ANALYSIS_PREVIEW_RATE_LIMIT_PER_MINUTE: "3" } };
    const instances = await Promise.all([startPageServer(settings), startPageServer(settings)]);
    try {
      const body = () => new URLSearchParams({ answers: JSON.stringify(sampleAnswers) }).toString();
      const answers: Response[] = [];
      for (const [index, language] of ["en", "id", "en", "id"].entries()) {
        const instance = instances[index % 2] as PageServer;
        answers.push(
          await fetch(`${instance.baseUrl}/${language}/analysis/preview`, {
            method: "POST",
            headers: urlEncoded,
            body: body(),
          }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
      const refused = answers[3] as Response;
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(await refused.json()).toEqual({ error: "rate-limited" });
      const onTheOther = await fetch(`${instances[0]?.baseUrl}/en/analysis/preview`, {
        method: "POST",
        headers: urlEncoded,
        body: body(),
      });
      expect(onTheOther.status).toBe(429);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await shared.destroy();
    }
  });
});

describe(`saving the previewed result (${testDialect()})`, () => {
  it("saves exactly the previewed scores at the sign-up confirmation and at sign-in", async () => {
    const shown = await preview(sampleAnswers);
    const { email, userId, code } = await signUp();
    const confirmed = await postForm(
      `${signUpConfirmPath("en", email)}?from=analysis`,
      carrying({ intent: "verify", code }, sampleAnswers, shown.resultToken),
    );
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/en/profile");
    expect(await latestScores(userId)).toEqual(shown.scores);

    const again = await preview({ ...sampleAnswers, acne: 1 });
    const signIn = await postForm(
      "/en/signin?from=analysis",
      carrying({ email, password }, { ...sampleAnswers, acne: 1 }, again.resultToken),
    );
    expect(signIn.status).toBe(302);
    expect(await latestScores(userId)).toEqual(again.scores);
    expect(again.scores).toEqual(scoresWith({ ...sampleAnswers, acne: 1 }, previewDraw));
  });

  it("on the analysis page keeps the previewed scores, and draws afresh for a token that does not hold", async () => {
    const { cookie, userId } = await signedIn();
    const shown = await preview(sampleAnswers);
    const forOtherAnswers = (await preview({ ...sampleAnswers, location: "Malaysia" })).resultToken;
    const tampered = withPayload(shown.resultToken, (payload) => ({ ...payload, n: [20, 20, 20, 20, 20, 20] }));
    const expired = await signResultToken(testAuthSecret, {
      answers: sampleAnswers,
      noise: aspects.map(() => previewDraw),
      issuedAt: new Date(Date.now() - resultTokenLifetimeMs - 60_000),
    });
    const fresh = scoresWith(sampleAnswers, freshDraw);

    for (const [label, token] of [
      ["a token of other answers", forOtherAnswers],
      ["a tampered token", tampered],
      ["an expired token", expired],
      ["a token that is no token", "not-a-token"],
    ] as const) {
      const saved = await postForm("/en/analysis.data", carrying({}, sampleAnswers, token), cookie);
      expect(saved.status, label).toBeLessThan(400);
      expect(await latestScores(userId), label).toEqual(fresh);
    }

    const kept = await postForm("/en/analysis.data", carrying({}, sampleAnswers, shown.resultToken), cookie);
    expect(kept.status).toBeLessThan(400);
    expect(await latestScores(userId)).toEqual(shown.scores);
    expect(shown.scores).not.toEqual(fresh);
    expect(await started.services.analyses.history(userId)).toHaveLength(5);
  });

  it("refuses invalid answers even with a valid token, and saves nothing", async () => {
    const { cookie, userId } = await signedIn();
    const shown = await preview(sampleAnswers);
    const refused = await postForm(
      "/en/analysis.data",
      carrying({}, { ...sampleAnswers, skinType: 9 }, shown.resultToken),
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(await started.services.analyses.history(userId)).toEqual([]);
  });
});
