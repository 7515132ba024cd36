import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { expect, it } from "vitest";
import { type Language, languages } from "~/domain/language";
import type { AnalysisAnswers } from "~/domain/questionnaire";
import { waitForSinkMail } from "../support/mail-sink-files";
import { pageServerForFile } from "./support/page-server";
import { codeIn, cookieFrom, uniqueEmail } from "./support/test-accounts";

/**
 * A signed-in visitor finishing the analysis with a selfie while the selfie storage is down:
 * the analysis is saved without the selfie, and the profile the page leads to says so, in the
 * visitor's language (docs/security.md, "Faults"). Once the storage is back, selfies are kept again.
 * A fault of ours (here a table the code needs gone, as a bad migration would leave it) is a 500
 * that names the request's reference, never the outage's 503: while saving the analysis, and in
 * an account form, where better-auth answers it as it answers an outage.
 */
const site = pageServerForFile();

const answers: AnalysisAnswers = {
  gender: 2,
  age: 2,
  budget: 1,
  location: "Indonesia",
  skinType: 3,
  eyebags: 1,
  dryness: 2,
  redness: 3,
  wrinkles: 1,
  acne: 4,
  pores: 2,
};

function authPost(pathname: string, body: unknown): Promise<Response> {
  return fetch(`${site.baseUrl}/api/auth${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.baseUrl },
    body: JSON.stringify(body),
  });
}

/** Signs up and confirms with the code from the development outbox; returns the session cookie. */
async function signedInCookie(): Promise<{ cookie: string; userId: string }> {
  const email = uniqueEmail("analysis-faults");
  const signUp = await authPost("/sign-up/email", { email, password: "velvet-morning-tea", name: "" });
  expect(signUp.status).toBe(200);
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const mail = await waitForSinkMail(path.join(site.database.dataDir, "outbox"), email);
  const verified = await authPost("/email-otp/verify-email", { email, otp: codeIn(mail.text) });
  expect(verified.status).toBe(200);
  return { cookie: cookieFrom(verified.headers), userId };
}

/** The page's own submission (a fetcher's POST of the multipart form) as the browser sends it. */
async function submitAnalysis(language: Language, cookie: string, selfie: Buffer | null): Promise<Response> {
  const form = new FormData();
  form.set("answers", JSON.stringify(answers));
  if (selfie) form.set("selfie", new Blob([new Uint8Array(selfie)], { type: "image/jpeg" }), "selfie.jpg");
  return fetch(`${site.baseUrl}/${language}/analysis.data`, {
    method: "POST",
    headers: { cookie, origin: site.baseUrl },
    body: form,
    redirect: "manual",
  });
}

/** What the profile's status line says after a save that could not keep the selfie. */
const selfieNotStored: Record<Language, string> = {
  en: "Your analysis is saved, but we couldn't store your selfie just now.",
  id: "Analisismu sudah tersimpan, tapi selfie kamu belum bisa kami simpan saat ini.",
};

it.each(languages)(
  "saves the analysis without the selfie while the storage is down, and says so on the profile (%s)",
  async (language) => {
    const { cookie, userId } = await signedInCookie();
    const selfie = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#d9a38f" } })
      .jpeg()
      .toBuffer();
    // The storage folder's place taken by a file: every write fails, even for root.
    const uploads = path.join(site.database.dataDir, "uploads");
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, "");
    try {
      const answered = await submitAnalysis(language, cookie, selfie);
      expect(answered.status).toBeLessThan(400);
      const profileUrl = `/${language}/profile?done=selfie-not-stored`;
      expect(await answered.text()).toContain(profileUrl);
      const history = await site.started.services.analyses.history(userId);
      expect(history).toHaveLength(1);
      expect(history[0]?.hasSelfie).toBe(false);
      const profile = await fetch(`${site.baseUrl}${profileUrl}`, { headers: { cookie } });
      expect(profile.status).toBe(200);
      expect(await profile.text()).toContain(selfieNotStored[language].replace("'", "&#x27;"));
    } finally {
      rmSync(uploads);
      mkdirSync(uploads);
    }

    const saved = await submitAnalysis(language, cookie, selfie);
    expect(saved.status).toBeLessThan(400);
    expect(await saved.text()).not.toContain("selfie-not-stored");
    const history = await site.started.services.analyses.history(userId);
    expect(history.map((analysis) => analysis.hasSelfie)).toEqual([false, true]);
  },
);

/** Runs `during` with a table of the database renamed away, and puts it back whatever happens. */
async function withoutTable(table: string, during: () => Promise<void>): Promise<void> {
  const { db } = site.database;
  await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_away`)}`.execute(db);
  try {
    await during();
  } finally {
    await sql`alter table ${sql.table(`${table}_away`)} rename to ${sql.table(table)}`.execute(db);
  }
}

it("answers a fault of ours while saving with a 500 that carries the request's reference, and saves once it is mended", async () => {
  const { cookie, userId } = await signedInCookie();
  await withoutTable("analyses", async () => {
    const answered = await submitAnalysis("en", cookie, null);
    expect(answered.status).toBe(500);
    const reference = answered.headers.get("x-request-id");
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    const body = await answered.text();
    expect(body).toContain("unexpected");
    expect(body).toContain(reference);
    expect(body).not.toContain("unavailable");
  });
  const saved = await submitAnalysis("en", cookie, null);
  expect(saved.status).toBeLessThan(400);
  expect(await site.started.services.analyses.history(userId)).toHaveLength(1);
});

it("answers a fault of ours while previewing with a 500 that carries the request's reference", async () => {
  const preview = () => {
    const form = new FormData();
    form.set("answers", JSON.stringify(answers));
    return fetch(`${site.baseUrl}/id/analysis/preview`, { method: "POST", body: form });
  };
  await withoutTable("rate_limit_counters", async () => {
    const answered = await preview();
    expect(answered.status).toBe(500);
    expect(await answered.json()).toEqual({ error: "unexpected", reference: answered.headers.get("x-request-id") });
  });
  const answered = await preview();
  expect(answered.status).toBe(200);
  expect(await answered.json()).toMatchObject({ skinType: expect.any(String) });
});

/** What the sign-up page says, in each language, under a fault of ours (the reference follows). */
const somethingWentWrong: Record<Language, string> = {
  en: "Something went wrong on our side.",
  id: "Ada masalah di sistem kami.",
};

it.each(languages)(
  "answers a fault of ours while signing up with a 500 whose page names the request's reference, and signs up once it is mended (%s)",
  async (language) => {
    const email = uniqueEmail("account-faults");
    // From a client address of its own, so the per-address limits of the other tests stay out of the way.
    const signUp = () =>
      fetch(`${site.baseUrl}/${language}/signup`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: site.baseUrl,
          "x-forwarded-for": language === "en" ? "203.0.113.20" : "203.0.113.21",
        },
        body: new URLSearchParams({ email, password: "velvet-morning-tea" }).toString(),
      });
    await withoutTable("user", async () => {
      const answered = await signUp();
      expect(answered.status).toBe(500);
      const reference = answered.headers.get("x-request-id");
      expect(reference).toMatch(/^[0-9a-f-]{36}$/);
      const page = await answered.text();
      expect(page).toContain(somethingWentWrong[language]);
      expect(page).toContain(reference);
    });
    // The mail slot the failed try claimed was given back: no "wait a minute" for our fault.
    const mended = await signUp();
    expect(mended.status).toBe(302);
    expect(mended.headers.get("location")).toContain("/signupconfirm/");
  },
);
