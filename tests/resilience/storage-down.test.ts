/**
 * The selfie storage goes away (docs/resilience.md): with STORAGE_URL pointing at an S3 server
 * that is then stopped, a signed-in visitor finishing the analysis with a selfie still has the
 * analysis saved; the profile the page leads to says, in their language, that the selfie could
 * not be stored; and the analysis is there when they read their data back.
 */
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { languages } from "~/domain/language";
import { type S3TestServer, startS3TestServer } from "../support/s3-test-server";
import { figure, seconds } from "./support/figures";
import { scenarioSite } from "./support/scenario-site";
import { siteText } from "./support/site-texts";
import {
  acknowledgedProfile,
  keptAnalyses,
  pageText,
  saveAnalysis,
  signUpVisitor,
  type Visitor,
} from "./support/visitor";

const scenario = "storage down";
let storage: S3TestServer | undefined;
const visitors = new Map<string, Visitor>();
let selfie: Buffer;

beforeAll(async () => {
  storage = await startS3TestServer();
});

afterAll(async () => {
  await storage?.close();
});

const running = scenarioSite("sqlite", {
  env: () => {
    if (!storage) throw new Error("the S3 server is not started");
    return { STORAGE_URL: storage.storageUrl };
  },
});

beforeAll(async () => {
  for (const language of languages) {
    visitors.set(
      language,
      await signUpVisitor(running.site.baseUrl, running.sink.dir, language, `storage-down-${language}`),
    );
  }
  selfie = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#d9a38f" } })
    .jpeg()
    .toBuffer();
});

it("keeps selfies while the S3 server runs", async () => {
  const visitor = visitors.get("en");
  if (!visitor) throw new Error("no visitor");
  const answer = await saveAnalysis(running.site.baseUrl, visitor, "storage-up", selfie);
  expect(await acknowledgedProfile(answer)).toBe("/en/profile");
  expect(await keptAnalyses(running.site.baseUrl, visitor)).toEqual([{ location: "storage-up", hasSelfie: true }]);
});

it.each(languages)(
  "saves the analysis without its selfie while the S3 server is down, and says so (%s)",
  async (language) => {
    const visitor = visitors.get(language);
    if (!visitor) throw new Error("no visitor");
    if (storage) {
      await storage.close();
      storage = undefined;
      figure(scenario, "S3 server stopped");
    }
    const location = `storage-down-${language}`;
    const asked = performance.now();
    const answer = await saveAnalysis(running.site.baseUrl, visitor, location, selfie);
    const answeredMs = performance.now() - asked;
    const profilePath = await acknowledgedProfile(answer);
    expect(profilePath).toBe(`/${language}/profile?done=selfie-not-stored`);

    const profile = await fetch(`${running.site.baseUrl}${profilePath}`, { headers: { cookie: visitor.cookie } });
    expect(profile.status).toBe(200);
    expect(pageText(await profile.text())).toContain(siteText(language, "profile", "selfie.notStored"));
    const kept = await keptAnalyses(running.site.baseUrl, visitor);
    expect(kept).toContainEqual({ location, hasSelfie: false });
    figure(
      scenario,
      `${language}: save with a selfie acknowledged in ${seconds(answeredMs)}, analysis kept without the selfie, profile says so`,
    );
  },
);
