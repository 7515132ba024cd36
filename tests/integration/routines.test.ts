import { GraphQLClient } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoutineRecord } from "~/adapters/graphql/routine-record";
import { type ApiServer, startApiServer } from "./support/api-server";
import { codes, failure } from "./support/graphql-failure";
import { signedInUser } from "./support/api-users";

/**
 * Routines (docs/routine.md, docs/api.md "Routine") through the public API on both databases:
 * getRoutine / updateRoutine for the owner only, steps in order, warnings with their sources,
 * refusals that change nothing, Download my data, and deletion with the account. Real HTTP;
 * GraphQL through graphql-request.
 */
let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(async () => {
  await server?.close();
});

const retinolOil = "cosrx-the-retinol-0-5-oil";
const ahaEssence = "isntree-clear-skin-8-aha-essence";
const snailEssence = "cosrx-advanced-snail-96-mucin-power-essence";
const sunscreen = "beauty-of-joseon-day-dew-sunscreen-lightweight-spf-50";
const toner = "klairs-supple-preparation-facial-toner";
const cleanser = "cosrx-low-ph-good-morning-cleanser";
/** Deleted from this test's catalogue by one test. */
const dropped = "mizon-snail-repair-intensive-ampoule";

const routineFields = `id owner location updatedAt missingProductIds
  morning { productId name brand productType step }
  evening { productId name brand productType step }
  warnings { kind slot activeClasses productIds ingredients source { key title url } }
  advice { kind uvIndex humidity source { key url } }`;
const getRoutineQuery = `query GetRoutine($id: ID!) { getRoutine(id: $id) { ${routineFields} } }`;
const updateRoutineMutation = `mutation UpdateRoutine($input: UpdateRoutineInput!) { updateRoutine(input: $input) { ${routineFields} } }`;

function asUser(token: string): GraphQLClient {
  return new GraphQLClient(server.graphqlUrl, { headers: { authorization: `Bearer ${token}` } });
}

async function getRoutine(client: GraphQLClient, id: string): Promise<RoutineRecord> {
  return (await client.request<{ getRoutine: RoutineRecord }>(getRoutineQuery, { id })).getRoutine;
}

async function updateRoutine(client: GraphQLClient, input: Record<string, unknown>): Promise<RoutineRecord> {
  return (await client.request<{ updateRoutine: RoutineRecord }>(updateRoutineMutation, { input })).updateRoutine;
}

