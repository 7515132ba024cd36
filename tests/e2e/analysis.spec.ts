import { expect, type Locator, type Page, test } from "@playwright/test";
import { analysisTexts, pendingAnalysisKey, signUpFromAnalysis } from "./analysis-texts";
import { headOf, type Language, languages, onPhoneOnly, urlOf, waitForHydration } from "./support";
import { signedInUser } from "./verified-user";

/** The answers the helpers below give, as the 1-based option indexes the server receives. */
const chosen = {
  gender: 2,
  age: 3,
  budget: 1,
  skinType: 1,
  eyebags: 5,
  dryness: 4,
  redness: 3,
  wrinkles: 2,
  acne: 1,
  pores: 5,
} as const;

const analysisLoadingMs = 3000;

// Each test walks through twelve screens and a three-second wait, some signed in.
test.describe.configure({ timeout: 60_000 });

function question(page: Page): Locator {
  return page.getByRole("main").getByRole("heading", { level: 1 });
}

function option(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("button", { name, exact: true });
}

/** Clicks the option with this 1-based answer. */
async function choose(page: Page, options: readonly string[], answer: number): Promise<void> {
  const name = options[answer - 1];
  if (name === undefined) throw new Error(`no option ${answer} in ${options.join(", ")}`);
  await option(page, name).click();
}

async function startAnalysis(page: Page, language: Language): Promise<void> {
  await page.goto(`/${language}/analysis`);
  await waitForHydration(page, language);
}

/** Answers the first three questions (gender, age, budget) with the `chosen` options. */
async function answerAboutYou(page: Page, language: Language): Promise<void> {
  const t = analysisTexts[language];
  await choose(page, t.genderOptions, chosen.gender);
  await choose(page, t.ageOptions, chosen.age);
  await choose(page, t.budgetOptions, chosen.budget);
  await expect(question(page)).toHaveText(t.questions.location);
}

/** From the location step (keeping the preselected country) up to the selfie step. */
async function answerSkinQuestions(page: Page, language: Language): Promise<void> {
  const t = analysisTexts[language];
  await page.getByRole("button", { name: t.next }).click();
  await choose(page, t.skinTypeOptions, chosen.skinType);
  await choose(page, t.frequencyOptions, chosen.eyebags);
  await choose(page, t.frequencyOptions, chosen.dryness);
  await choose(page, t.frequencyOptions, chosen.redness);
  await choose(page, t.visibilityOptions, chosen.wrinkles);
  await choose(page, t.frequencyOptions, chosen.acne);
  await choose(page, t.visibilityOptions, chosen.pores);
  await expect(question(page)).toHaveText(t.questions.selfie);
}

async function answerUntilSelfie(page: Page, language: Language): Promise<void> {
  await startAnalysis(page, language);
  await answerAboutYou(page, language);
  await answerSkinQuestions(page, language);
}

function pendingAnalysis(page: Page): Promise<{ answers: Record<string, unknown>; selfie: string | null } | null> {
  return page.evaluate((key) => {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as { answers: Record<string, unknown>; selfie: string | null }) : null;
  }, pendingAnalysisKey);
}

/** The value of one of the country's figures (a `dd` after the `dt` with this label). */
function figure(page: Page, label: string): Locator {
  return page.getByRole("main").locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
}

async function expectFigures(
  page: Page,
  language: Language,
  country: { name: string; uvIndex: string; uvLevel: string; humidity: string; pollution: string; level: RegExp },
): Promise<void> {
  const t = analysisTexts[language];
  await expect(page.getByRole("heading", { level: 2, name: t.figuresTitle(country.name) })).toBeVisible();
  await expect(figure(page, t.uvIndex)).toHaveText(`${country.uvIndex}${country.uvLevel}`);
  await expect(figure(page, t.humidity)).toHaveText(country.humidity);
  await expect(figure(page, t.pollution)).toContainText(country.pollution);
  await expect(figure(page, t.pollution)).toContainText("US AQI");
  await expect(figure(page, t.pollution)).toContainText(country.level);
}

