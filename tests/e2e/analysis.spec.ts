import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  analysisDraftKey,
  analysisTexts,
  chosenAnswers as chosen,
  pendingAnalysisKey,
  signUpFromAnalysis,
} from "./analysis-texts";
import {
  headOf,
  type Language,
  languages,
  onOneDevicePerLanguage,
  onPhoneOnly,
  urlOf,
  waitForHydration,
} from "./support";
import { signedInUser } from "./verified-user";

const analysisLoadingMs = 3000;

// Each test walks through twelve screens and a three-second wait, some signed in.
test.describe.configure({ timeout: 60_000 });

function question(page: Page): Locator {
  return page.getByRole("main").getByRole("heading", { level: 1 });
}

function option(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("button", { name, exact: true });
}

/**
 * Clicks the option with this 1-based answer on the screen asking this question (so a click
 * never lands on the screen before, still shown for a moment).
 */
async function choose(page: Page, asked: string, options: readonly string[], answer: number): Promise<void> {
  const name = options[answer - 1];
  if (name === undefined) throw new Error(`no option ${answer} in ${options.join(", ")}`);
  await page.getByRole("region", { name: asked }).getByRole("button", { name, exact: true }).click();
}

async function startAnalysis(page: Page, language: Language): Promise<void> {
  await page.goto(`/${language}/analysis`);
  await waitForHydration(page, language);
}

/** Answers the first three questions (gender, age, budget) with the `chosen` options. */
async function answerAboutYou(page: Page, language: Language): Promise<void> {
  const t = analysisTexts[language];
  await choose(page, t.questions.gender, t.genderOptions, chosen.gender);
  await choose(page, t.questions.age, t.ageOptions, chosen.age);
  await choose(page, t.questions.budget, t.budgetOptions, chosen.budget);
  await expect(question(page)).toHaveText(t.questions.location);
}

/** From the location step (keeping the preselected country) up to the selfie step. */
async function answerSkinQuestions(page: Page, language: Language): Promise<void> {
  const t = analysisTexts[language];
  await page.getByRole("button", { name: t.next }).click();
  await choose(page, t.questions.skinType, t.skinTypeOptions, chosen.skinType);
  await choose(page, t.questions.eyebags, t.frequencyOptions, chosen.eyebags);
  await choose(page, t.questions.dryness, t.frequencyOptions, chosen.dryness);
  await choose(page, t.questions.redness, t.frequencyOptions, chosen.redness);
  await choose(page, t.questions.wrinkles, t.visibilityOptions, chosen.wrinkles);
  await choose(page, t.questions.acne, t.frequencyOptions, chosen.acne);
  await choose(page, t.questions.pores, t.visibilityOptions, chosen.pores);
  await expect(question(page)).toHaveText(t.questions.selfie);
}

async function answerUntilSelfie(page: Page, language: Language): Promise<void> {
  await startAnalysis(page, language);
  await answerAboutYou(page, language);
  await answerSkinQuestions(page, language);
}

interface KeptAnalysis {
  answers: Record<string, unknown>;
  selfie: string | null;
  preview: { skinType: string; scores: Record<string, number>; resultToken: string };
}

function pendingAnalysis(page: Page): Promise<KeptAnalysis | null> {
  return page.evaluate((key) => {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as KeptAnalysis) : null;
  }, pendingAnalysisKey);
}

