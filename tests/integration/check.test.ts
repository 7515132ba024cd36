import path from "node:path";
import { describe, expect, it } from "vitest";
import { encodeSharedList } from "~/adapters/web/check-share.server";
import { productPath } from "~/domain/product-url";
import { sampleAnswers } from "~/domain/sample-answers.fixture";
import { waitForSinkMail } from "../support/mail-sink-files";
import { pageServerForFile } from "./support/page-server";
import { codeIn, cookieFrom, uniqueEmail } from "./support/test-accounts";

/**
 * "Check any product" (docs/check.md) on the site as `npm start` serves it: the paste form's post
 * answers 303 to the reading's address, which renders the reading with links to the ingredient
 * pages the catalogue holds; a cut or forged link, the text's limits and a body over the form's
 * limit get a plain message in the visitor's language, never an error page; HTML in the text is
 * shown as text. For a signed-in shopper the reading shows the product page's match and the
 * routine's clashes; for everyone, the closest formulas in kulit.
 */
const site = pageServerForFile();

function post(language: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${site.baseUrl}/${language}/check`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

const list = "Ingredients: Water, Glycerin, Niacinamide 5%, Salicylic Acid, Potassium Hyalur, Fragrance.";

it("answers a posted list with 303 to its reading, which names each ingredient, the unknown names and the flags", async () => {
  const posted = await post("en", { list, type: "toner" });
  expect(posted.status).toBe(303);
  const location = posted.headers.get("location") ?? "";
  expect(location).toMatch(/^\/en\/check\?list=1\.[A-Za-z0-9_-]+&type=toner#check-reading$/);
  expect(location.split("#")[0]?.length).toBeLessThan(2048);

  const reading = await fetch(`${site.baseUrl}${location}`);
  expect(reading.status).toBe(200);
  const page = await reading.text();
  expect(page).toContain("5 of 6 ingredients recognised");
  expect(page).toContain("Read as: Toner.");
  expect(page).toContain("not a product kulit holds");
  // A link to the ingredient's page where the catalogue has one.
  expect(page).toContain('href="/en/ingredient/niacinamide"');
  expect(page).toContain("Potassium Hyalur");
  expect(page).toContain("Did you mean");
  expect(page).toContain("Potassium Hyaluronate");
  expect(page).toContain("Exfoliating acids");
  expect(page).toContain("Free of essential oils");
  expect(page).toContain('<meta name="robots" content="noindex"/>');
  expect(page).toContain(`<link rel="canonical" href="${site.baseUrl}/en/check"/>`);
});

it("reads the same link in Indonesian, with no type chosen as left on the skin", async () => {
  const posted = await post("id", { list, type: "" });
  const location = posted.headers.get("location") ?? "";
  expect(location).not.toContain("type=");
  const page = await (await fetch(`${site.baseUrl}${location}`)).text();
  expect(page).toContain("5 dari 6 bahan dikenali");
  expect(page).toContain("Dibaca sebagai produk yang dibiarkan di kulit");
  expect(page).toContain("Hati-hati saat hamil");
});

const shared = encodeSharedList({ entries: ["Water", "Glycerin", "Niacinamide"], activeCount: 0, notNames: [] });

it.each([
  ["a forged list", "list=1.AAAA"],
  ["a list cut short", `list=${shared.slice(0, 12)}`],
  ["another version", `list=2.${shared.slice(2)}`],
  ["an unknown type", `list=${shared}&type=serum`],
  ["two lists", `list=${shared}&list=${shared}`],
])("answers %s with a plain message and 400, not an error page", async (_case, query) => {
  const response = await fetch(`${site.baseUrl}/en/check?${query}`);
  expect(response.status).toBe(400);
  const page = await response.text();
  expect(page).toContain("The ingredient list in this link could not be read");
  // The page itself, with its form, not the error page.
  expect(page).toMatch(/<h1[^>]*>Check an ingredient list<\/h1>/);
  expect(page).toContain('name="list"');
});

it.each([
  ["en", "", "Paste an ingredient list first"],
  ["en", "정제수, 글리세린, 나이아신아마이드", "This list is in Korean script only"],
  ["en", "Water\u0000, Glycerin", "This text holds control characters"],
  ["id", "Water\u0007, Glycerin", "Teks ini berisi karakter kontrol"],
  ["en", `Water, ${"Glycerin ".repeat(1300)}`, "This text is longer than 10,000 characters"],
  ["en", Array.from({ length: 201 }, (_, index) => `Name ${index}`).join(", "), "more than 200 ingredients"],
])("refuses a text it cannot read with 400 and its message (%s: %#)", async (language, text, message) => {
  const response = await post(language, { list: text, type: "" });
  expect(response.status).toBe(400);
  expect(await response.text()).toContain(message);
});

it("answers a body over the form's limit with 413 and a message", async () => {
  const response = await post("en", { list: "A".repeat(1024 * 1024), type: "" });
  expect(response.status).toBe(413);
  expect(await response.text()).toContain("This form is too large to read");
});

it("says what to paste when a text names no ingredient", async () => {
  const words = await post("en", { list: "hello there, how are you", type: "" });
  const reading = await fetch(`${site.baseUrl}${words.headers.get("location") ?? ""}`);
  expect(reading.status).toBe(200);
  expect(await reading.text()).toContain("kulit recognised no ingredient in this text");
  const marks = await post("en", { list: "!!!, ???", type: "" });
  expect(marks.status).toBe(400);
  expect(await marks.text()).toContain("kulit recognised no ingredient in this text");
});

it("shows HTML and script in the text as text", async () => {
  const posted = await post("en", {
    list: 'Water, <script>alert("kulit")</script>, <b>Glycerin</b>, Niacinamide',
    type: "",
  });
  const page = await (await fetch(`${site.baseUrl}${posted.headers.get("location") ?? ""}`)).text();
  expect(page).not.toContain('<script>alert("kulit")</script>');
  expect(page).not.toContain("<b>Glycerin</b>");
  expect(page).toContain("&lt;script&gt;alert(&quot;kulit&quot;)&lt;/script&gt;");
});

it("shows a list too long for a link from the post itself, and says it cannot be shared", async () => {
  // 190 names of random letters, which no deflating makes fit in 2 KB.
  let seed = 29;
  const letter = () => String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) % 2147483648) % 26));
  const names = Array.from({ length: 190 }, () => Array.from({ length: 20 }, letter).join(""));
  const response = await post("en", { list: ["Water", "Niacinamide", ...names].join(", "), type: "" });
  expect(response.status).toBe(200);
  const page = await response.text();
  expect(page).toContain("This list is too long to share as a link");
  expect(page).toContain("2 of 192 ingredients recognised");
});

describe("the reading for a signed-in shopper", () => {
  /** A verified account signed in through the accounts API (the code read from the outbox), with its cookie. */
  async function signedIn(): Promise<{ cookie: string; userId: string }> {
    const email = uniqueEmail("check");
    const auth = (pathname: string, body: unknown) =>
      fetch(`${site.baseUrl}/api/auth${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: site.baseUrl },
        body: JSON.stringify(body),
      });
    const signUp = await auth("/sign-up/email", { email, password: "velvet-morning-tea", name: "" });
    expect(signUp.status).toBe(200);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const mail = await waitForSinkMail(path.join(site.database.dataDir, "outbox"), email);
    const verified = await auth("/email-otp/verify-email", { email, otp: codeIn(mail.text) });
    expect(verified.status).toBe(200);
    return { cookie: cookieFrom(verified.headers), userId };
  }

  /** A page's markup without its scripts, which carry the page's texts whether shown or not. */
  const markup = (page: string) => page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

  /** The markup of the reading of a posted list, read as `cookie`'s visitor. */
  async function reading(fields: Record<string, string>, cookie?: string): Promise<string> {
    const posted = await post("en", fields);
    expect(posted.status).toBe(303);
    const response = await fetch(`${site.baseUrl}${posted.headers.get("location") ?? ""}`, {
      headers: cookie === undefined ? {} : { cookie },
    });
    expect(response.status).toBe(200);
    return markup(await response.text());
  }

  /** The first "N% Match" after `from` in a page. */
  const matchIn = (page: string, from = 0) => /(\d+)% Match/.exec(page.slice(from))?.[1];

  /** An oil with no current price in the UK, so that the budget counts on neither page. */
  const retinolOil = "cosrx-the-retinol-0-5-oil";
  const ahaList =
    "Water, Glycolic Acid, Lactic Acid, Glycerin, Butylene Glycol, Potassium Hydroxide, Sodium Hyaluronate, Allantoin, Panthenol";

  it("shows the product page's match for a catalogue product's own list and type, and that product closest", async () => {
    const { cookie, userId } = await signedIn();
    await site.started.services.analyses.save(userId, sampleAnswers, null);
    const product = await site.started.services.catalog.productDetail(retinolOil, "en");
    if (product === null) throw new Error(`${retinolOil} is not in the catalogue`);
    expect(product.price).toBeNull();

    const productPage = await (
      await fetch(`${site.baseUrl}${productPath("en", product)}`, { headers: { cookie } })
    ).text();
    const expected = matchIn(productPage);
    expect(expected).toBeDefined();

    const list = product.ingredients.map((ingredient) => ingredient.rawName).join(", ");
    const page = await reading({ list, type: product.productType }, cookie);
    const readingAt = page.indexOf('id="check-reading"');
    expect(matchIn(page, readingAt)).toBe(expected);
    expect(page).toContain(`Why ${expected}%?`);

    const closest = page.slice(page.indexOf('aria-labelledby="check-closest"'));
    expect(/href="(\/en\/dp\/[^"]+)"/.exec(closest)?.[1]).toBe(productPath("en", product));
    expect(closest).toContain(`Shares ${Math.min(10, product.ingredients.length)} of your list&#x27;s first`);
  });

  it("says which product of the routine an AHA list clashes with, in which slot, with both sides' ingredients", async () => {
    const { cookie, userId } = await signedIn();
    const added = await site.started.services.routines.change(userId, {
      intent: "add",
      slot: "evening",
      productId: retinolOil,
    });
    expect(added.ok).toBe(true);
    const page = await reading({ list: ahaList, type: "toner" }, cookie);
    expect(page).toContain("With your routine");
    expect(page).toContain("Clashes with The Retinol 0.5 Oil in your evening routine");
    expect(page).toContain("In your list: Glycolic Acid and Lactic Acid.");
    expect(page).toMatch(/In The Retinol 0\.5 Oil: [^<]*Retinol/);
    expect(page).toContain("American Academy of Dermatology");
    // Without an analysis: the product page's invitation to take it.
    expect(page).toContain("Complete analysis to see your match percentage");
  });

  it("says there is no clash with a routine the list does not clash with, and nothing without a routine", async () => {
    const { cookie, userId } = await signedIn();
    const plain = "Water, Glycerin, Butylene Glycol, Panthenol";
    expect(await reading({ list: plain, type: "toner" }, cookie)).not.toContain("With your routine");
    await site.started.services.routines.change(userId, { intent: "add", slot: "evening", productId: retinolOil });
    expect(await reading({ list: plain, type: "toner" }, cookie)).toContain(
      "No clashes with the product in your routine",
    );
  });

  it("shows an anonymous visitor the invitation instead of a match, no clash section, and the closest formulas", async () => {
    const page = await reading({ list: ahaList, type: "" });
    expect(page).toContain("Sign up to see your match percentage");
    expect(matchIn(page, page.indexOf('id="check-reading"'))).toBeUndefined();
    expect(page).not.toContain("With your routine");
    expect(page).not.toContain("Clashes with");
    expect(page).toContain("Closest formulas in kulit");
    expect(page).toContain("compared your list with products of every type");
  });
});
