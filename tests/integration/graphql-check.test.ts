import { createClient, type FormattedExecutionResult } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { encodeSharedList } from "~/adapters/web/check-share.server";
import { type ApiServer, startApiServer } from "./support/api-server";
import { signedInUser } from "./support/api-users";
import { type PageServer, startPageServer } from "./support/page-server";

/**
 * `checkIngredients` (docs/api.md) and the rate limit of `/{lang}/check` (docs/check.md, "Rate
 * limit") on the site as `npm start` serves it: the API reads a list with the page's own service,
 * so it names the substances the page names; it refuses what the page refuses, with the API's
 * codes; it takes an API key or a user; its own limit and the page's are the shared counters'
 * (their numbers given through the configuration, never waited out).
 */
let site: PageServer;
let limited: PageServer;
let api: ApiServer;
/** The `limited` site's limits, per minute: the page's per client address, the API's per key. */
const pageLimit = 2;
const apiLimit = 2;
/** The `api` server's limit of checks per key or user: room for the access test, then spent over a socket. */
const socketApiLimit = 3;

beforeAll(async () => {
  [site, limited, api] = await Promise.all([
    startPageServer({ env: { CHECK_RATE_LIMIT_PER_MINUTE: "1000", API_CHECK_RATE_LIMIT_PER_MINUTE: "1000" } }),
    startPageServer({
      catalogue: false,
      env: { CHECK_RATE_LIMIT_PER_MINUTE: String(pageLimit), API_CHECK_RATE_LIMIT_PER_MINUTE: String(apiLimit) },
    }),
    startApiServer({ catalogue: false, checkRateLimitPerMinute: socketApiLimit }),
  ]);
});

afterAll(async () => {
  await Promise.all([site?.close(), limited?.close(), api?.close()]);
});

interface GraphqlAnswer {
  status: number;
  headers: Headers;
  body: {
    data?: { checkIngredients: Reading | null } | null;
    errors?: { message: string; extensions: Record<string, unknown> }[];
  };
}

interface Reading {
  productType: string | null;
  recognisedCount: number;
  entryCount: number;
  ingredients: { position: number; name: string; inciName: string; listedAs: string; ingredientId: string | null }[];
  unrecognised: { name: string; suggestions: { name: string }[] }[];
  flags: { flag: string; ingredients: string[]; uncertain: boolean; source: string }[];
  freeOf: { flag: string; source: string }[];
  keyActives: string[];
  cutShortAt: string | null;
}

const readingFields = `productType recognisedCount entryCount keyActives cutShortAt
  ingredients { position name inciName listedAs statedPercent functions ingredientId }
  unrecognised { name suggestions { name ingredientId } }
  flags { flag ingredients uncertain source } freeOf { flag source }`;
const checkQuery = `query ($text: String!, $type: ProductType) { checkIngredients(text: $text, productType: $type) { ${readingFields} } }`;