/** The summary's button, then the result for an anonymous visitor after the three-second wait. */
async function seeResult(page: Page, language: Language): Promise<number> {
  const t = analysisTexts[language];
  await expect(page.getByRole("heading", { level: 1, name: t.summaryTitle })).toBeVisible();
  await page.getByRole("button", { name: t.seeResult }).click();
  const finishedAt = Date.now();
  await expect(page.getByRole("heading", { level: 1, name: t.loading })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: t.resultTitle })).toBeVisible({
    timeout: analysisLoadingMs + 7_000,
  });
  await expect(page).toHaveURL(new RegExp(`/${language}/analysis\\?step=result&`));
  return finishedAt;
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
      // The way in can be found in a search engine; a screen further on is one visitor's state.
      const noindex = /<meta name="robots" content="noindex"\/?>/;
      expect(await (await request.get(`/${language}/analysis`)).text()).not.toMatch(noindex);
      const later = await request.get(`/${language}/analysis?step=result`);
      expect(await later.text()).toMatch(noindex);
      expect((await headOf(request, `/${language}/analysis?step=result`)).canonical).toBe(head.canonical);
      // A URL with answers is one visitor's: no cache keeps its page, no search engine lists it.
      const withAnswers = await request.get(`/${language}/analysis?step=age&gender=2`);
      expect(withAnswers.headers()["cache-control"]).toBe("private, no-store");
      expect(await withAnswers.text()).toMatch(noindex);
      expect((await request.get(`/${language}/analysis`)).headers()["cache-control"]).toMatch(/^public\b/);

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
      // Each step has its own history entry and URL, which carries the answers so far.
      expect(await page.evaluate(() => history.length)).toBe(historyLength + 2);
      await expect(page).toHaveURL(urlOf(`/${language}/analysis?step=budget&gender=2&age=3`));
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

    test(
      "location: when the list's code cannot be fetched, the button says so and the next tap opens it",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await startAnalysis(page, language);
        await answerAboutYou(page, language);
        // The list's code is fetched on first use; the network drops exactly that fetch.
        await page.route("**/assets/country-picker-panel-*.js", (route) => route.abort("internetdisconnected"));

        const picker = page.getByRole("button", { name: `${t.location} ${t.defaultCountry.name}` });
        await picker.click();
        await expect(page.getByRole("alert")).toHaveText(t.countryListFailed);
        const search = page.getByRole("combobox", { name: t.location });
        await expect(search).toBeHidden();

        await page.unroute("**/assets/country-picker-panel-*.js");
        await picker.click();
        await expect(search).toBeFocused();
        await expect(page.getByRole("alert")).toBeHidden();
        await search.fill("korea");
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Enter");
        await expectFigures(page, language, t.southKorea);
      },
    );

    test(
      "Back, the browser's Back and Forward move between steps; the answers survive a reload and a return later",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await startAnalysis(page, language);
        await answerAboutYou(page, language);

        // Our Back control: the previous step, with its answer marked.
        await page.getByRole("link", { name: t.back, exact: true }).click();
        await expect(question(page)).toHaveText(t.questions.budget);
        await expect(question(page)).toBeFocused();
        await expect(option(page, t.budgetOptions[0])).toHaveAttribute("aria-pressed", "true");
        await expect(option(page, t.budgetOptions[1])).toHaveAttribute("aria-pressed", "false");

        // The browser's Back and Forward.
        await page.goBack();
        await expect(question(page)).toHaveText(t.questions.age);
        await expect(option(page, t.ageOptions[2])).toHaveAttribute("aria-pressed", "true");
        await page.goForward();
        await expect(question(page)).toHaveText(t.questions.budget);

        // A reload keeps the step and the answers.
        await page.reload();
        await waitForHydration(page, language);
        await expect(question(page)).toHaveText(t.questions.budget);
        await expect(option(page, t.budgetOptions[0])).toHaveAttribute("aria-pressed", "true");
        await page.goBack();
        await expect(question(page)).toHaveText(t.questions.age);

        // Changing an answer on the way back keeps the later ones.
        await option(page, t.ageOptions[0]).click();
        await expect(question(page)).toHaveText(t.questions.budget);
        await expect(option(page, t.budgetOptions[0])).toHaveAttribute("aria-pressed", "true");

        // Away to another page and back later in the session: on at the first open step.
        await page.goto(`/${language}`);
        await page.goto(`/${language}/analysis`);
        await waitForHydration(page, language);
        await expect(question(page)).toHaveText(t.questions.location);
        await expect(page).toHaveURL(urlOf(`/${language}/analysis?step=location&gender=2&age=1&budget=1`));
        // A URL that skips ahead shows the first open step instead.
        await page.goto(`/${language}/analysis?step=pores`);
        await expect(question(page)).toHaveText(t.questions.location);
        const draft = await page.evaluate((key) => sessionStorage.getItem(key), analysisDraftKey);
        expect(JSON.parse(draft ?? "null")).toEqual({
          answers: { gender: chosen.gender, age: 1, budget: chosen.budget },
        });
      },
    );

    test(
      "selfie: the picture is shown to use or retake; the summary changes an answer; the result waits for sign-up across a reload",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
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

        // Taken: the photo itself, the camera off; Retake turns it on again.
        await capture.click();
        await expect(question(page)).toHaveText(t.reviewQuestion);
        const photo = page.getByRole("img", { name: t.photoAlt });
        await expect(photo).toBeVisible();
        expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        const camerasOn = () =>
          page.evaluate(
            () =>
              (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
                .flatMap((stream) => stream.getTracks())
                .filter((track) => track.readyState === "live").length,
          );
        expect(await camerasOn()).toBe(0);
        await page.getByRole("button", { name: t.retake }).click();
        await expect(page.getByLabel(t.cameraPreview)).toBeVisible();
        await expect(capture).toBeEnabled();
        expect(await camerasOn()).toBe(1);
        await capture.click();
        await page.getByRole("button", { name: t.usePhoto }).click();
        expect(await camerasOn()).toBe(0);

        // The summary: every answer, each one changeable.
        await expect(page.getByRole("heading", { level: 1, name: t.summaryTitle })).toBeVisible();
        await expect(page.getByRole("main").getByText(t.selfieTaken)).toBeVisible();
        await page.getByRole("link", { name: t.changeBudget(t.budgetOptions[chosen.budget - 1] ?? "") }).click();
        await expect(question(page)).toHaveText(t.questions.budget);
        await option(page, t.budgetOptions[1]).click();
        await expect(page.getByRole("heading", { level: 1, name: t.summaryTitle })).toBeVisible();
        await expect(page.getByRole("link", { name: t.changeBudget(t.budgetOptions[1] ?? "") })).toBeVisible();

        const finishedAt = await seeResult(page, language);
        expect(Date.now() - finishedAt).toBeGreaterThanOrEqual(analysisLoadingMs - 100);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 2, name: t.resultScores })).toBeVisible();
        await expect(main.getByRole("meter")).toHaveCount(6);
        await expect(main.getByRole("heading", { level: 2, name: t.resultAdvice })).toBeVisible();
        // One piece of advice: the lowest score (eye bags or pores, both answered 5).
        await expect(main.getByRole("heading", { level: 3 })).toHaveCount(1);
        await expect(main.getByRole("link", { name: t.resultSignUp })).toHaveAttribute(
          "href",
          signUpFromAnalysis(language),
        );
        await expect(main.getByRole("link", { name: t.resultSignIn })).toHaveAttribute(
          "href",
          `/${language}/signin?from=analysis`,
        );

        const kept = await pendingAnalysis(page);
        expect(kept?.answers).toEqual({ ...chosen, budget: 2, location: t.defaultCountry.name });
        expect(kept?.selfie).toMatch(/^data:image\/jpeg;base64,\/9j\//);
        expect(kept?.preview.skinType).toBe("combination");
        const shown = await main
          .getByRole("meter")
          .evaluateAll((meters) => meters.map((meter) => Number(meter.getAttribute("aria-valuenow"))));
        expect(shown).toEqual(Object.values(kept?.preview.scores ?? {}));

        // A reload shows the same result; Back leads to the summary.
        await page.reload();
        await waitForHydration(page, language);
        await expect(page.getByRole("heading", { level: 1, name: t.resultTitle })).toBeVisible();
        expect(await pendingAnalysis(page)).toEqual(kept);
        await page.goBack();
        await expect(page.getByRole("heading", { level: 1, name: t.summaryTitle })).toBeVisible();
      },
    );

    test(
      "a URL whose answers cannot be read opens at the first open step, says so, and keeps none of them",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(`/${language}/analysis?step=budget&gender=2&age=9`);
        await waitForHydration(page, language);
        await expect(page.getByRole("alert")).toHaveText(t.carriedRejected);
        await expect(question(page)).toHaveText(t.questions.age);
        await expect(page).toHaveURL(urlOf(`/${language}/analysis?step=age&gender=2`));
        const draft = await page.evaluate((key) => sessionStorage.getItem(key), analysisDraftKey);
        expect(JSON.parse(draft ?? "null")).toEqual({ answers: { gender: chosen.gender } });
        // Answered, the notice has done its work.
        await option(page, t.ageOptions[0]).click();
        await expect(question(page)).toHaveText(t.questions.budget);
        await expect(page.getByRole("alert")).toHaveCount(0);
      },
    );

    test("every step's controls fit on the screen, Skip included", async ({ page }, testInfo) => {
      // The sizes the issue names: a 390 × 844 phone and a 1280 × 800 desktop.
      if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
      const allInView = async (step: string) => {
        const below = await page.getByRole("main").evaluate((main) =>
          [...main.querySelectorAll<HTMLElement>("button, a, [role=combobox]")]
            .filter((element) => element.offsetParent !== null)
            .filter((element) => element.getBoundingClientRect().bottom > window.innerHeight)
            .map((element) => element.getAttribute("aria-label") ?? element.textContent),
        );
        expect(below, `controls below the fold on ${step}`).toEqual([]);
      };
      await startAnalysis(page, language);
      // Each step in order, answered as `chosen`; the location step keeps its preselected country.
      for (const entry of [
        ["gender", t.genderOptions, chosen.gender],
        ["age", t.ageOptions, chosen.age],
        ["budget", t.budgetOptions, chosen.budget],
        "location",
        ["skinType", t.skinTypeOptions, chosen.skinType],
        ["eyebags", t.frequencyOptions, chosen.eyebags],
        ["dryness", t.frequencyOptions, chosen.dryness],
        ["redness", t.frequencyOptions, chosen.redness],
        ["wrinkles", t.visibilityOptions, chosen.wrinkles],
        ["acne", t.frequencyOptions, chosen.acne],
        ["pores", t.visibilityOptions, chosen.pores],
      ] as const) {
        const step = entry === "location" ? entry : entry[0];
        await expect(question(page)).toHaveText(t.questions[step]);
        if (step === "location") await expect(page.getByRole("button", { name: t.next })).toBeVisible();
        await allInView(step);
        if (entry === "location") await page.getByRole("button", { name: t.next }).click();
        else await choose(page, t.questions[step], entry[1], entry[2]);
      }
      await expect(page.getByRole("button", { name: t.takeSelfie })).toBeEnabled();
      await allInView("selfie");
      await page.getByRole("button", { name: t.takeSelfie }).click();
      await expect(page.getByRole("button", { name: t.usePhoto })).toBeVisible();
      await allInView("selfie preview");
      // The summary's list scrolls, its button stays in view.
      await page.getByRole("button", { name: t.usePhoto }).click();
      await expect(page.getByRole("button", { name: t.seeResult })).toBeInViewport();
    });

    test(
      "Skip goes to the summary without a selfie, and the wait is the same with reduced motion",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await answerUntilSelfie(page, language);
        await page.getByRole("button", { name: t.skip }).click();
        await expect(page.getByRole("main").getByText(t.selfieSkipped)).toBeVisible();
        const finishedAt = await seeResult(page, language);
        expect(Date.now() - finishedAt).toBeGreaterThanOrEqual(analysisLoadingMs - 100);
        const kept = await pendingAnalysis(page);
        expect(kept?.answers).toEqual({ ...chosen, location: t.defaultCountry.name });
        expect(kept?.selfie).toBeNull();

        // Changing an answer afterwards forgets the result computed for the old ones.
        await page.getByRole("link", { name: t.changeAnswers }).click();
        await page.getByRole("link", { name: t.changeBudget(t.budgetOptions[chosen.budget - 1] ?? "") }).click();
        await option(page, t.budgetOptions[2]).click();
        await expect(page.getByRole("heading", { level: 1, name: t.summaryTitle })).toBeVisible();
        expect(await pendingAnalysis(page)).toBeNull();
      },
    );

    test(
      "camera permission refused: a clear message, and Skip still works",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        // The browser's answer when the visitor refuses the camera (the test browser allows it).
        await page.addInitScript(() => {
          navigator.mediaDevices.getUserMedia = () =>
            Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
        });
        await answerUntilSelfie(page, language);
        await expect(page.getByRole("alert")).toHaveText(t.cameraDenied);
        await expect(page.getByRole("button", { name: t.takeSelfie })).toHaveCount(0);
        await page.getByRole("button", { name: t.skip }).click();
        await expect(page.getByRole("heading", { level: 1, name: t.summaryTitle })).toBeVisible();
        await expect(page.getByRole("main").getByText(t.selfieSkipped)).toBeVisible();
      },
    );
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

// Saving and its refusals behave alike at every width (ADR 0011): English on the phone here.
test.describe("skin analysis, signed in", onPhoneOnly, () => {
  test("the finished analysis and selfie are saved and lead to the profile", async ({ page }) => {
    await signedInUser(page);
    await answerUntilSelfie(page, "en");
    await page.getByRole("button", { name: analysisTexts.en.takeSelfie }).click();
    await page.getByRole("button", { name: analysisTexts.en.usePhoto }).click();
    await page.getByRole("button", { name: analysisTexts.en.saveAnalysis }).click();
    await expect(page.getByRole("heading", { level: 1, name: analysisTexts.en.loading })).toBeVisible();
    await expect(page).toHaveURL(urlOf("/en/profile"), { timeout: analysisLoadingMs + 10_000 });
    // Saved: the answers are not offered again.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), analysisDraftKey)).toBeNull();
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
    await page.getByRole("button", { name: analysisTexts.id.usePhoto }).click();
    await page.getByRole("button", { name: analysisTexts.id.saveAnalysis }).click();
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
