import { GraphQLClient } from "graphql-request";
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aspects } from "~/domain/aspects";
import type { UsersRecord } from "~/adapters/graphql/users-record";
import { type AnalysisAnswers, aspectScore } from "~/domain/questionnaire";
import { sampleAnswers as answers } from "~/domain/sample-answers.fixture";
import { accessTokenLifetimeSeconds } from "~/server/accounts/better-auth.server";
import { type ApiServer, startApiServer } from "./support/api-server";
import { codes, failure } from "./support/graphql-failure";
import {
  accessToken,
  apiUserPassword,
  authRequest,
  mailedCode,
  signedInUser,
  signIn,
  signOut,
  signUp,
  signUpAndVerify,
} from "./support/api-users";
import { uniqueEmail } from "./support/test-accounts";

/**
 * API clients' accounts and their own analyses (issue 4, docs/api.md, docs/security.md): sign-up,
 * verification and sign-in through `/api/auth`, access tokens, getUsers / updateUsers,
 * two-user authorisation, token expiry and refresh, sign-out. Real HTTP against the running
 * server; GraphQL through graphql-request, not our code.
 */
let server: ApiServer;
/** While set, the server's clock of the account rules stands still at this time; the real clock otherwise. */
let stoppedClock: number | undefined;

beforeAll(async () => {
  server = await startApiServer({ catalogue: false, now: () => stoppedClock ?? Date.now() });
});

afterAll(async () => {
  await server?.close();
});

const usersFields = `id email age gender budget skinType location image
  eyebags dryness redness wrinkles acne pores owner createdAt updatedAt`;
const getUsersQuery = `query GetUsers($id: ID!) { getUsers(id: $id) { ${usersFields} } }`;
const updateUsersMutation = `mutation UpdateUsers($input: UpdateUsersInput!) { updateUsers(input: $input) { ${usersFields} } }`;

function asUser(token: string): GraphQLClient {
  return new GraphQLClient(server.graphqlUrl, { headers: { authorization: `Bearer ${token}` } });
}

async function getUsers(client: GraphQLClient, id: string): Promise<UsersRecord | null> {
  return (await client.request<{ getUsers: UsersRecord | null }>(getUsersQuery, { id })).getUsers;
}

async function updateUsers(client: GraphQLClient, input: Record<string, unknown>): Promise<UsersRecord> {
  return (await client.request<{ updateUsers: UsersRecord }>(updateUsersMutation, { input })).updateUsers;
}

async function analysisCount(userId: string): Promise<number> {
  return (await server.services.analyses.history(userId)).length;
}

/** Every score an answer may get under the scoring rule (docs/rules.md, "The skin analysis"; r = 0…20). */
function allowedScores(answer: number): number[] {
  return Array.from({ length: 21 }, (_, noise) => aspectScore(answer, noise));
}

/** Sends getUsers with this Authorization header; the answer must be HTTP 401 token-invalid. */
async function expectTokenInvalid(authorization: string): Promise<void> {
  const client = new GraphQLClient(server.graphqlUrl, { headers: { authorization } });
  const response = await failure(getUsers(client, "someone"));
  expect(response.status, authorization).toBe(401);
  expect(response.headers.get("www-authenticate")).toMatch(/^Bearer .*error="invalid_token"/);
  expect(response.errors?.[0]?.extensions).toEqual({ code: "UNAUTHENTICATED", reason: "token-invalid" });
  expect(response.errors?.[0]?.message).toMatch(/sign in again/i);
}

