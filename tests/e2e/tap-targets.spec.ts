import { expect, type Page, test } from "@playwright/test";
import { sampleAnswers } from "../../app/domain/sample-answers.fixture";
import { analysisDraftKey, pendingAnalysisKey } from "./analysis-texts";
import { onPhoneOnly, productPath, trending, urlOf, waitForHydration } from "./support";
import { signedInUser } from "./verified-user";

/**
 * WCAG 2.2 target size (2.5.8, level AA) on every page type at 390 px, measured in the browser:
 * every visible control is at least 24 × 24 px, or, when smaller, is a link inside a sentence
 * (the "inline" exception) or has a 24 px circle around its centre that touches no other
 * control (the "spacing" exception). A checkbox or radio counts with its label, which the
 * browser makes part of its target.
 */
interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 1 && rect.height > 1 && style.visibility !== "hidden" && style.display !== "none";
    };
    const targetRect = (element: Element): DOMRect => {
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
      if (!label) return element.getBoundingClientRect();
      const a = element.getBoundingClientRect();
      const b = label.getBoundingClientRect();
      const left = Math.min(a.left, b.left);
      const top = Math.min(a.top, b.top);
      return new DOMRect(left, top, Math.max(a.right, b.right) - left, Math.max(a.bottom, b.bottom) - top);
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter(visible)
      // A control inside a label is measured with the label, once.
      .filter((element) => !(element.closest("label") && !(element instanceof HTMLInputElement)))
      .map((element) => ({ element, rect: targetRect(element) }));
    const inSentence = (element: Element) => {
      if (element.tagName !== "A") return false;
      const block = element.closest("p, li, dd, td");
      const own = (element.textContent ?? "").trim().length;
      return block !== null && (block.textContent ?? "").trim().length > own + 20;
    };
    const distanceToRect = (x: number, y: number, rect: DOMRect) =>
      Math.hypot(Math.max(rect.left - x, 0, x - rect.right), Math.max(rect.top - y, 0, y - rect.bottom));
    const small = (rect: DOMRect) => rect.width < 23.5 || rect.height < 23.5;
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    return targets.flatMap(({ element, rect }) => {
      if (!small(rect) || inSentence(element)) return [];
      const { x, y } = centre(rect);
      // The spacing exception: a 24 px circle on its centre meets no other target, nor the
      // circle of another undersized one.
      const crowded = targets.some((other) => {
        if (related(other.element, element)) return false;
        if (distanceToRect(x, y, other.rect) < 12) return true;
        if (!small(other.rect) || inSentence(other.element)) return false;
        const them = centre(other.rect);
        return Math.hypot(them.x - x, them.y - y) < 24;
      });
      if (!crowded) return [];
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
      return [
        {
          what: `${element.tagName.toLowerCase()} “${text}”`,
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        },
      ];
    });
  });
}

const pages = [
  "/en",
  "/id/producttype/toner",
  "/en/skintype/oily",
  "/id/ingredient/Niacinamide",
  productPath("en", trending[0]),
  "/id/search?q=serum",
  `/en/compare?ids=${trending[0].id},${trending[1].id}`,
  "/en/analysis",
  "/id/signup",
  "/en/signin",
  "/id/privacy-policy",
  "/en/dp/Nothing/no-such-product",
];

test.describe("tap targets at 390 px", onPhoneOnly, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of pages) {
    test(`every control of ${path} is large enough or spaced`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page, path.startsWith("/id") ? "id" : "en");
      expect(await smallTargets(page)).toEqual([]);
    });
  }

  test("every control of the analysis's summary and result is large enough or spaced", async ({ page }) => {
    // The state a finished analysis leaves in the tab: the answers, and the server's result for them.
    await page.goto("/en/analysis");
    await page.evaluate(
      async ([draftKey, pendingKey, answers]) => {
        const body = new FormData();
        body.set("answers", answers);
        const preview: unknown = await (await fetch("/en/analysis/preview", { method: "POST", body })).json();
        const parsed: unknown = JSON.parse(answers);
        sessionStorage.setItem(draftKey, JSON.stringify({ answers: parsed, selfie: null }));
        sessionStorage.setItem(pendingKey, JSON.stringify({ answers: parsed, selfie: null, preview }));
      },
      [analysisDraftKey, pendingAnalysisKey, JSON.stringify(sampleAnswers)] as const,
    );
    for (const step of ["summary", "result"]) {
      await page.goto(`/en/analysis?step=${step}`);
      await waitForHydration(page, "en");
      await expect(page).toHaveURL(urlOf(`/en/analysis?step=${step}`));
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      expect(await smallTargets(page), step).toEqual([]);
    }
  });

  test("every control of the profile and the routine is large enough or spaced", async ({ page }) => {
    await signedInUser(page);
    for (const path of ["/en/profile", "/id/routine"]) {
      await page.goto(path);
      await waitForHydration(page, path.startsWith("/id") ? "id" : "en");
      expect(await smallTargets(page), path).toEqual([]);
    }
  });
});
