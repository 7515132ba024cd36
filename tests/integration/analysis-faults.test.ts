import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AnalysisAnswers } from "~/domain/questionnaire";
import { waitForSinkMail } from "../support/mail-sink-files";
import { startPageServer, type PageServer } from "./support/page-server";
import { codeIn, cookieFrom, uniqueEmail } from "./support/test-accounts";

/**
 * A signed-in visitor finishing the analysis while the selfie storage is down: the page is
 * told "unavailable" (503) instead of failing, so it keeps the answers; sent again once the
 * storage is back, the same answers are saved.
 */
let site: PageServer;

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

beforeAll(async () => {
  site = await startPageServer();
});

afterAll(async () => {
  await site.close();
});

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
async function submitAnalysis(cookie: string, selfie: Buffer): Promise<Response> {
  const form = new FormData();
  form.set("answers", JSON.stringify(answers));
  form.set("selfie", new Blob([new Uint8Array(selfie)], { type: "image/jpeg" }), "selfie.jpg");
  return fetch(`${site.baseUrl}/en/analysis.data`, {
    method: "POST",
    headers: { cookie, origin: site.baseUrl },
    body: form,
    redirect: "manual",
  });
}

it("answers 'unavailable' while the selfie storage is down, and saves the same answers once it is back", async () => {
  const { cookie, userId } = await signedInCookie();
  const selfie = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#d9a38f" } })
    .jpeg()
    .toBuffer();
  // The storage folder's place taken by a file: every write fails, even for root.
  const uploads = path.join(site.database.dataDir, "uploads");
  rmSync(uploads, { recursive: true, force: true });
  writeFileSync(uploads, "");
  const refused = await submitAnalysis(cookie, selfie);
  expect(refused.status).toBe(503);
  expect(await refused.text()).toContain("unavailable");
  expect(await site.started.services.analyses.history(userId)).toEqual([]);

  rmSync(uploads);
  mkdirSync(uploads);
  const saved = await submitAnalysis(cookie, selfie);
  expect(saved.status).toBeLessThan(400);
  const history = await site.started.services.analyses.history(userId);
  expect(history).toHaveLength(1);
  expect(history[0]?.hasSelfie).toBe(true);
});