describe("getRoutine and updateRoutine", () => {
  it("stores the routine, answers it in the order of application with its warnings and sources", async () => {
    const user = await signedInUser(server, "routine-owner");
    const client = asUser(user.accessToken);
    const empty = await getRoutine(client, user.id);
    expect(empty).toMatchObject({
      id: user.id,
      owner: user.id,
      morning: [],
      evening: [],
      warnings: [],
      updatedAt: null,
    });

    const saved = await updateRoutine(client, {
      id: user.id,
      morning: [snailEssence],
      evening: [retinolOil, snailEssence, ahaEssence],
    });
    expect(saved.evening.map((item) => [item.productId, item.step])).toEqual([
      [ahaEssence, "exfoliate"],
      [snailEssence, "essence"],
      [retinolOil, "moisturise"],
    ]);
    expect(saved.warnings.map((warning) => [warning.slot, warning.kind])).toEqual([
      ["morning", "no-sunscreen-with-actives"],
      ["evening", "retinoid-with-exfoliating-acid"],
    ]);
    const clash = saved.warnings[1];
    expect(clash?.productIds).toEqual([ahaEssence, retinolOil]);
    expect(clash?.ingredients).toEqual(expect.arrayContaining(["Glycolic Acid", "Retinol"]));
    expect(clash?.source).toMatchObject({ key: "aad-exfoliation", url: expect.stringMatching(/^https:\/\//) });
    expect(saved.updatedAt).not.toBeNull();
    // No analysis yet: no location, so no climate advice.
    expect(saved).toMatchObject({ location: null, advice: [] });

    expect(await getRoutine(client, user.id)).toEqual(saved);

    const withSunscreen = await updateRoutine(client, {
      id: user.id,
      morning: [snailEssence, sunscreen],
      evening: [retinolOil, ahaEssence],
    });
    expect(withSunscreen.warnings.map((warning) => warning.kind)).toEqual(["retinoid-with-exfoliating-acid"]);
  });

  it("refuses another user's routine, a missing token, unknown products, a sunscreen at night and a product twice in a slot, changing nothing", async () => {
    const owner = await signedInUser(server, "routine-a");
    const other = await signedInUser(server, "routine-b");
    const client = asUser(owner.accessToken);
    const before = await updateRoutine(client, { id: owner.id, morning: [sunscreen], evening: [retinolOil] });

    const foreignRead = await failure(getRoutine(asUser(other.accessToken), owner.id));
    expect(codes(foreignRead)).toEqual(["FORBIDDEN"]);
    const foreignWrite = await failure(
      updateRoutine(asUser(other.accessToken), { id: owner.id, morning: [], evening: [] }),
    );
    expect(codes(foreignWrite)).toEqual(["FORBIDDEN"]);
    const withKey = new GraphQLClient(server.graphqlUrl, { headers: { "x-api-key": server.apiKey } });
    expect(codes(await failure(getRoutine(withKey, owner.id)))).toEqual(["UNAUTHENTICATED"]);

    for (const input of [
      { id: owner.id, morning: ["no-such-product"], evening: [] },
      { id: owner.id, morning: [], evening: [sunscreen] },
      { id: owner.id, morning: ["Not An Id!"], evening: [] },
      { id: owner.id, morning: Array.from({ length: 13 }, (_, index) => `product-${index}`), evening: [] },
      { id: owner.id, morning: [sunscreen], evening: [retinolOil, retinolOil] },
    ]) {
      expect(codes(await failure(updateRoutine(client, input)))).toEqual(["BAD_USER_INPUT"]);
    }
    expect(await getRoutine(client, owner.id)).toEqual(before);
  });
});

describe("changes to a routine", () => {
  it("keeps every one of several adds sent at once (two tabs), in one slot", async () => {
    const user = await signedInUser(server, "routine-tabs");
    const products = [retinolOil, ahaEssence, snailEssence, toner, cleanser];
    const results = await Promise.all(
      products.map((productId) =>
        server.services.routines.change(user.id, { intent: "add", slot: "evening", productId }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(new Set((await server.services.routines.idsOf(user.id)).evening)).toEqual(new Set(products));
  });

  it("keeps a product the catalogue drops, says it is gone, and lets it be removed", async () => {
    const user = await signedInUser(server, "routine-gone");
    const client = asUser(user.accessToken);
    await updateRoutine(client, { id: user.id, morning: [dropped], evening: [dropped, retinolOil] });
    await server.database.db.deleteFrom("products").where("id", "=", dropped).execute();

    const kept = await getRoutine(client, user.id);
    expect(kept.missingProductIds).toEqual([dropped]);
    expect(kept.evening.map((item) => item.productId)).toEqual([retinolOil]);
    // Sending the routine back as it stands is not refused for the product it still holds.
    await updateRoutine(client, { id: user.id, morning: [dropped], evening: [retinolOil] });

    const removed = await server.services.routines.change(user.id, {
      intent: "remove",
      slot: "morning",
      productId: dropped,
    });
    expect(removed).toEqual({ ok: true, ids: { morning: [], evening: [retinolOil] } });
    expect((await getRoutine(client, user.id)).missingProductIds).toEqual([]);
    const readded = await server.services.routines.change(user.id, {
      intent: "add",
      slot: "morning",
      productId: dropped,
    });
    expect(readded).toMatchObject({ ok: false, error: "unknown-product" });
  });
});

describe("a routine in the account's life", () => {
  it("is in Download my data and goes with the account", async () => {
    const user = await signedInUser(server, "routine-export");
    await updateRoutine(asUser(user.accessToken), { id: user.id, morning: [sunscreen], evening: [retinolOil] });

    const exported = await server.services.accounts.exportData(user.id);
    expect(exported.routine).toMatchObject({ morning: [sunscreen], evening: [retinolOil] });

    await server.services.accounts.deleteAccount(
      user.id,
      new Headers({ authorization: `Bearer ${user.sessionToken}` }),
    );
    const left = await server.database.db
      .selectFrom("routine_entries")
      .select("product_id")
      .where("user_id", "=", user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
