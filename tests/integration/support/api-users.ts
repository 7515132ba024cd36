import type { ApiServer } from "./api-server";
import { codeIn, uniqueEmail } from "./test-accounts";

/** A password that passes every rule of docs/security.md, "Accounts" (length, not a common one). */
export const apiUserPassword = "velvet-morning-tea";

/** Where `/api/auth` is: a test server, or (tests/scale) the load balancer in front of several. */
export type AuthOrigin = Pick<ApiServer, "baseUrl">;

/** An account an API client created and verified through `/api/auth`. */
export interface ApiUser {
  id: string;
  email: string;
  password: string;
}

/** A signed-in API client: its session (refresh) token and an access token minted from it. */
export interface SignedInApiUser extends ApiUser {
  sessionToken: string;
  accessToken: string;
}

/**
 * A JSON request to better-auth as an API client sends it (docs/api.md): no cookie, and on
 * every POST an `Origin` equal to the server's public origin. better-auth's CSRF check demands
 * it whenever a request carries Fetch Metadata (`Sec-Fetch-Mode`, which Node's fetch and
 * browsers send) or a cookie; `origin: null` leaves it out, as curl does.
 */
export function authRequest(
  server: AuthOrigin,
  path: string,
  options: { body?: unknown; sessionToken?: string; origin?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.sessionToken !== undefined) headers.set("authorization", `Bearer ${options.sessionToken}`);
  // Every call with a body changes state (POST); the others only read (GET /token).
  const method = options.body === undefined ? "GET" : "POST";
  if (method === "POST") {
    headers.set("content-type", "application/json");
    const origin = options.origin === undefined ? server.baseUrl : options.origin;
    if (origin !== null) headers.set("origin", origin);
  }
  return fetch(`${server.baseUrl}/api/auth${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

function field(body: unknown, ...path: string[]): unknown {
  let value = body;
  for (const key of path) {
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

function stringField(body: unknown, what: string, ...path: string[]): string {
  const value = field(body, ...path);
  if (typeof value !== "string" || value === "")
    throw new Error(`${what}: no ${path.join(".")} in ${JSON.stringify(body)}`);
  return value;
}

/** Signs up (unverified); returns the new user's id. The code is mailed to `email`. */
export async function signUp(server: AuthOrigin, email: string, password = apiUserPassword): Promise<string> {
  const body = await expectOk(
    await authRequest(server, "/sign-up/email", { body: { email, password, name: "" } }),
    "sign-up",
  );
  return stringField(body, "sign-up", "user", "id");
}

/** The newest verification code mailed to `email` since `since` (Date.now()). */
export async function mailedCode(server: ApiServer, email: string, since: number): Promise<string> {
  return codeIn((await server.sink.waitForMail(email, (mail) => mail.receivedAt >= since)).text);
}

/** Signs up a fresh address and confirms it with the code from the mail, as an API client does. */
export async function signUpAndVerify(server: ApiServer, label: string): Promise<ApiUser> {
  const email = uniqueEmail(label);
  const started = Date.now();
  const id = await signUp(server, email);
  const otp = await mailedCode(server, email, started);
  await expectOk(await authRequest(server, "/email-otp/verify-email", { body: { email, otp } }), "verify-email");
  return { id, email, password: apiUserPassword };
}

/** Signs in; returns the session token (the refresh token: long-lived, revocable). */
export async function signIn(server: AuthOrigin, email: string, password = apiUserPassword): Promise<string> {
  const body = await expectOk(await authRequest(server, "/sign-in/email", { body: { email, password } }), "sign-in");
  return stringField(body, "sign-in", "token");
}

/** Exchanges a session token for a JWT access token for `/graphql`. */
export async function accessToken(server: AuthOrigin, sessionToken: string): Promise<string> {
  const body = await expectOk(await authRequest(server, "/token", { sessionToken }), "token");
  return stringField(body, "token", "token");
}

/** Signs out: revokes the session, so it can no longer mint access tokens. */
export async function signOut(server: ApiServer, sessionToken: string): Promise<void> {
  await expectOk(await authRequest(server, "/sign-out", { sessionToken, body: {} }), "sign-out");
}

/** A verified, signed-in user with a fresh access token. */
export async function signedInUser(server: ApiServer, label: string): Promise<SignedInApiUser> {
  const user = await signUpAndVerify(server, label);
  const sessionToken = await signIn(server, user.email, user.password);
  return { ...user, sessionToken, accessToken: await accessToken(server, sessionToken) };
}