for (const language of languages) {
  const t = analysisTexts[language];

  test.describe(`skin analysis (${language})`, () => {
    test("its own title, and one question per screen with progress; an option records and advances", async ({
      page,
      request,
    }) => {
      const head = await headOf(request, `/${language}/analysis`);
      expect(head.status).toBe(200);
      expect(head.title).toBe(t.pageTitle);

      await startAnalysis(page, language);
      const progress = page.getByRole("progressbar", { name: t.progressLabel });
      await expect(progress).toHaveAttribute("aria-valuetext", t.progress(1));
      await expect(progress).toHaveAttribute("aria-valuenow", "1");
      await expect(progress).toHaveAttribute("aria-valuemax", "12");
      await expect(page.getByText(t.progress(1), { exact: true })).toBeVisible();
      await expect(question(page)).toHaveText(t.questions.gender);
      await expect(page.getByRole("main").getByRole("listitem").getByRole("button")).toHaveText([...t.genderOptions]);
      const historyLength = await page.evaluate(() => history.length);

      await option(page, t.genderOptions[1]).click();
      await expect(question(page)).toHaveText(t.questions.age);
      // The new question takes the focus, so a screen reader announces it.
      await expect(question(page)).toBeFocused();
      await expect(progress).toHaveAttribute("aria-valuetext", t.progress(2));
      await expect(page.getByRole("main").getByRole("listitem").getByRole("button")).toHaveText([...t.ageOptions]);

      await option(page, t.ageOptions[2]).click();
      await expect(question(page)).toHaveText(t.questions.budget);
      await expect(progress).toHaveAttribute("aria-valuetext", t.progress(3));
      await expect(page.getByRole("main").getByRole("listitem").getByRole("button")).toHaveText([...t.budgetOptions]);
      // No back navigation: the steps add no history entries.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      await expect(page.getByRole("main").getByRole("button", { name: /back|kembali/i })).toHaveCount(0);
    });

    test("location: the market's country is preselected with its figures; type to filter, choose with the keyboard", async ({
      page,
    }) => {
      await startAnalysis(page, language);
      await answerAboutYou(page, language);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuetext", t.progress(4));

      const picker = page.getByRole("button", { name: `${t.location} ${t.defaultCountry.name}` });
      await expect(picker).toBeVisible();
      await expectFigures(page, language, t.defaultCountry);

      // Typing filters the list.
      await picker.click();
      const search = page.getByRole("combobox", { name: t.location });
      await expect(search).toBeFocused();
      const countries = page.getByRole("listbox", { name: t.countryList }).getByRole("option");
      expect(await countries.count()).toBeGreaterThan(150);
      await search.fill("japa");
      await expect(countries).toHaveText(["Japan"]);
      await search.fill("zzz");
      await expect(countries).toHaveCount(0);
      await expect(page.getByText(t.noCountry)).toBeVisible();

      // Arrow keys and Enter choose; the focus goes back to the button.
      await search.fill("korea");
      await expect(countries).toHaveText(["North Korea", "South Korea"]);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      const chosenPicker = page.getByRole("button", { name: `${t.location} ${t.southKorea.name}` });
      await expect(chosenPicker).toBeFocused();
      await expectFigures(page, language, t.southKorea);

      // Escape closes the list without changing the choice.
      await page.keyboard.press("Enter");
      await expect(search).toBeFocused();
      await page.keyboard.type("indo");
      await page.keyboard.press("Escape");
      await expect(search).toBeHidden();
      await expect(chosenPicker).toBeFocused();

      await page.getByRole("button", { name: t.next }).click();
      await expect(question(page)).toHaveText(t.questions.skinType);
      // Each skin type says how the skin feels, then its name.
      const skinTypes = page.getByRole("main").getByRole("listitem").getByRole("button");
      await expect(skinTypes).toHaveCount(t.skinTypeOptions.length);
      for (const [index, name] of t.skinTypeOptions.entries()) {
        await expect(skinTypes.nth(index)).toHaveAccessibleName(name);
      }
    });

    test("selfie: the fake camera's picture is taken, then the loading screen, then sign-up with the analysis kept across a reload", async ({
      page,
    }) => {
      // Keeps a hand on the camera streams the page opens (the real ones), to see them stopped.
      await page.addInitScript(() => {
        const streams: MediaStream[] = [];
        Object.assign(window, { cameraStreams: streams });
        const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
        navigator.mediaDevices.getUserMedia = async (constraints) => {
          const stream = await getUserMedia(constraints);
          streams.push(stream);
          return stream;
        };
      });
      await answerUntilSelfie(page, language);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuetext", t.progress(12));
      await expect(page.getByText(t.privacy)).toBeVisible();
      await expect(page.getByLabel(t.cameraPreview)).toBeVisible();
      const capture = page.getByRole("button", { name: t.takeSelfie });
      await expect(capture).toBeEnabled();

      await capture.click();
      const finishedAt = Date.now();
      await expect(page.getByRole("heading", { level: 1, name: t.loading })).toBeVisible();
      // Video only, and the camera is off once the step is left.
      const tracks = await page.evaluate(() =>
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((stream) =>
          stream.getTracks().map((track) => ({ kind: track.kind, state: track.readyState })),
        ),
      );
      expect(tracks).toEqual([{ kind: "video", state: "ended" }]);
      await expect(page).toHaveURL(urlOf(signUpFromAnalysis(language)), { timeout: analysisLoadingMs + 7_000 });
      expect(Date.now() - finishedAt).toBeGreaterThanOrEqual(analysisLoadingMs - 100);

      const expectedAnswers = { ...chosen, location: t.defaultCountry.name };
      const kept = await pendingAnalysis(page);
      expect(kept?.answers).toEqual(expectedAnswers);
      expect(kept?.selfie).toMatch(/^data:image\/jpeg;base64,\/9j\//);

      await page.reload();
      const afterReload = await pendingAnalysis(page);
      expect(afterReload).toEqual(kept);
    });

    test("Skip finishes without a selfie, and the wait is the same with reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await answerUntilSelfie(page, language);
      await page.getByRole("button", { name: t.skip }).click();
      const finishedAt = Date.now();
      await expect(page.getByRole("heading", { level: 1, name: t.loading })).toBeVisible();
      await expect(page).toHaveURL(urlOf(signUpFromAnalysis(language)), { timeout: analysisLoadingMs + 7_000 });
      expect(Date.now() - finishedAt).toBeGreaterThanOrEqual(analysisLoadingMs - 100);
      const kept = await pendingAnalysis(page);
      expect(kept).toEqual({ answers: { ...chosen, location: t.defaultCountry.name }, selfie: null });

      // Back on the analysis, the finished one is still waiting for sign-up.
      await page.goBack();
      await expect(page).toHaveURL(urlOf(`/${language}/analysis`));
      const notice = page.getByRole("complementary", { name: t.pendingTitle });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole("link", { name: t.pendingSignUp })).toHaveAttribute(
        "href",
        signUpFromAnalysis(language),
      );
    });

    test("camera permission refused: a clear message, and Skip still works", async ({ page }) => {
      // The browser's answer when the visitor refuses the camera (the test browser allows it).
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
      });
      await answerUntilSelfie(page, language);
      await expect(page.getByRole("alert")).toHaveText(t.cameraDenied);
      await expect(page.getByRole("button", { name: t.takeSelfie })).toHaveCount(0);
      await page.getByRole("button", { name: t.skip }).click();
      await expect(page).toHaveURL(urlOf(signUpFromAnalysis(language)), { timeout: analysisLoadingMs + 7_000 });
      expect((await pendingAnalysis(page))?.selfie).toBeNull();
    });
  });
}

