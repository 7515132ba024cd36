import { GraphQLClient } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPath } from "~/domain/product-url";
import { compareCookie } from "~/adapters/web/compare-cookie";
import { type PageServer, startPageServer } from "./support/page-server";
import { testDialect } from "./support/test-database";
import { createTestUser } from "./support/test-users";

/**
 * One product, one page (docs/catalogue.md): a product merged into another by the reviewed pair
 * table keeps its old id working everywhere, on the site as `npm start` serves it over the demo
 * catalogue's real import. "Sold In Ceramide Cream" is decided `same` as "Solid In Ceramide
 * Cream" in data/product-pair-decisions.csv; "SoonJung pH5.5" joins "SoonJung pH 5.5" by its
 * match key alone.
 */
const merged = { id: "torriden-sold-in-ceramide-cream", name: "Sold In Ceramide Cream" };
const survivor = { id: "torriden-solid-in-ceramide-cream", name: "Solid In Ceramide Cream" };
const spacedId = "etude-house-soonjung-ph5-5-relief-toner";
// Renamed, not merged: its name was read mis-decoded ("King۪s") until names were repaired (data/product-id-renames.csv).
const renamedId = "mizon-no-1-king-s-berry-aqua-drink-toner";
const renamedNewId = "mizon-no-1-kings-berry-aqua-drink-toner";
const spacedSurvivorId = "etude-house-soonjung-ph-5-5-relief-toner";

let server: PageServer;

beforeAll(async () => {
  server = await startPageServer();
});

afterAll(async () => {
  await server?.close();
});

function get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.baseUrl}${pathname}`, { redirect: "manual", headers });
}

describe(`a merged product's old id (${testDialect()})`, () => {
  it("is stored by the import as a redirect to the survivor, and is no product of its own", async () => {
    const { db } = server.database;
    const redirects = await db
      .selectFrom("product_redirects")
      .selectAll()
      .where("from_id", "in", [merged.id, spacedId, renamedId])
      .orderBy("from_id")
      .execute();
    expect(redirects).toEqual([
      { from_id: spacedId, to_id: spacedSurvivorId },
      { from_id: renamedId, to_id: renamedNewId },
      { from_id: merged.id, to_id: survivor.id },
    ]);
    const products = await db
      .selectFrom("products")
      .select("id")
      .where("id", "in", [merged.id, spacedId, renamedId])
      .execute();
    expect(products).toEqual([]);
  });

  it("answers 301 to the survivor's page in both languages, from the page and the older product link", async () => {
    for (const language of ["en", "id"] as const) {
      const page = await get(`${productPath(language, merged)}?from=old`);
      expect(page.status).toBe(301);
      expect(page.headers.get("location")).toBe(`${productPath(language, survivor)}?from=old`);
      const alias = await get(`/${language}/product/${merged.id}`);
      expect(alias.status).toBe(301);
      expect(alias.headers.get("location")).toBe(productPath(language, survivor));
    }
    const landed = await fetch(`${server.baseUrl}${productPath("en", merged)}`);
    expect(landed.status).toBe(200);
    expect(await landed.text()).toContain(survivor.name);
  });

  it("returns the survivor from getProducts in the API", async () => {
    const client = new GraphQLClient(`${server.baseUrl}/graphql`, { headers: { "x-api-key": server.apiKey } });
    const query = `query Get($id: ID!) { getProducts(id: $id) { id product brand } }`;
    for (const [oldId, newId] of [
      [merged.id, survivor.id],
      [spacedId, spacedSurvivorId],
      [renamedId, renamedNewId],
    ]) {
      const answer = await client.request<{ getProducts: { id: string; brand: string } | null }>(query, { id: oldId });
      expect(answer.getProducts?.id).toBe(newId);
    }
    const { getProducts } = await client.request<{ getProducts: { product: string } | null }>(query, { id: merged.id });
    expect(getProducts?.product).toBe(survivor.name);
    const unknown = await client.request<{ getProducts: unknown }>(query, { id: "torriden-never-made-cream" });
    expect(unknown.getProducts).toBeNull();
  });

  it("shows the survivor in a routine saved with the old id, and takes both out with the survivor", async () => {
    const { db } = server.database;
    const userId = await createTestUser(db, "merged-routine@example.com");
    await db
      .insertInto("routine_entries")
      .values({ user_id: userId, slot: "evening", position: 0, product_id: merged.id, added_at: "2024-01-01" })
      .execute();
    const routines = server.started.services.routines;
    const routine = await routines.routineOf(userId, "en");
    expect(routine.slots.evening.map((item) => item.product.id)).toEqual([survivor.id]);
    expect(routine.missing.evening).toEqual([]);
    expect((await routines.idsOf(userId)).evening).toEqual([survivor.id]);

    await routines.change(userId, { intent: "remove", slot: "evening", productId: survivor.id });
    expect((await routines.routineOf(userId, "en")).slots.evening).toEqual([]);
  });

  it("shows the survivor for compare picks and links holding the old id", async () => {
    const cookie = compareCookie([merged.id]).split(";")[0] ?? "";
    const fromCookie = await get("/en/compare", { cookie });
    expect(fromCookie.status).toBe(302);
    expect(fromCookie.headers.get("location")).toBe(`/en/compare?ids=${survivor.id}`);

    const page = await fetch(`${server.baseUrl}/id/compare?ids=${merged.id},${survivor.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(survivor.name);
    expect(html.split(productPath("id", survivor)).length - 1).toBeGreaterThan(0);
    expect(html).not.toContain(productPath("id", merged));
  });
});