describe("an API client's account and analysis", () => {
  it("signs up, verifies, signs in, gets an access token, saves an analysis and reads it back", async () => {
    const user = await signUpAndVerify(server, "journey");
    const signInResponse = await authRequest(server, "/sign-in/email", {
      body: { email: user.email, password: user.password },
    });
    expect(signInResponse.status).toBe(200);
    const signedIn = (await signInResponse.json()) as { token: string; user: { id: string; email: string } };
    expect(signedIn.user).toMatchObject({ id: user.id, email: user.email });
    expect(signInResponse.headers.get("set-auth-token")).toMatch(new RegExp(`^${signedIn.token}\\.`));

    const token = await accessToken(server, signedIn.token);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: user.id, email: user.email, iss: server.baseUrl, aud: server.graphqlUrl });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);

    const client = asUser(token);
    expect(await getUsers(client, user.id)).toBeNull();

    const saved = await updateUsers(client, { id: user.id, ...answers, image: "n/a" });
    expect(saved).toMatchObject({
      id: user.id,
      owner: user.id,
      email: user.email,
      gender: answers.gender,
      age: answers.age,
      budget: answers.budget,
      location: answers.location,
      skinType: "combination",
      image: "n/a",
    });
    for (const aspect of aspects) expect(allowedScores(answers[aspect])).toContain(saved[aspect]);
    expect(new Date(saved.createdAt).toISOString()).toBe(saved.createdAt);
    expect(saved.updatedAt).toBe(saved.createdAt);

    expect(await getUsers(client, user.id)).toEqual(saved);
    const [stored] = await server.services.analyses.history(user.id);
    expect(stored).toMatchObject({ gender: 2, age: 3, budget: 2, skinType: "combination", createdAt: saved.createdAt });
    expect(stored?.scores).toEqual(Object.fromEntries(aspects.map((aspect) => [aspect, saved[aspect]])));
  });

  it("computes skin type and budget level on the server, and getUsers returns the latest analysis", async () => {
    const user = await signedInUser(server, "mapping");
    const client = asUser(user.accessToken);
    const skinTypes = { 1: "combination", 2: "dry", 3: "oily", 4: "normal" } as const;
    let latest: UsersRecord | undefined;
    for (const skinType of [1, 2, 3, 4] as const) {
      const budget = ((skinType - 1) % 3) + 1;
      latest = await updateUsers(client, { id: user.id, ...answers, skinType, budget });
      expect(latest).toMatchObject({ skinType: skinTypes[skinType], budget });
    }
    expect(await getUsers(client, user.id)).toEqual(latest);
    expect(await analysisCount(user.id)).toBe(4);
  });

  it("keeps every score an integer in 0…100 for the extreme answers", async () => {
    const user = await signedInUser(server, "extremes");
    const client = asUser(user.accessToken);
    for (const answer of [1, 5]) {
      const input = { id: user.id, ...answers, ...Object.fromEntries(aspects.map((aspect) => [aspect, answer])) };
      const saved = await updateUsers(client, input);
      for (const aspect of aspects) {
        expect(Number.isInteger(saved[aspect])).toBe(true);
        expect(allowedScores(answer)).toContain(saved[aspect]);
      }
    }
  });

  it("returns an analysis saved through the web's service (one store for both)", async () => {
    const user = await signedInUser(server, "web-path");
    const fromWeb = await server.services.analyses.save(user.id, { ...answers, skinType: 3 }, null);
    const record = await getUsers(asUser(user.accessToken), user.id);
    expect(record).toMatchObject({
      id: user.id,
      owner: user.id,
      skinType: "oily",
      image: "n/a",
      createdAt: fromWeb.createdAt,
      ...fromWeb.scores,
    });
  });
});