async function check(
  server: { baseUrl: string },
  text: string,
  credentials: Record<string, string>,
  type?: string,
): Promise<GraphqlAnswer> {
  const response = await fetch(`${server.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...credentials },
    body: JSON.stringify({ query: checkQuery, variables: { text, type } }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphqlAnswer["body"] };
}

const withKey = (server: { apiKey: string }) => ({ "x-api-key": server.apiKey });

function reading(answer: GraphqlAnswer): Reading {
  expect(answer.body.errors).toBeUndefined();
  const found = answer.body.data?.checkIngredients;
  if (!found) throw new Error(`no reading: ${JSON.stringify(answer.body)}`);
  return found;
}

/** The text the page shows a name as (React escapes these five). */
function asHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

const list = "Ingredients: Water, Glycerin, Niacinamide 5%, Salicylic Acid, Potassium Hyalur, Fragrance.";

describe("checkIngredients", () => {
  it("reads a catalogue product's real list with the page's service: the same substances and count", async () => {
    const product = await fetch(`${site.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...withKey(site) },
      body: JSON.stringify({
        query: '{ getProducts(id: "cosrx-advanced-snail-96-mucin-power-essence") { ingredients } }',
      }),
    });
    const ingredients = ((await product.json()) as { data: { getProducts: { ingredients: string[] } } }).data
      .getProducts.ingredients;
    expect(ingredients.length).toBeGreaterThan(5);
    const text = [...ingredients, "Potassium Hyalur"].join(", ");

    const answer = reading(await check(site, text, withKey(site), "ESSENCE"));
    expect(answer.productType).toBe("ESSENCE");
    expect(answer.ingredients.map((ingredient) => ingredient.name)).toEqual(ingredients);
    expect(answer.ingredients.map((ingredient) => ingredient.position)).toEqual(
      ingredients.map((_, index) => index + 1),
    );
    expect(answer.unrecognised.map((name) => name.name)).toEqual(["Potassium Hyalur"]);
    expect(answer.unrecognised[0]?.suggestions.map((suggestion) => suggestion.name)).toContain("Potassium Hyaluronate");

    const posted = await fetch(`${site.baseUrl}/en/check`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ list: text, type: "essence" }).toString(),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    const page = await (await fetch(`${site.baseUrl}${posted.headers.get("location") ?? ""}`)).text();
    expect(page).toContain(`${answer.recognisedCount} of ${answer.entryCount} ingredients recognised`);
    for (const ingredient of answer.ingredients) expect(page).toContain(asHtml(ingredient.name));
    for (const ingredient of answer.ingredients.filter((entry) => entry.ingredientId !== null)) {
      expect(page).toContain(`href="/en/ingredient/${ingredient.ingredientId}"`);
    }
  });

  it("gives each flag its ingredients and its rule's source, read with the type given", async () => {
    const leaveOn = reading(await check(site, list, withKey(site)));
    expect(leaveOn.productType).toBeNull();
    expect(leaveOn.recognisedCount).toBe(5);
    expect(leaveOn.entryCount).toBe(6);
    expect(leaveOn.keyActives).toEqual(expect.arrayContaining(["Niacinamide", "Salicylic Acid"]));
    const fragrance = leaveOn.flags.find((flag) => flag.flag === "fragrance");
    expect(fragrance).toEqual({
      flag: "fragrance",
      ingredients: ["Parfum"],
      uncertain: false,
      source: "EU Cosmetics Regulation 1223/2009, Annex III",
    });
    expect(leaveOn.flags.map((flag) => flag.flag)).toContain("pregnancy-caution");
    expect(leaveOn.freeOf).toContainEqual({
      flag: "essential-oils",
      source: "ISO 9235; Sarkic and Stappen, Cosmetics, 2018",
    });
    // A cleanser is rinsed off: salicylic acid high in its list is no pregnancy caution.
    const cleanser = reading(await check(site, list, withKey(site), "WATER_BASED_CLEANSER"));
    expect(cleanser.productType).toBe("WATER_BASED_CLEANSER");
    expect(cleanser.flags.map((flag) => flag.flag)).not.toContain("pregnancy-caution");
  });

  it.each([
    ["an empty text", " \n ", "text: is empty"],
    ["a text over 10,000 characters", `Water, ${"Glycerin ".repeat(1300)}`, "longer than 10,000 characters"],
    ["a NUL", "Water\u0000, Glycerin", "text: holds a control character"],
    ["another control character", "Water\u001b[31m, Glycerin", "text: holds a control character"],
    ["Korean script only", "정제수, 글리세린, 나이아신아마이드", "text: is in Korean script only"],
    [
      "more than 200 entries",
      Array.from({ length: 201 }, (_, index) => `Name ${index}`).join(", "),
      "more than 200 entries",
    ],
    ["punctuation only", "!!!, ???", "text: holds no ingredient name"],
  ])("refuses %s with BAD_USER_INPUT and a message naming the argument", async (_case, text, message) => {
    const answer = await check(site, text, withKey(site));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors?.[0]?.extensions.code).toBe("BAD_USER_INPUT");
    expect(answer.body.errors?.[0]?.message).toContain(message);
  });

  it("refuses a product type the catalogue does not have before running", async () => {
    const answer = await check(site, list, withKey(site), "SERUM");
    expect(answer.body.errors?.[0]?.extensions.code).toBe("BAD_USER_INPUT");
  });

  it("answers HTML and script as the text they are, in JSON", async () => {
    const answer = await check(site, 'Water, <script>alert("kulit")</script>, <b>Glycerin</b>', withKey(site));
    expect(answer.headers.get("content-type")).toMatch(/^application\/(graphql-response\+)?json/);
    expect(reading(answer).unrecognised.map((name) => name.name)).toContain('<script>alert("kulit")</script>');
  });

  it("refuses a body over the API's 64 KB as it refuses any large body (413)", async () => {
    const answer = await check(site, "Water, ".repeat(12_000), withKey(site));
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]?.extensions.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("takes an API key or a signed-in user's access token, and nothing less", async () => {
    const none = await check(api, list, {});
    expect(none.status).toBe(401);
    expect(none.body.errors?.[0]?.extensions.code).toBe("UNAUTHORIZED");
    expect(reading(await check(api, list, withKey(api))).recognisedCount).toBe(5);
    const user = await signedInUser(api, "check");
    expect(reading(await check(api, list, { authorization: `Bearer ${user.accessToken}` })).recognisedCount).toBe(5);
  });

  it("has its own limit per key: refused texts do not count, the call over it is 429 RATE_LIMITED", async () => {
    for (const refused of ["", "Water\u0000"]) {
      expect((await check(limited, refused, withKey(limited))).body.errors?.[0]?.extensions.code).toBe(
        "BAD_USER_INPUT",
      );
    }
    for (let call = 0; call < apiLimit; call++) reading(await check(limited, list, withKey(limited)));
    const over = await check(limited, list, withKey(limited));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.body.errors?.[0]?.extensions.code).toBe("RATE_LIMITED");
    expect(over.body.errors?.[0]?.extensions.retryAfterSeconds).toBeGreaterThan(0);
    expect(over.body.errors?.[0]?.extensions).not.toHaveProperty("http");
    expect(over.body.errors?.[0]?.message).toMatch(/^Too many ingredient checks: try again in \d+ seconds$/);
    // The API's other operations keep their own, larger limit.
    const other = await fetch(`${limited.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...withKey(limited) },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(other.status).toBe(200);
  });
});

describe("checkIngredients over the WebSocket", () => {
  it("counts against the same limit per key, and refuses over it with RATE_LIMITED and no HTTP details", async () => {
    const client = createClient({
      url: api.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: withKey(api),
      retryAttempts: 0,
    });
    try {
      const results: FormattedExecutionResult<Record<string, unknown>, unknown>[] = [];
      for (let call = 0; call <= socketApiLimit; call++) {
        for await (const result of client.iterate({ query: checkQuery, variables: { text: list } })) {
          results.push(result);
          break;
        }
      }
      const refused = results.filter((result) => result.errors !== undefined);
      // The access test above spent one of the key's checks over HTTP.
      expect(results.length - refused.length).toBe(socketApiLimit - 1);
      expect(refused.length).toBeGreaterThan(0);
      for (const result of refused) {
        expect(result.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
        expect(result.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
        expect(result.errors?.[0]?.extensions).not.toHaveProperty("http");
      }
    } finally {
      await client.dispose();
    }
  });
});

describe("the rate limit of /check", () => {
  const sharedAddress = (entries: string[]) =>
    `/en/check?list=${encodeSharedList({ entries, activeCount: 0, notNames: [] })}`;

  it("counts readings per client address; over it, 429 with Retry-After and a plain message, the list kept", async () => {
    const first = sharedAddress(["Water", "Glycerin"]);
    // Not a reading: the empty page is never counted.
    for (let visit = 0; visit < 3; visit++) expect((await fetch(`${limited.baseUrl}/en/check`)).status).toBe(200);
    expect((await fetch(`${limited.baseUrl}${first}`)).status).toBe(200);
    expect((await fetch(`${limited.baseUrl}${sharedAddress(["Water", "Niacinamide"])}`)).status).toBe(200);

    const over = await fetch(`${limited.baseUrl}${sharedAddress(["Water", "Squalane"])}`);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.headers.get("cache-control")).toBe("no-store");
    const page = await over.text();
    expect(page).toContain("You have checked many lists in the last minute");
    // The page itself, with its form and the list in it, not the error page.
    expect(page).toMatch(/<h1[^>]*>Check an ingredient list<\/h1>/);
    expect(page).toMatch(/<textarea[^>]*name="list"[^>]*>Water, Squalane<\/textarea>/);

    // A reading the page cache holds costs nothing and is still answered.
    const kept = await fetch(`${limited.baseUrl}${first}`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get("x-page-cache")).toBe("hit");

    // In Indonesian too.
    const id = await fetch(`${limited.baseUrl}${sharedAddress(["Water", "Squalane"]).replace("/en/", "/id/")}`);
    expect(id.status).toBe(429);
    expect(await id.text()).toContain("Kamu sudah memeriksa banyak daftar dalam semenit terakhir");
  });

  it("counts a posted list read at once (too long for a link) the same way, and keeps it in the field", async () => {
    let seed = 29;
    const letter = () => String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) % 2147483648) % 26));
    const names = Array.from({ length: 190 }, () => Array.from({ length: 20 }, letter).join(""));
    const response = await fetch(`${limited.baseUrl}/en/check`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ list: ["Water", ...names].join(", "), type: "" }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await response.text();
    expect(page).toContain("You have checked many lists in the last minute");
    expect(page).toContain(names[0]);
  });
});