test.describe("skin analysis without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says plainly that it needs JavaScript instead of showing dead buttons", async ({ page }) => {
    await page.goto("/en/analysis");
    await expect(page.getByRole("heading", { level: 1, name: analysisTexts.en.noscriptTitle })).toBeVisible();
    await expect(page.getByRole("button", { name: analysisTexts.en.genderOptions[0] })).toBeHidden();
  });
});

test.describe("skin analysis, signed in", () => {
  test("the finished analysis and selfie are saved and lead to the profile", async ({ page }) => {
    await signedInUser(page);
    await answerUntilSelfie(page, "en");
    await page.getByRole("button", { name: analysisTexts.en.takeSelfie }).click();
    await expect(page.getByRole("heading", { level: 1, name: analysisTexts.en.loading })).toBeVisible();
    await expect(page).toHaveURL(urlOf("/en/profile"), { timeout: analysisLoadingMs + 10_000 });
    expect(await pendingAnalysis(page)).toBeNull();
    const selfie = await page.request.get("/account/selfie");
    expect(selfie.status()).toBe(200);
    expect(selfie.headers()["content-type"]).toBe("image/jpeg");
  });

  test("a selfie the server refuses: the message, then saving without it", async ({ page }) => {
    await signedInUser(page);
    // The browser hands over bytes that are no image (as a broken encoder would).
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
        callback(new Blob(["not a picture"], { type: "image/jpeg" }));
      };
    });
    await answerUntilSelfie(page, "id");
    await page.getByRole("button", { name: analysisTexts.id.takeSelfie }).click();
    await expect(page.getByRole("heading", { level: 1, name: analysisTexts.id.errorTitle })).toBeVisible({
      timeout: analysisLoadingMs + 10_000,
    });
    await expect(page.getByText(analysisTexts.id.selfieNotAnImage)).toBeVisible();
    await page.getByRole("button", { name: analysisTexts.id.saveWithoutSelfie }).click();
    await expect(page).toHaveURL(urlOf("/id/profile"), { timeout: 10_000 });
    expect((await page.request.get("/account/selfie")).status()).toBe(404);
  });

  test(
    "the action checks the session, the request size and the answers",
    onPhoneOnly,
    async ({ page, baseURL, playwright }) => {
      const anonymous = await playwright.request.newContext({ baseURL });
      const refused = await anonymous.post("/en/analysis", {
        multipart: { answers: "{}" },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(302);
      expect(refused.headers().location).toBe("/en/signin");
      await anonymous.dispose();

      await signedInUser(page);
      const invalid = await page.request.post("/en/analysis", { multipart: { answers: '{"gender":9}' } });
      expect(invalid.status()).toBe(400);
      const tooLarge = await page.request.post("/en/analysis", {
        multipart: {
          answers: "{}",
          selfie: { name: "selfie.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(11 * 1024 * 1024 + 1) },
        },
      });
      expect(tooLarge.status()).toBe(413);
    },
  );
});