describe("authorisation between two users", () => {
  it("refuses user B's token on user A's analysis with FORBIDDEN, shows nothing and saves nothing", async () => {
    const alice = await signedInUser(server, "alice");
    const bob = await signedInUser(server, "bob");
    await updateUsers(asUser(alice.accessToken), { id: alice.id, ...answers, location: "Alice-land" });
    const asBob = asUser(bob.accessToken);

    const read = await failure(getUsers(asBob, alice.id));
    expect(codes(read)).toEqual(["FORBIDDEN"]);
    expect((read.data as { getUsers?: unknown } | null | undefined)?.getUsers ?? null).toBeNull();
    expect(read.body).not.toContain("Alice-land");
    expect(read.body).not.toContain(alice.email);

    const write = await failure(updateUsers(asBob, { id: alice.id, ...answers, location: "Bob-was-here" }));
    expect(codes(write)).toEqual(["FORBIDDEN"]);
    expect(write.data ?? null).toBeNull();

    expect(await analysisCount(alice.id)).toBe(1);
    expect((await server.services.analyses.latest(alice.id))?.location).toBe("Alice-land");
    expect(await analysisCount(bob.id)).toBe(0);
    expect(await getUsers(asUser(alice.accessToken), alice.id)).toMatchObject({ location: "Alice-land" });
  });

  it("refuses an API key alone on the user operations (they need an access token)", async () => {
    const user = await signedInUser(server, "key-only");
    const withKey = new GraphQLClient(server.graphqlUrl, { headers: { "x-api-key": server.apiKey } });

    const read = await failure(getUsers(withKey, user.id));
    expect(codes(read)).toEqual(["UNAUTHENTICATED"]);
    expect(read.errors?.[0]?.message).toMatch(/access token/i);

    const write = await failure(updateUsers(withKey, { id: user.id, ...answers }));
    expect(codes(write)).toEqual(["UNAUTHENTICATED"]);
    expect(await analysisCount(user.id)).toBe(0);
  });
});

describe("invalid answers", () => {
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let client: GraphQLClient;

  beforeAll(async () => {
    user = await signedInUser(server, "invalid");
    client = asUser(user.accessToken);
  });

  const cases: [string, Partial<AnalysisAnswers>, string[]][] = [
    ["gender beyond its options", { gender: 4 }, ["gender"]],
    ["age zero", { age: 0 }, ["age"]],
    ["budget negative", { budget: -1 }, ["budget"]],
    ["skin type 5", { skinType: 5 }, ["skinType"]],
    ["eyebags 6", { eyebags: 6 }, ["eyebags"]],
    ["dryness 0", { dryness: 0 }, ["dryness"]],
    ["redness 99", { redness: 99 }, ["redness"]],
    ["wrinkles 6", { wrinkles: 6 }, ["wrinkles"]],
    ["acne 0", { acne: 0 }, ["acne"]],
    ["pores 7", { pores: 7 }, ["pores"]],
    ["an empty location", { location: "" }, ["location"]],
    ["a blank location", { location: "   " }, ["location"]],
    ["a location of 101 characters", { location: "x".repeat(101) }, ["location"]],
    ["a location with a NUL", { location: "Indo\u0000nesia" }, ["location"]],
    ["two bad answers", { gender: 9, pores: 0 }, ["gender", "pores"]],
  ];

  it.each(cases)("refuses %s with BAD_USER_INPUT naming the field, and saves nothing", async (_, change, fields) => {
    const response = await failure(updateUsers(client, { id: user.id, ...answers, ...change }));
    expect(codes(response).length).toBeGreaterThan(0);
    expect(new Set(codes(response))).toEqual(new Set(["BAD_USER_INPUT"]));
    const messages = (response.errors ?? []).map((error) => error.message).join("\n");
    for (const field of fields) expect(messages).toContain(`input.${field}`);
    expect(await analysisCount(user.id)).toBe(0);
  });

  it("refuses answers of the wrong type and saves nothing", async () => {
    for (const change of [{ gender: "2" }, { age: 2.5 }, { location: 7 }, { acne: null }]) {
      const response = await failure(updateUsers(client, { id: user.id, ...answers, ...change }));
      expect(response.errors?.length).toBeGreaterThan(0);
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
    expect(await analysisCount(user.id)).toBe(0);
  });

  it("takes image 'n/a', null or nothing, and refuses any other image (selfies go through the web)", async () => {
    for (const image of ["selfie.jpg", `${user.id}.jpg`, "", "N/A", "https://example.com/me.jpg"]) {
      const response = await failure(updateUsers(client, { id: user.id, ...answers, image }));
      expect(codes(response)).toEqual(["BAD_USER_INPUT"]);
      expect(response.errors?.[0]?.message).toContain("input.image");
    }
    expect(await analysisCount(user.id)).toBe(0);

    for (const image of ["n/a", null, undefined]) {
      expect(await updateUsers(client, { id: user.id, ...answers, image })).toMatchObject({ image: "n/a" });
    }
    expect(await analysisCount(user.id)).toBe(3);
  });
});

describe("bad access tokens", () => {
  it("answers a garbage token or another scheme with 401 token-invalid", async () => {
    for (const authorization of [
      "Bearer garbage",
      "Bearer ",
      "bearer a.b.c",
      `Bearer ${"x".repeat(5000)}`,
      "Basic dXNlcjpwYXNzd29yZA==",
      "garbage",
    ]) {
      await expectTokenInvalid(authorization);
    }
  });

  it("refuses a session token, a token signed by another key, an unsigned token and a tampered one", async () => {
    const alice = await signedInUser(server, "tokens-a");
    const bob = await signedInUser(server, "tokens-b");
    await expectTokenInvalid(`Bearer ${alice.sessionToken}`);

    const { privateKey } = await generateKeyPair("EdDSA");
    const forged = await new SignJWT({ email: alice.email })
      .setProtectedHeader({ alg: "EdDSA", kid: decodeProtectedHeader(alice.accessToken).kid })
      .setSubject(alice.id)
      .setIssuer(server.baseUrl)
      .setAudience(server.graphqlUrl)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    await expectTokenInvalid(`Bearer ${forged}`);

    const [, payload] = alice.accessToken.split(".");
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${payload}.`;
    await expectTokenInvalid(`Bearer ${unsigned}`);

    // Bob's signature over a payload that names Alice.
    const [bobHeader, , bobSignature] = bob.accessToken.split(".");
    const tampered = `${bobHeader}.${base64url({ ...decodeJwt(bob.accessToken), sub: alice.id, email: alice.email })}.${bobSignature}`;
    await expectTokenInvalid(`Bearer ${tampered}`);
    expect(await analysisCount(alice.id)).toBe(0);
  });
});

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

describe("sessions: sign-in, sign-out, and the account rules of the web", () => {
  it("gives each sign-in its own session; signing one out leaves the other working", async () => {
    const user = await signUpAndVerify(server, "two-sessions");
    const phone = await signIn(server, user.email);
    const tablet = await signIn(server, user.email);
    expect(phone).not.toBe(tablet);
    const phoneToken = await accessToken(server, phone);
    const tabletToken = await accessToken(server, tablet);

    await signOut(server, phone);
    expect((await authRequest(server, "/token", { sessionToken: phone })).status).toBe(401);
    await expectTokenInvalid(`Bearer ${phoneToken}`);
    expect(await getUsers(asUser(tabletToken), user.id)).toBeNull();
    expect(await getUsers(asUser(await accessToken(server, tablet)), user.id)).toBeNull();
  });

  it("after sign-out the session mints no token, and access tokens minted from it stop working", async () => {
    const user = await signedInUser(server, "sign-out");
    expect(await getUsers(asUser(user.accessToken), user.id)).toBeNull();
    await signOut(server, user.sessionToken);

    const refused = await authRequest(server, "/token", { sessionToken: user.sessionToken });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "UNAUTHORIZED" });

    // The access token names its session, and the server checks that the session still exists.
    await expectTokenInvalid(`Bearer ${user.accessToken}`);
    expect(await analysisCount(user.id)).toBe(0);
  });

  it("applies better-auth's CSRF check: a fetch client must send the server's own Origin", async () => {
    const user = await signUpAndVerify(server, "origin");
    const body = { email: user.email, password: user.password };
    // Node's fetch sends `Sec-Fetch-Mode: cors`, so better-auth wants an Origin it trusts.
    const missing = await authRequest(server, "/sign-in/email", { body, origin: null });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: "MISSING_OR_NULL_ORIGIN" });
    const foreign = await authRequest(server, "/sign-in/email", { body, origin: "https://partner.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: "INVALID_ORIGIN" });
    expect((await authRequest(server, "/sign-in/email", { body })).status).toBe(200);
  });

  it("answers a wrong password and an unknown address alike with 401", async () => {
    const user = await signUpAndVerify(server, "wrong-password");
    const wrong = await authRequest(server, "/sign-in/email", {
      body: { email: user.email, password: "not-the-password-at-all" },
    });
    const unknown = await authRequest(server, "/sign-in/email", {
      body: { email: uniqueEmail("nobody"), password: "not-the-password-at-all" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody: unknown = await wrong.json();
    expect(wrongBody).toEqual(await unknown.json());
    expect(wrongBody).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("answers sign-up with an existing address like a new one, within a minute of a mail too", async () => {
    // Both mails at the same moment, as far as the mail limits can tell: on a busy machine a
    // second could pass between them and make the waits they name differ by one.
    stoppedClock = Date.now();
    try {
      const user = await signUpAndVerify(server, "existing");
      // The existing address had its code a moment ago; so does this one (a password-reset notice).
      const freshEmail = uniqueEmail("fresh");
      await authRequest(server, "/email-otp/request-password-reset", { body: { email: freshEmail } });
      const again = await authRequest(server, "/sign-up/email", {
        body: { email: user.email, password: "another-long-password", name: "" },
      });
      const fresh = await authRequest(server, "/sign-up/email", {
        body: { email: freshEmail, password: "another-long-password", name: "" },
      });
      expect(again.status).toBe(429);
      expect(fresh.status).toBe(again.status);
      expect(await fresh.json()).toEqual(await again.json());
    } finally {
      stoppedClock = undefined;
    }
  });

  it("refuses sign-in of an unverified account like a wrong password; the mailed code still confirms it", async () => {
    const email = uniqueEmail("unverified");
    const started = Date.now();
    await signUp(server, email);
    const otp = await mailedCode(server, email, started);

    const refused = await authRequest(server, "/sign-in/email", { body: { email, password: apiUserPassword } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });

    const verified = await authRequest(server, "/email-otp/verify-email", { body: { email, otp } });
    expect(verified.status).toBe(200);
    expect(await accessToken(server, await signIn(server, email))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("refuses a wrong verification code and a password that breaks the rules", async () => {
    const email = uniqueEmail("rules");
    const started = Date.now();
    await signUp(server, email);
    const otp = await mailedCode(server, email, started);
    const wrong = await authRequest(server, "/email-otp/verify-email", {
      body: { email, otp: otp === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_OTP" });

    for (const [password, code] of [
      ["kulit-7", "PASSWORD_TOO_SHORT"],
      ["password123", "PASSWORD_TOO_COMMON"],
    ] as const) {
      const refused = await authRequest(server, "/sign-up/email", {
        body: { email: uniqueEmail("weak"), password, name: "" },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code });
    }
  });
});

describe("access token expiry and refresh", () => {
  /** The server checks tokens on this clock: the test moves it on instead of waiting an hour. */
  let clockAheadMs = 0;
  let clocked: ApiServer;

  beforeAll(async () => {
    clocked = await startApiServer({ catalogue: false, now: () => Date.now() + clockAheadMs });
  });

  afterAll(async () => {
    await clocked?.close();
  });

  it("answers an expired token with 401 token-expired and WWW-Authenticate; a fresh token from the session works", async () => {
    const user = await signedInUser(clocked, "expiry");
    const query = (token: string) =>
      new GraphQLClient(clocked.graphqlUrl, { headers: { authorization: `Bearer ${token}` } }).request<{
        getUsers: UsersRecord | null;
      }>(getUsersQuery, { id: user.id });
    expect((await query(user.accessToken)).getUsers).toBeNull();

    clockAheadMs = (accessTokenLifetimeSeconds + 1) * 1000;
    const expired = await failure(query(user.accessToken));
    expect(expired.status).toBe(401);
    expect(expired.headers.get("www-authenticate")).toBe(
      'Bearer error="invalid_token", error_description="The access token expired"',
    );
    expect(expired.errors?.[0]?.extensions).toEqual({ code: "UNAUTHENTICATED", reason: "token-expired" });
    expect(expired.errors?.[0]?.message).toMatch(/\/api\/auth\/token/);

    // better-auth mints tokens on the real clock, so the server's clock comes back to it.
    clockAheadMs = 0;
    const refreshed = await accessToken(clocked, user.sessionToken);
    expect((await query(refreshed)).getUsers).toBeNull();
  });
});
